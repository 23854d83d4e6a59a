import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct AtomicFileTests {
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func writesAndReplacesLeavingNoTemporaryFile() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Rules.md").path
        try AtomicFile.write("first\n", to: path)
        try AtomicFile.write("二\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "二\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Rules.md"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The target is a non-empty directory: the rename fails after the temporary file is written.
        let target = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try "keep".write(to: target.appendingPathComponent("inside"), atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) { try AtomicFile.write("new", to: target.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out"])
        #expect(try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8) == "keep")
        #expect(throws: WriteError.self) { try AtomicFile.write("x", to: dir.appendingPathComponent("no/such/dir/f").path) }
    }

    @Test func theCommandLineWritesOutputFilesAtomically() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sarif = dir.appendingPathComponent("report.sarif").path
        let r = try Tool.run(["validate", "--format", "sarif", "--output", sarif, Golden.url("Fixtures/validate/missing-id.yaml").path])
        #expect(r.status == 0 && r.stdout.isEmpty)
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"ruleId\": \"missing-id\""))
        let bad = try Tool.run(["rules", "--output", dir.appendingPathComponent("no/such/Rules.md").path])
        #expect(bad.status == 2 && bad.stderr.contains("cannot write"))
    }
}
