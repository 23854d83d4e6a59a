import Testing
@testable import SettingsKit

/// `duplicate-id` against the plain definition: a cell whose id an earlier cell already had is
/// reported, with a note at the first one. `8` and `"8"` are one id; `"08"` is another.
@Suite struct DuplicateIDTests {
    @Test func agreesWithThePlainDefinition() {
        var generator = SystemRandomNumberGenerator()
        let pool = ["1", "\"1\"", "2", "\"02\"", "a", "\"b\"", "7", "\"007\"", "x y", "1000000"]
        for cells in [5, 40, 400] {
            let ids = (0..<cells).map { _ in pool.randomElement(using: &generator)! }
            // Across sections, some of them empty: a cell's number on the page is not its row.
            var text = "title: T\nsections:\n  - cells:\n"
            var lines: [Int] = []
            for id in ids {
                switch Int.random(in: 0..<8, using: &generator) {
                case 0: text += "  - cells: []\n  - cells:\n"
                case 1: text += "  - cells:\n"
                default: break
                }
                lines.append(text.count { $0 == "\n" } + 1)
                text += "      - { id: \(id), title: t }\n"
            }
            // The id as the rule matches it: the text of a quoted or plain scalar, integers by value.
            func key(_ written: String) -> String {
                let bare = written.hasPrefix("\"") ? String(written.dropFirst().dropLast()) : written
                return Int(bare).map { String($0) == bare ? "i\($0)" : "s" + bare } ?? "s" + bare
            }
            var expected: [String] = []
            for (k, id) in ids.enumerated() {
                if let first = ids[..<k].firstIndex(where: { key($0) == key(id) }) {
                    expected.append("\(lines[k]) after \(lines[first])")
                }
            }
            let found = Validator.check(loadPages(text), disabled: [], assets: nil)
                .filter { $0.rule == .duplicateID }
                .map { "\($0.start.line) after \($0.notes.first?.mark.line ?? 0)" }
            #expect(found == expected, "\(ids)")
        }
    }

    /// Ids match by `key` (text); `matchKey` is the same matching without making text.
    @Test func matchKeysAgreeWithKeys() {
        let ids: [Identifier] = [.int(8), .string("8"), .string("08"), .string("+8"), .int(-8), .string("-8"), .string("a"),
                                 .int(Int.max), .string(String(Int.max)), .string("9223372036854775808"), .string("")]
        for a in ids {
            for b in ids { #expect((a.matchKey == b.matchKey) == (a.key == b.key), "\(a) and \(b)") }
        }
    }
}
