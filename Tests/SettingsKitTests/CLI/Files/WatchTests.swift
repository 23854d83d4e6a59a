import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `--watch`: the watcher wakes for a save (also an editor's write-and-rename), not for swap
/// files; the command draws a new frame after a save and exits 0 on Ctrl-C.
@Suite(.serialized) struct WatchTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSaveWakesTheWatcherAndASwapFileDoesNot() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let watcher = try #require(FileWatcher(folders: [dir.path]))
        try "x".write(to: dir.appendingPathComponent(".page.yaml.swp"), atomically: false, encoding: .utf8)
        let deadline = Date().addingTimeInterval(0.6)
        #expect(!watcher.waitForChange(quiet: 0.05) { Date() > deadline })
        // An editor's save: a new file renamed over the page.
        let page = dir.appendingPathComponent("page.yaml")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { try? "title: T\n".write(to: page, atomically: true, encoding: .utf8) }
        let later = Date().addingTimeInterval(30)  // a limit for a hang; a busy machine may be slow
        #expect(watcher.waitForChange(quiet: 0.05) { Date() > later })
        // A folder that does not exist is watched through the one above it: its coming is a change.
        let missing = try #require(FileWatcher(folders: [dir.path + "/missing/deeper"]))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { try? FileManager.default.createDirectory(atPath: dir.path + "/missing", withIntermediateDirectories: false) }
        #expect(missing.waitForChange(quiet: 0.05) { Date() > later })
    }

    /// A branch switch removes a watched folder and brings it back: the watch goes on (it ended
    /// with exit 2), and Ctrl-C with `--output` exits 0 (it exited 130) with the last frame whole.
    @Test func theWatchOutlivesAFolderThatGoesAndComesBack() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pages = dir.appendingPathComponent("pages"), output = dir.appendingPathComponent("out.txt")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let page = "title: T\nsections:\n  - cells:\n      - { id: 1, title: 通知 }\n"
        try page.write(to: pages.appendingPathComponent("page.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tool.binary)
        process.arguments = ["validate", "--no-config", "--watch", "--color", "never", "--output", output.path, pages.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let reader = LineReader(err.fileHandleForReading)
        _ = try #require(reader.read(until: { $0.contains("Ctrl-C stops") }, seconds: 30))
        try FileManager.default.removeItem(at: pages)
        _ = try #require(reader.read(until: { $0.contains("Ctrl-C stops") }, seconds: 30))
        #expect(process.isRunning, "the watch ended when its folder went")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try page.write(to: pages.appendingPathComponent("page.yaml"), atomically: true, encoding: .utf8)
        let back = try #require(reader.read(until: { $0.contains("wrote") && $0.contains("Ctrl-C stops") }, seconds: 30))
        #expect(back.contains("watching"))
        process.interrupt()
        let stopped = Date().addingTimeInterval(10)
        while process.isRunning, Date() < stopped { usleep(20_000) }
        #expect(!process.isRunning && process.terminationReason == .exit && process.terminationStatus == 0,
                "\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.hasSuffix("in 1 file\n"), "\(written)")
    }

    @Test func watchScopeTakesTheFoldersPagesRead() throws {
        let root = Golden.url("Fixtures/two-platforms").path
        let android = WatchScope.folders(for: [root + "/android/res/xml/settings.xml"])
        #expect(android.first == root + "/android/res/xml" && android.contains(root + "/android/res/values-de"))
        let bundle = WatchScope.folders(for: [Golden.url("Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle/Root.plist").path])
        #expect(bundle.contains { $0.hasSuffix(".lproj") })
    }

    /// The executable, as a user runs it: a frame, a save, the next frame, Ctrl-C.
    @Test(arguments: [["validate", "--no-config"], ["render", "--width", "60"]])
    func theToolRedrawsOnASaveAndStopsOnCtrlC(_ command: [String]) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.yaml")
        try "title: T\nsections:\n  - cells:\n      - { id: 1, title: 通知 }\n".write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tool.binary)
        process.arguments = command + ["--watch", "--color", "never", page.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let reader = LineReader(out.fileHandleForReading)
        let first = try #require(reader.read(until: { $0.contains(command[0] == "validate" ? "in 1 file" : "通知") }, seconds: 30))
        #expect(!first.contains("关于"))
        try "title: T\nsections:\n  - cells:\n      - { id: 1, title: 关于 }\n".write(to: page, atomically: true, encoding: .utf8)
        let next = try #require(reader.read(until: { $0.contains(command[0] == "validate" ? "in 1 file" : "关于") }, seconds: 30))
        if command[0] == "render" { #expect(next.contains("关于")) }
        process.interrupt()
        let stopped = Date().addingTimeInterval(10)
        while process.isRunning, Date() < stopped { usleep(20_000) }
        if process.isRunning {
            Issue.record("Ctrl-C did not stop the watch")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(!process.isRunning && process.terminationReason == .exit && process.terminationStatus == 0)
        let messages = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(messages.components(separatedBy: "for changes; Ctrl-C stops").count == 3, "\(messages)")
    }
}

/// Reads a pipe a line at a time, with a deadline, for a test that talks to a running process.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    /// The text up to and including the first line that `done` accepts, or nil at the deadline.
    func read(until done: (String) -> Bool, seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        while Date() < deadline {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                text += line + "\n"
                if done(line) { return text }
                continue
            }
            var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        return nil
    }
}
