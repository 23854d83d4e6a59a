import Foundation
import Testing

/// Golden files: expected outputs under `Fixtures/`, compared verbatim.
///
/// `RECORD_FIXTURES=1 swift test` rewrites a differing file and still fails the test, so a
/// recording never passes by itself; review the change with `git diff Fixtures/` and run again.
enum Golden {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The page fixtures, sorted by name.
    static func pages() -> [String] {
        files(in: "Fixtures/pages", ending: ".yaml")
    }

    /// The files of a fixture folder (not below it) whose names end so, sorted.
    static func files(in folder: String, ending suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(relativePath)))
    }

    static func check(
        _ actual: String, against relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let file = url(relativePath)
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if expected == actual { return }
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(relativePath); review it with git diff and run the tests again.", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("Missing golden file \(relativePath); record it with RECORD_FIXTURES=1.", sourceLocation: sourceLocation)
            return
        }
        Issue.record("\(relativePath) differs:\n\(lineDiff(expected, actual))", sourceLocation: sourceLocation)
    }

    /// The differing lines, `-` expected and `+` actual, with their line numbers.
    static func lineDiff(_ expected: String, _ actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) where out.count < 40 {
            let l = i < e.count ? String(e[i]) : nil
            let r = i < a.count ? String(a[i]) : nil
            if l != r {
                if let l { out.append("\(i + 1) - \(l)") }
                if let r { out.append("\(i + 1) + \(r)") }
            }
        }
        return out.joined(separator: "\n")
    }
}
