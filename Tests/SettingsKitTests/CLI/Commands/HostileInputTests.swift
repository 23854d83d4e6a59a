import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Hostile and broken inputs, through the real executable: each gets a located diagnostic or a
/// clear refusal, with the exit code the spec gives, in bounded time and memory, and never a crash.
@Suite(.serialized) struct HostileInputTests {
    static let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(getpid())")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// validate exits 1 with the rule; render exits 1 too; both well within time and memory.
    private func rejects(_ name: String, _ bytes: [UInt8], rule: String, seconds: Double = 3, mib: Double = 200) throws {
        let mib = Tool.sanitized ? 4 * mib : mib
        let path = try Self.file(name, bytes)
        let v = try Tool.run(["validate", "--format", "json", path])
        #expect(v.status == 1, "\(name): validate exit \(v.status) \(v.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(v.stdout.utf8)) as? [String: Any]
        let rules = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
        #expect(rules?.contains(rule) == true, "\(name): \(rules ?? [])")
        #expect(v.cpuSeconds < Tool.cpuBound(seconds) && v.peakMiB < mib, "\(name): \(v.cpuSeconds) s, \(v.peakMiB) MiB")
        #expect(v.peakMiB > 1, "the memory figure is real")
        let r = try Tool.run(["--color", "never", path])
        #expect(r.status == 1 && r.stderr.contains("[\(rule)]"), "\(name): render exit \(r.status)")
        #expect(r.cpuSeconds < Tool.cpuBound(seconds) && r.peakMiB < mib, "\(name): \(r.cpuSeconds) s, \(r.peakMiB) MiB")
    }

    @Test func billionLaughs() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<12 {
            let (p, n) = (Character(UnicodeScalar(96 + i)!), Character(UnicodeScalar(97 + i)!))
            text += "\(n): &\(n) [" + Array(repeating: "*\(p)", count: 10).joined(separator: ", ") + "]\n"
        }
        try rejects("laughs.yaml", Array((text + "title: *l\nsections: []\n").utf8), rule: "resource-limit")
    }

    /// Every problem on one long line: each command and format stays linear in the input and the
    /// diagnostics (the text printer once rescanned the line per diagnostic: 49 s), and a file
    /// shows its first 1,000 diagnostics, then a count.
    @Test(arguments: [
        ("flow-sections.yaml", "title: T\nsections: [" + Array(repeating: "{id: 1, titel: x}", count: 30_000).joined(separator: ", ") + "]\n",
         "unknown-key"),
        ("duplicate-keys.yaml", "title: T\nsections: []\nx-map: {" + Array(repeating: "a: 1", count: 100_000).joined(separator: ", ") + "}\n",
         "duplicate-key"),
    ])
    func manyDiagnosticsOnOneLine(_ name: String, _ text: String, rule: String) throws {
        let path = try Self.file(name, Array(text.utf8))
        for arguments in [["validate"], ["validate", "--format", "json"], ["validate", "--format", "sarif"],
                          ["validate", "--format", "github"], ["--color", "never"], ["diff", "--color", "never", path]] {
            let run = try Tool.run(arguments + [path])
            #expect(run.status == (arguments.first == "diff" ? 2 : 1), "\(name) \(arguments): exit \(run.status)")
            // Processor time: `diff` loads its two files on two threads, so it may use twice as much.
            let seconds = Tool.cpuBound(10) * (arguments.first == "diff" ? 2 : 1)
            #expect(run.cpuSeconds < seconds && run.peakMiB < (Tool.sanitized ? 1_600 : 400), "\(name) \(arguments): \(run.cpuSeconds) s, \(run.peakMiB) MiB")
            let output = run.stdout + run.stderr
            #expect(output.contains(rule) && output.utf8.count < 3_000_000, "\(name) \(arguments): \(output.utf8.count) bytes")
            if arguments == ["validate"] { #expect(output.contains("more diagnostics not shown")) }
        }
    }

    /// A problem inside an anchored node is reported once, at the anchor, with a note counting the
    /// places that use it: 100 bad cells reused by 250 sections are 300 diagnostics (three rules a
    /// cell), not 75,000.
    @Test func diagnosticsInsideAliasesAreNotAmplified() throws {
        let cells = Array(repeating: "{id: 1, titel: x, type: bogus}", count: 100).joined(separator: ", ")
        let text = "x-c: &c [\(cells)]\ntitle: T\nsections:\n" + String(repeating: "  - cells: *c\n", count: 250)
        let path = try Self.file("amplified.yaml", Array(text.utf8))
        let run = try Tool.run(["validate", "--format", "json", path])
        #expect(run.status == 1 && run.cpuSeconds < Tool.cpuBound(10) && run.peakMiB < (Tool.sanitized ? 800 : 200), "\(run.cpuSeconds) s, \(run.peakMiB) MiB")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 300, "\(summary)")
        #expect(run.stdout.contains("reported once: this node is used in 250 places through aliases"))
    }

    /// A dense flow list (a node per 2 bytes) would make a tree 16 times the file: past one node
    /// per 4 bytes the load stops, so peak memory stays a small multiple of the input.
    @Test func aDenseFlowListIsRefusedWithBoundedMemory() throws {
        let text = "[" + String(repeating: "1,", count: 4_000_000) + "1]\n"
        try rejects("dense.yaml", Array(text.utf8), rule: "resource-limit", seconds: 20, mib: 8 * 12 + 60)
        try? FileManager.default.removeItem(at: Self.dir.appendingPathComponent("dense.yaml"))
    }

    @Test func deepNesting() throws {
        let flow = "title: x\nsections: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        try rejects("deep-flow.yaml", Array(flow.utf8), rule: "resource-limit")
        let block = "title: x\nsections:\n" + (1..<3000).map { String(repeating: "  ", count: $0) + "- a:\n" }.joined()
        try rejects("deep-block.yaml", Array(block.utf8), rule: "resource-limit")
    }

    @Test func brokenBytes() throws {
        try rejects("bad-utf8.yaml", Array("title: ".utf8) + [0xFF, 0xFE] + Array(" bad\nsections: []\n".utf8), rule: "yaml-syntax")
        try rejects("nul.yaml", Array("title: a".utf8) + [0] + Array("b\nsections: []\n".utf8), rule: "yaml-syntax")
        try rejects("binary.yaml", Array((0..<64).flatMap { _ in (0...255).map(UInt8.init) }), rule: "yaml-syntax")
    }

    @Test func emptyFilesAndRootsThatAreNotMaps() throws {
        try rejects("empty.yaml", [], rule: "missing-key")
        try rejects("scalar.yaml", Array("just a string\n".utf8), rule: "type-mismatch")
        try rejects("list.yaml", Array("- 1\n- 2\n".utf8), rule: "type-mismatch")
    }

    @Test func utf16WithAByteOrderMarkIsAccepted() throws {
        let text = "title: 设置\nsections:\n  - cells:\n      - { id: 1, title: 通用 }\n"
        for littleEndian in [true, false] {
            var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for u in text.utf16 { bytes += littleEndian ? [UInt8(u & 0xFF), UInt8(u >> 8)] : [UInt8(u >> 8), UInt8(u & 0xFF)] }
            let path = try Self.file("utf16-\(littleEndian).yaml", bytes)
            let r = try Tool.run(["--color", "never", "--width", "30", path])
            #expect(r.status == 0 && r.stdout.contains("通用"), "\(r.stderr)")
            #expect(try Tool.run(["validate", path]).status == 0)
        }
        // Diagnostics point into the transcoded text: line 2, column 1 is `sectionz`.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for u in "title: 设置\nsectionz: []\n".utf16 { bytes += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let v = try Tool.run(["validate", "--color", "never", try Self.file("utf16-bad.yaml", bytes)])
        #expect(v.stdout.contains(":2:1: error: unknown key 'sectionz' in a page; did you mean 'sections'? [unknown-key]\nsectionz: []\n^\n"))
    }

    /// UTF-16's mistakes are errors located in the text, as UTF-8's are, never silently repaired:
    /// a lone surrogate (high or low) and an odd trailing byte.
    @Test(arguments: [
        ([0x3D, 0xD8], "3:6", "a lone UTF-16 surrogate U+D83D, half of a character without its other half"),
        ([0x00, 0xDC], "3:6", "a lone UTF-16 surrogate U+DC00, half of a character without its other half"),
        ([0x41], "3:6", "the UTF-16 text ends in half a code unit (an odd number of bytes)"),
    ] as [([UInt8], String, String)])
    func utf16MistakesAreLocatedErrors(_ tail: [UInt8], at: String, message: String) throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for u in "title: 设置\nsections: []\n#设置: ".utf16 { bytes += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let path = try Self.file("utf16-broken.yaml", bytes + tail + (tail.count == 1 ? [] : Array("x\n".utf16.flatMap { [UInt8($0), 0] })))
        for command in [["validate", "--color", "never"], ["--color", "never"]] {
            let run = try Tool.run(command + [path])
            #expect(run.status == 1)
            #expect((run.stdout + run.stderr).contains(":\(at): error: \(message) [yaml-syntax]"), "\(run.stdout + run.stderr)")
        }
    }

    @Test func aHundredMegabyteFileIsRefusedWithoutBeingRead() throws {
        let path = Self.dir.appendingPathComponent("huge.yaml").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        ftruncate(fd, 100 << 20)  // sparse: 100 MB that cost nothing to make
        close(fd)
        defer { unlink(path) }
        let r = try Tool.run(["validate", "--format", "json", path])
        #expect(r.status == 1 && r.stdout.contains("\"rule\": \"resource-limit\""))
        #expect(r.stdout.contains("the file is larger than the limit of 64 MiB (--max-file-size)"))
        // Reading even the 64 MiB the limit allows would show; the process itself takes about 18 MiB,
        // and about 62 under AddressSanitizer (its shadow memory and the rules' examples).
        #expect(r.cpuSeconds < Tool.cpuBound(2) && r.peakMiB < 80, "\(r.cpuSeconds) s, \(r.peakMiB) MiB")
        #expect(try Tool.run(["validate", "--max-file-size", "200", path]).status == 1)  // read, then rejected as YAML
    }

    @Test func aGigabytePageIsRefusedInBoundedMemory() throws {
        let path = Self.dir.appendingPathComponent("gigabyte.yaml").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        ftruncate(fd, 1 << 30)  // sparse
        close(fd)
        defer { unlink(path) }
        for command in [["validate", "--format", "json"], ["--format", "json"], ["diff", path]] {
            let r = try Tool.run(command + [path])
            #expect(r.status != 0 && (r.stdout + r.stderr).contains("larger than the limit of 64 MiB"), "\(command): \(r.stdout) \(r.stderr)")
            #expect(r.cpuSeconds < Tool.cpuBound(2) && r.peakMiB < 80, "\(command): \(r.cpuSeconds) s, \(r.peakMiB) MiB")
        }
    }

    @Test func directoriesFIFOsAndDevicesAreRefusedExceptStandardInput() throws {
        let render = try Tool.run([Self.dir.path])
        #expect(render.status == 2 && render.stderr.contains("it is a directory"))
        let fifo = Self.dir.appendingPathComponent("fifo.yaml").path
        unlink(fifo)
        try #require(mkfifo(fifo, 0o644) == 0)
        defer { unlink(fifo) }
        for args in [[fifo], ["validate", fifo], ["/dev/zero"], ["validate", "/dev/zero"]] {
            let r = try Tool.run(args, timeout: 10)
            #expect(r.status == 2 && r.stderr.contains("it is not a regular file"), "\(args): \(r.status) \(r.stderr)")
            #expect(r.cpuSeconds < Tool.cpuBound(2))
        }
        let page = try Self.file("stdin.yaml", Array("title: 标准输入\nsections: []\n".utf8))
        let piped = try Tool.run(["-", "--color", "never"], stdin: page)
        #expect(piped.status == 0 && piped.stdout.contains("标准输入"))
        // /dev/zero on standard input is read only up to the size limit, then refused as too large.
        let zeros = try Tool.run(["validate", "--max-file-size", "1", "-"], stdin: "/dev/zero", timeout: 20)
        #expect(zeros.status == 1 && zeros.stdout.contains("[resource-limit]"))
    }

    @Test func symlinkLoopsInADirectoryAreWalkedOnce() throws {
        let root = Self.dir.appendingPathComponent("loops")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try "title: T\nsections: []\n".write(to: root.appendingPathComponent("a/b/page.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("a/b/up"), withDestinationURL: root)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("self.yaml"), withDestinationURL: root.appendingPathComponent("self.yaml"))
        let r = try Tool.run(["validate", "--format", "json", root.path], timeout: 10)
        #expect(r.status == 0 && r.stdout.contains("\"files\": 1"), "\(r.stdout) \(r.stderr)")
    }
}
