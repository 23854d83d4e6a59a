import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// SEED-PAGES: the grouped custom page sets each override on a section, the one-section page on
/// the cell; both must resolve every cell to the same style.
@Suite struct CustomPageTwinTests {
    @Test func everyGroupedCellResolvesLikeItsTwin() throws {
        let grouped = try #require(PageLoader.load(SourceFile(path: "g", bytes: Golden.bytes("Fixtures/pages/custom-grouped.yaml"))).pages.first)
        let single = try #require(PageLoader.load(SourceFile(path: "s", bytes: Golden.bytes("Fixtures/pages/custom-one-section.yaml"))).pages.first)
        let groupedCells = grouped.sections.flatMap(\.cells)
        let singleCells = single.sections.flatMap(\.cells)
        #expect(grouped.sections.count == 7 && single.sections.count == 1)
        #expect(groupedCells.count == 7 && singleCells.count == 7)
        for (g, s) in zip(groupedCells, singleCells) {
            #expect(g.id == s.id && g.title == s.title)
            #expect(g.style == s.style, "cell \(g.id!) \(g.title!)")
            #expect(g.indicator == Indicator(title: "王者荣耀!", image: "wzry", imageFirst: true) && g.image == "MoreGame")
        }
        // The overrides really differ from the defaults, so the comparison means something.
        #expect(Set(groupedCells.map(\.style)).count == 7)
    }
}
