import Testing
@testable import SettingsKit

@Suite struct WordDiffTests {
    @Test func shortTextsOnOneLineAreShownWhole() {
        #expect(!WordDiff.applies("Clear cache", "Clear cache now"))
        #expect(WordDiff.applies("a\nb", "a\nc"))
        #expect(WordDiff.applies(String(repeating: "x", count: 61), ""))
    }

    @Test func chineseTextDiffsByCharacter() {
        let old = "开启后，新消息将以横幅形式显示在屏幕顶部，并伴有提示音和震动，直到你手动关闭为止。"
        let new = "开启后，新消息将以横幅形式显示在屏幕底部，并伴有提示音和震动，直到你手动关闭为止。"
        #expect(WordDiff.plain(WordDiff.parts(old, new)) == "…示在屏幕[-顶-]{+底+}部，并伴有…")
    }

    /// Each change is its words alone, with four words of context either side.
    @Test func theRunsHoldBothTexts() {
        let old = "one two three four five six seven eight nine ten eleven twelve", new = "one 2 three four five six seven eight nine ten eleven twelve thirteen"
        let parts = WordDiff.parts(old, new)
        func joined(_ keep: (WordDiff.Part) -> String?) -> String { parts.compactMap(keep).joined() }
        #expect(WordDiff.plain(parts).hasPrefix("one [-two-]{+2+} three four five six"))
        #expect(WordDiff.plain(parts).hasSuffix("twelve{+ thirteen+}"))
        #expect(joined { if case .added(let s) = $0 { s } else { nil } } == "2 thirteen")
        #expect(joined { if case .removed(let s) = $0 { s } else { nil } } == "two")
    }

    /// Past 2,000 edits the middle is one replacement: bounded whatever the texts.
    @Test func manyEditsAreBounded() {
        let old = (0..<20_000).map { "w\($0)" }.joined(separator: " "), new = (0..<20_000).map { "v\($0)" }.joined(separator: " ")
        let parts = WordDiff.parts(old, new)
        #expect(parts.count <= 3)
    }
}
