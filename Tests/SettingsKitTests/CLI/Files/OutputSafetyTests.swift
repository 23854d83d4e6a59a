import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `--output` never destroys what it should not: it replaces only a regular file, never through a
/// link; a failed run leaves the target as it was; a replaced file keeps its permissions; and a
/// signal during the write leaves no temporary file behind.
@Suite struct OutputSafetyTests {
    static func directory() throws -> URL { try AtomicFileTests.temporaryDirectory() }

    @Test func onlyRegularFilesAreReplaced() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo").path, real = dir.appendingPathComponent("real.txt")
        #expect(mkfifo(fifo, 0o644) == 0)
        try "keep".write(to: real, atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
        for (target, kind) in [(fifo, "not a regular file"), (link, "a symbolic link"), (dir.path, "a directory")] {
            let run = try Tool.run(["rules", "--output", target])
            #expect(run.status == 2, "\(target)")
            #expect(run.stderr.contains("it is \(kind); --output replaces only regular files"), "\(run.stderr)")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOf: real, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["fifo", "link.txt", "real.txt"])
    }

    @Test func aFailedRunLeavesTheTargetAsItWas() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out.txt").path
        let bad = dir.appendingPathComponent("bad.yaml").path
        try "title: x\nsections: [\n".write(toFile: bad, atomically: true, encoding: .utf8)
        for arguments in [["--output", target, bad], ["--output", target, dir.appendingPathComponent("missing.yaml").path],
                          ["diff", "--output", target, bad, Golden.url("Fixtures/pages/settings.yaml").path]] {
            try "previous".write(toFile: target, atomically: true, encoding: .utf8)
            let run = try Tool.run(arguments)
            #expect(run.status != 0)
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous", "\(arguments)")
            #expect(run.stderr.contains("is left as it was, since the run failed"))
        }
        // A validation report is whole whatever it finds: it is written.
        let report = try Tool.run(["validate", "--output", target, bad])
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(report.status == 1 && written.contains("[yaml-syntax]"))
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("private.txt").path
        try "secret".write(toFile: target, atomically: true, encoding: .utf8)
        #expect(chmod(target, 0o600) == 0)
        let run = try Tool.run(["rules", "--output", target])
        #expect(run.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("yaml-syntax"))
    }

    /// SIGTERM while a large output is being written: the process ends by the signal and the
    /// temporary file is gone. The signal is sent once the temporary file appears.
    @Test func aSignalDuringTheWriteLeavesNoTemporaryFile() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("big.yaml").path
        var text = "title: T\nsections:\n"
        for s in 0..<8_000 {
            text += "  - cells:\n" + (0..<10).map { "      - { id: \(s * 10 + $0), title: 标题 \($0), indicator: 详情 }\n" }.joined()
        }
        try text.write(toFile: page, atomically: true, encoding: .utf8)
        let target = dir.appendingPathComponent("model.json").path
        var caught = false
        for _ in 0..<5 where !caught {
            var pid: pid_t = 0
            let arguments: [String] = [Tool.binary, "--format", "json", "--output", target, page]
            let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            // The test runner's threads may block signals, and a spawned process inherits the mask.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
            try #require(posix_spawn(&pid, Tool.binary, nil, &attributes, argv, environ) == 0)
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
                if names.contains(where: { $0.hasPrefix("model.json.tmp-") }) {
                    kill(pid, SIGTERM)
                    waitpid(pid, &status, 0)
                    // Ended by the signal, or it had just finished writing: then try again.
                    caught = status & 0x7F == SIGTERM
                    break
                }
                usleep(200)
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
            #expect(left.isEmpty, "\(left)")
            try? FileManager.default.removeItem(atPath: target)
        }
        #expect(caught, "the signal arrived during a write at least once in five runs")
    }
}
