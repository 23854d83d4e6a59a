import Foundation
@testable import SettingsKit

/// Debian's `aapt` (v1), run as the oracle for Android values: a res folder is packaged
/// (`aapt package -M AndroidManifest.xml -S res -F out.apk`), and `aapt dump --values resources`
/// prints every compiled string. A value aapt refuses fails the whole run with `file:line: error:`,
/// so each refused element is blanked out (its lines kept, so later lines keep their numbers) and
/// the run repeated; a reference to a name no compiled file holds gets a stub instead, so the
/// element that names it is still compared.
enum Aapt {
    static let path: String? = {
        let candidates = [ProcessInfo.processInfo.environment["AAPT"], "/usr/bin/aapt"].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let required = ProcessInfo.processInfo.environment["REQUIRE_AAPT"] == "1"

    /// A values file to compile: its folder below `res/` (`values`, `values-de`) and name.
    struct File {
        var folder: String
        var name: String
        var bytes: [UInt8]
    }

    /// An element aapt refused, and aapt's message.
    struct Refusal {
        var folder: String, name: String, message: String
    }

    /// What one compiled value is, as the dump prints it.
    enum Value: Equatable {
        case text(String)
        /// `@string/x` (by the name its id has), or `@null`.
        case reference(String)
        case array([Value])
        /// Anything else (`(int) 5`): not compared.
        case other(String)
    }

    /// What aapt made of a res folder: `type/name` → value, by configuration as aapt prints it
    /// (`(default)`, `de`, `night-v8`), and what it refused.
    struct Table {
        var configs: [String: [String: Value]] = [:]
        var refused: [Refusal] = []
        /// The run's own failure, when refusing elements did not get it through.
        var failure: String?
    }

    /// Compiles the files as one res folder.
    static func compile(_ files: [File]) throws -> Table {
        guard let path else { return Table(failure: "no aapt") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aapt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="aapt.oracle"/>"#.utf8)
            .write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        var files = files.map { ($0, ValuesElements($0.bytes)) }
        var stubs: [String: String] = [:], refused: [Refusal] = []
        // Stubs for every app reference no file defines, at once: aapt names one a run.
        let defined = Set(files.flatMap { $0.1.elements.map { "\($0.type)/\($0.name)" } })
        for (file, _) in files {
            for match in String(decoding: file.bytes, as: UTF8.self).matches(of: #/@([a-z]+)\/([A-Za-z0-9_.]+)/#)
            where !defined.contains("\(match.1)/\(match.2)") {
                if let stub = stub(String(match.1), String(match.2)) { stubs["\(match.1)/\(match.2)"] = stub }
            }
        }
        let stubFile = "values/zz_aapt_oracle_stubs.xml"
        for _ in 0..<400 {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("res"))
            for (file, elements) in files { try write(elements.bytes, to: folder.appendingPathComponent("res/\(file.folder)/\(file.name)")) }
            if !stubs.isEmpty {
                try write(Array(("<resources>\n" + stubs.values.sorted().joined(separator: "\n") + "\n</resources>\n").utf8),
                          to: folder.appendingPathComponent("res/" + stubFile))
            }
            let apk = folder.appendingPathComponent("out.apk").path
            // Paths in full: Foundation may change the whole process's directory to start one.
            var run = try Self.run(path, ["package", "-f", "-M", folder.appendingPathComponent("AndroidManifest.xml").path,
                                          "-S", folder.appendingPathComponent("res").path, "-F", apk])
            run.output = run.output.replacingOccurrences(of: folder.path + "/", with: "")
            if run.status == 0 {
                var table = parse(try Self.run(path, ["dump", "--values", "resources", apk]).output)
                table.refused = refused
                return table
            }
            var progress = false
            for error in run.output.split(separator: "\n").compactMap(Self.error) {
                guard let index = files.firstIndex(where: { "res/\($0.0.folder)/\($0.0.name)" == error.file }) else { continue }
                // A reference to an app resource outside the files compiled: a stub stands for it.
                if let match = error.message.firstMatch(of: #/with value '@([a-z]+)\/([A-Za-z0-9_.]+)'/#), let stub = stub(String(match.1), String(match.2)) {
                    progress = progress || stubs.updateValue(stub, forKey: "\(match.1)/\(match.2)") == nil
                    continue
                }
                if error.message.hasPrefix("Found text"), files[index].1.blankStrayText() {
                    refused.append(Refusal(folder: files[index].0.folder, name: "", message: "\(files[index].0.name): \(error.message)"))
                    progress = true
                    continue
                }
                if files[index].1.blanked.contains(where: { $0.contains(error.line) }) { continue }
                // An error outside every element (the file's XML): the file is left out.
                guard let name = files[index].1.blank(line: error.line) else {
                    refused.append(Refusal(folder: files[index].0.folder, name: "", message: "\(files[index].0.name): \(error.message)"))
                    files.remove(at: index)
                    progress = true
                    continue
                }
                refused.append(Refusal(folder: files[index].0.folder, name: name, message: error.message))
                progress = true
            }
            if !progress { return Table(refused: refused, failure: run.output) }
        }
        return Table(refused: refused, failure: "aapt still refuses after 400 runs")
    }

    /// A resource that stands for one the compiled files name but do not hold.
    static func stub(_ type: String, _ name: String) -> String? {
        switch type {
        case "string": "<string name=\"\(name)\">stub</string>"
        case "array": "<string-array name=\"\(name)\"/>"
        case "bool": "<bool name=\"\(name)\">true</bool>"
        case "integer": "<integer name=\"\(name)\">0</integer>"
        case "color": "<color name=\"\(name)\">#000</color>"
        case "dimen": "<dimen name=\"\(name)\">0dp</dimen>"
        case "drawable", "mipmap", "style", "layout", "id", "plurals": "<item type=\"\(type == "mipmap" ? "drawable" : type)\" name=\"\(name)\">@null</item>"
        default: nil
        }
    }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// `res/values/strings.xml:12: error: Apostrophe not preceded by \ (in Don't)`.
    static func error(_ line: Substring) -> (file: String, line: Int, message: String)? {
        guard let match = line.firstMatch(of: #/^(res\/[^:]+):(\d+): error: (?:Error: )?(.*)$/#), let number = Int(match.2) else { return nil }
        return (String(match.1), number, String(match.3))
    }

    /// Runs aapt, its output and errors together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self))
    }
}
