import Testing
@testable import SettingsKit

@Suite struct TextMeasureTests {
    @Test func latinUsesIntersAdvanceWidths() {
        // Inter Regular: "n" is 1648 units of 2816 to the em.
        #expect(abs(TextMeasure.width(of: "n", font: Font(2816)) - 1648) < 0.001)
        #expect(abs(TextMeasure.width(of: "nn", font: Font(15)) - 2 * 1648 * 15 / 2816.0) < 0.001)
        #expect(TextMeasure.width(of: "Notifications", font: Font(15, .bold)) > TextMeasure.width(of: "Notifications", font: Font(15)))
        #expect(TextMeasure.width(of: "iiii", font: Font(15)) < TextMeasure.width(of: "WWWW", font: Font(15)))
    }

    @Test func wideCharactersAreOneEmAndMarksNothing() {
        #expect(TextMeasure.width(of: "设置", font: Font(15)) == 30)
        #expect(TextMeasure.width(of: "👍", font: Font(17)) == 17)
        #expect(TextMeasure.width(of: "e\u{301}", font: Font(15)) == TextMeasure.width(of: "e", font: Font(15)))
        #expect(TextMeasure.width(of: "\u{200B}", font: Font(15)) == 0)
        // A script the table does not cover: 0.6 em.
        #expect(abs(TextMeasure.width(of: "ש", font: Font(10)) - 6) < 0.001)
    }

    @Test func theSeedPagesLongestTitleFitsItsLimit() {
        let width = TextMeasure.width(of: "定制性cell展示页面 - 分组", font: Font(15))
        #expect(width > 150 && width <= 180)
    }
}
