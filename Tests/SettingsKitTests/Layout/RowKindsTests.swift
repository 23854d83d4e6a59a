import Testing
@testable import SettingsKit

/// The rows of SPEC 7.2 as the terminal draws them: values on the right in the indicator's
/// colour, a ✓ on a chosen row, subtitles under titles, disabled rows dimmed.
@Suite struct RowKindsTests {
    static let path = "Fixtures/rows/general.yaml"

    @Test func theRowsMatchTheirGoldens() throws {
        let p = try #require(page(try Golden.read(Self.path)))
        for (name, glyphs, color) in [("w44", Glyphs.unicode, nil), ("ascii", .ascii, nil), ("ansi", .unicode, ColorDepth.trueColor)] {
            Golden.check(TextRenderer.render(p, width: 44, glyphs: glyphs, color: color), against: "Fixtures/rows/general.\(name).txt")
        }
    }

    @Test func whatEachRowShows() throws {
        let p = try #require(page(try Golden.read(Self.path)))
        let lines = PageLayout.lines(for: p, width: 44)
        func text(_ source: LineSource) -> [String] { lines.filter { $0.source == source }.map(\.plainText) }
        // A subtitle is a line of its own, under the title.
        #expect(text(.cell(section: 0, index: 0)) == ["│ 字体大小                            标准 │", "│ 影响聊天和朋友圈                         │"])
        #expect(text(.cell(section: 1, index: 1)).first?.hasSuffix("✓ │") == true)
        #expect(text(.cell(section: 1, index: 0)).first?.contains("✓") == false)
        // Every span of a disabled row is dimmed; the row above is not.
        let disabled = lines.filter { $0.source == .cell(section: 0, index: 3) }
        #expect(!disabled.isEmpty && disabled.allSatisfy { $0.spans.allSatisfy(\.style.dim) })
        #expect(lines.filter { $0.source == .cell(section: 0, index: 1) }.contains { $0.spans.contains { !$0.style.dim } })
        #expect(lines.allSatisfy { $0.width <= 44 })
    }
}
