import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("abc", 3), ("设置", 4), ("微信号：x", 9), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("한국어", 6),
        ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("a\u{200B}b", 2), ("\u{AD}", 0),
        ("👍", 2), ("👍🏽", 2), ("❤️", 2), ("❤", 1), ("🇨🇳", 2), ("👨‍👩‍👧", 2), ("🏳️‍🌈", 2), ("#️⃣", 2),
        ("…", 1), ("›", 1), ("─", 1), ("●", 1), ("Ω", 1), ("𠀀", 2), ("\u{3400}", 2), ("\u{9FFF}", 2),
    ])
    func widths(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func theTableCameFromUnicode15() {
        #expect(DisplayWidthTable.unicodeVersion == "15.0.0")
        #expect(DisplayWidthTable.wide.count % 2 == 0 && DisplayWidthTable.zero.count % 2 == 0)
        // Sorted, non-overlapping ranges: binary search depends on it.
        for table in [DisplayWidthTable.wide, DisplayWidthTable.zero, DisplayWidthTable.pictographic] {
            #expect(zip(table, table.dropFirst()).allSatisfy { $0 <= $1 })
        }
    }

    @Test(arguments: [
        ("通用设置页面", 5, "通用…"), ("通用设置页面", 6, "通用…"), ("abcdef", 4, "abc…"), ("abc", 3, "abc"),
        ("abcd", 1, "…"), ("abcd", 0, ""), ("👍👍👍", 4, "👍…"), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    ])
    func truncation(text: String, width: Int, expected: String) {
        let cut = DisplayWidth.truncate(text, to: width)
        #expect(cut == expected)
        #expect(DisplayWidth.of(cut) <= width)
    }
}
