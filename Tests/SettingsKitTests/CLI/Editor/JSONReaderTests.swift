import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The server reads what editors send: every JSON value, escapes and all, and refuses the rest
/// with an error, never a crash.
@Suite struct JSONReaderTests {
    func read(_ text: String) throws -> JSONValue { try JSONReader.read(Array(text.utf8)) }

    @Test func values() throws {
        let value = try read(#" {"a": [1, -2.5e1, true, false, null, "x"], "b": {}, "c": [], "id": 9007199254740993} "#)
        #expect(value["a"] == .array([.integer(1), .number(-25), .bool(true), .bool(false), .null, .string("x")]))
        #expect(value["b"] == .object([]))
        #expect(value["c"] == .array([]))
        #expect(value["id"]?.intValue == 9_007_199_254_740_993)
    }

    @Test func stringEscapes() throws {
        #expect(try read(#""\"\\\/\b\f\n\r\t\u00e9\u8bbe\ud83d\ude00""#) == .string("\"\\/\u{8}\u{C}\n\r\té设😀"))
        // A lone surrogate is no scalar: it reads as U+FFFD.
        #expect(try read(#""\ud83dx""#) == .string("\u{FFFD}x"))
        #expect(try read("\"设置\"") == .string("设置"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "\"\u{1}\"", "tru", "1 2", "{\"a\":1,}", "\"\\x\"", "[\"\\u12\"]", "nan", "-", "\"abc"])
    func malformed(_ text: String) {
        #expect(throws: JSONReader.Failure.self) { try read(text) }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONReader.Failure.self) { try read(deep) }
        #expect((try? read(String(repeating: "[", count: 200) + String(repeating: "]", count: 200))) != nil)
    }
}
