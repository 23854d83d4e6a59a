import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Large inputs are scanned on one thread and composed on another; the result must be exactly
/// what the single-threaded loader gives, errors and early stops included.
@Suite struct PipelinedLoadTests {
    /// Every node with its marks, as text, so two loads compare exactly.
    static func dump(_ node: Node?) -> String {
        guard let node else { return "~" }
        let marks = "@\(node.start)-\(node.end)"
        switch node.content {
        case .scalar(let s): return "\(s.text)|\(s.style)|\(s.tag)\(marks)"
        case .sequence(let items): return "[" + items.map(dump).joined(separator: ",") + "]" + marks
        case .mapping(let pairs): return "{" + pairs.map { dump($0.key) + ":" + dump($0.value) }.joined(separator: ",") + "}" + marks
        }
    }

    static func big(cells: Int) -> String {
        "title: T\nx-a: &a { titleColor: red }\nsections:\n" + (0..<cells / 10).map { s in
            "  - id: s\(s)\n    style: *a\n    cells:\n" + (0..<10).map { c in
                "      - { id: \(s * 10 + c), title: \"标题 \(s * 10 + c)\", indicator: { title: 详情, image: i } }\n"
            }.joined()
        }.joined()
    }

    static let cases: [String] = [
        big(cells: 3_000),
        big(cells: 3_000) + "  - cells: [ { id: x, title: unclosed\n",
        big(cells: 3_000) + "title: again\n",
        big(cells: 3_000) + "---\n" + big(cells: 500) + "---\n",
        "a: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n" + big(cells: 3_000),
        (["a: &a [x, x, x, x, x, x, x, x, x, x]"] + (1..<8).map { i in
            let (p, n) = (Character(UnicodeScalar(96 + i)!), Character(UnicodeScalar(97 + i)!))
            return "\(n): &\(n) [" + Array(repeating: "*\(p)", count: 10).joined(separator: ", ") + "]"
        }).joined(separator: "\n") + "\n" + big(cells: 3_000),
        "",
        "# nothing\n",
    ]

    @Test(arguments: cases.indices)
    func pipelinedLoadingMatchesSequentialLoading(index: Int) {
        let bytes = Array(Self.cases[index].utf8)
        let limits = LoadLimits(maxAliasExpansion: 50_000)
        let one = YAMLLoader.load(bytes, limits: limits, pipelined: false)
        let two = YAMLLoader.load(bytes, limits: limits, pipelined: true)
        #expect(one.documents.count == two.documents.count)
        #expect(one.documents.map(Self.dump) == two.documents.map(Self.dump))
        #expect(one.diagnostics == two.diagnostics)
        #expect(one.stoppedEarly == two.stoppedEarly)
    }

    @Test func largeInputsArePipelined() {
        #expect(Self.big(cells: 7_000).utf8.count >= YAMLLoader.pipelineThreshold)
        let page = loadPages(Self.big(cells: 7_000))
        #expect(page.diagnostics.isEmpty && page.pages.first?.sections.count == 700)
    }
}
