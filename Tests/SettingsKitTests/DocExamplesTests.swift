import Foundation
import Testing

/// The examples in README.md and Docs/ are real runs, so they cannot drift from the tool. Before a
/// fenced block, `<!-- output of: settings-render ARGS -->` says the block is what that command
/// prints (standard output, then standard error) in the repository's root, and
/// `<!-- file: PATH -->` says the block is that file's text. `RECORD_FIXTURES=1 swift test`
/// rewrites stale blocks, and still fails, as the golden files do.
@Suite(.serialized) struct DocExamplesTests {
    struct Example: CustomStringConvertible {
        var document: String
        /// The marker's line (0-based) and what it names.
        var line: Int
        var command: [String]?
        var file: String?
        /// The block's body: its lines between the fences.
        var body: Range<Int>
        var description: String { "\(document):\(line + 1)" }
    }

    static let documents = ["README.md"] + Golden.files(in: "Docs", ending: ".md")

    static func examples(in document: String) throws -> [Example] {
        let lines = try Golden.read(document).components(separatedBy: "\n")
        var out: [Example] = []
        for (i, line) in lines.enumerated() {
            let command = line.hasPrefix("<!-- output of: settings-render ") && line.hasSuffix(" -->")
            let file = line.hasPrefix("<!-- file: ") && line.hasSuffix(" -->")
            guard command || file else { continue }
            let inner = line.dropFirst(command ? "<!-- output of: settings-render ".count : "<!-- file: ".count).dropLast(" -->".count)
            guard i + 1 < lines.count, lines[i + 1].hasPrefix("```"),
                  let close = lines[(i + 2)...].firstIndex(where: { $0 == "```" }) else {
                Issue.record("\(document):\(i + 1): a marker must stand right above a fenced block")
                continue
            }
            out.append(Example(document: document, line: i, command: command ? inner.split(separator: " ").map(String.init) : nil,
                               file: file ? String(inner) : nil, body: (i + 2)..<close))
        }
        return out
    }

    static func actual(_ example: Example) throws -> String {
        if let file = example.file { return try Golden.read(file) }
        let run = try Tool.run(example.command!, in: Golden.root.path)
        return run.stdout + run.stderr
    }

    @Test(arguments: documents)
    func examplesAreRealRuns(_ document: String) throws {
        var lines = try Golden.read(document).components(separatedBy: "\n")
        var stale = false
        // From the last, so rewriting a block keeps the earlier ones' line numbers.
        for example in try Self.examples(in: document).reversed() {
            var expected = try Self.actual(example)
            if expected.hasSuffix("\n") { expected.removeLast() }
            let written = lines[example.body].joined(separator: "\n")
            guard written != expected else { continue }
            stale = true
            Issue.record("\(example) is stale:\n\(Golden.lineDiff(written, expected))")
            lines.replaceSubrange(example.body, with: expected.components(separatedBy: "\n"))
        }
        if stale, ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
            try lines.joined(separator: "\n").write(to: Golden.url(document), atomically: true, encoding: .utf8)
        }
    }

    @Test func theDocsHaveExamplesToCheck() throws {
        let all = try Self.documents.flatMap(Self.examples)
        #expect(all.count >= 8)
        #expect(Set(all.map(\.document)).isSuperset(of: ["README.md", "Docs/Format.md", "Docs/Validate.md", "Docs/Diff.md"]))
    }
}
