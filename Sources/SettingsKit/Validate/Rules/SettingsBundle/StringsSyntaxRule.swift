/// A `.strings` file in a bundle's `.lproj` folder cannot be read: Foundation would drop the
/// whole table, and every text of the locale shows untranslated.
enum StringsSyntaxRule: Rule {
    static let description = RuleDescription(
        id: .stringsSyntax,
        summary: "A Settings.bundle strings file is not a well-formed old-style strings table, so the locale loses all of it.",
        severity: .error,
        triggering: [
            RuleExample("\"TITLE\" = \"Titel\"↓\n\"NAME\" = \"Name\";\n", name: "de.lproj/Root.strings"),
            RuleExample("/* comment */\n\"TITLE\" = ↓\"Titel;\n", name: "de.lproj/Root.strings"),
        ],
        nonTriggering: [
            RuleExample("/* Titles */\n\"TITLE\" = \"Titel\"; // inline\n\"QUOTE\" = \"\\\"\\U00E9\\\"\";\n", name: "de.lproj/Root.strings"),
        ])
}
