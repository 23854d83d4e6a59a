import Testing
@testable import SettingsKit

/// Old-style `.strings` tables, as a Settings.bundle's `.lproj` folders hold them.
@Suite struct StringsFileTests {
    private func read(_ text: String) throws -> StringsFile {
        try StringsFile.read(Array(text.utf8)).get()
    }

    @Test func entriesCommentsAndEscapes() throws {
        let file = try read("""
            /* Block comment
               over lines */
            "TITLE" = "Titel"; // a line comment
            "QUOTE"="\\"zitiert\\"\\n\\tund \\\\";
            BARE_KEY = bare.value;
            "UNICODE" = "\\U00E9\\U00df \\UD83D\\UDE00";
            "ONLY_KEY";
            "TITLE" = "Zweiter";
            """)
        #expect(file.entries.map(\.key) == ["TITLE", "QUOTE", "BARE_KEY", "UNICODE", "ONLY_KEY", "TITLE"])
        #expect(file["QUOTE"] == "\"zitiert\"\n\tund \\")
        #expect(file["BARE_KEY"] == "bare.value")
        #expect(file["UNICODE"] == "éß 😀")
        #expect(file["ONLY_KEY"] == "ONLY_KEY")
        // A repeated key: the last wins, as Foundation's parser has it.
        #expect(file["TITLE"] == "Zweiter")
        #expect(file.entries[1].mark == Mark(line: 4, column: 1))
        #expect(!file.contains("MISSING"))
    }

    @Test(arguments: [
        ("\"A\" = \"B\"\n\"C\" = \"D\";", Mark(line: 1, column: 10), "expected ';'"),
        ("\"A\" = \"open;\n", Mark(line: 1, column: 7), "never closed"),
        // A value that is no text (Apple's reader takes it; no title can use it).
        ("\"A\" = (\"B\");", Mark(line: 1, column: 7), "an array, dictionary or data value"),
        ("\"A\" = ;", Mark(line: 1, column: 7), "expected a value"),
        // A bare word is ASCII, as Apple's reader has it.
        ("é = \"x\";", Mark(line: 1, column: 1), "expected a key"),
    ])
    func mistakesAreLocated(text: String, at mark: Mark, says: String) {
        guard case .failure(let problem) = StringsFile.read(Array(text.utf8)) else {
            Issue.record("read \(text)")
            return
        }
        #expect(problem.mark == mark)
        #expect(problem.message.contains(says), "\(problem.message)")
    }

    /// InAppSettingsKit's tables: en is UTF-16 with a byte-order mark, de is UTF-8; 39 entries
    /// each, as the MANIFEST counts.
    @Test(arguments: ["en", "de"])
    func theRealTablesRead(locale: String) throws {
        let source = try SourceFile.read(Golden.url("Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle/\(locale).lproj/Root.strings").path)
        #expect(source.encodingProblem == nil)
        let file = try StringsFile.read(source.bytes).get()
        #expect(file.entries.count == 39)
        #expect(file["MUL_VAL"] == (locale == "de" ? "Beim Start updaten" : "Update at launch"))
    }
}
