/// A row that stores a value under an empty `Key`. The Settings app of iOS 18 refuses a bundle
/// with an empty text field's `Key` whole: none of the app's panes show. Any other row writes its
/// value under the key `""`, which no code reads by name.
enum EmptyKeyRule: Rule {
    static let description = RuleDescription(
        id: .emptyKey,
        summary: "A row that stores a value has an empty Key: iOS 18's Settings app shows none of the bundle for a text field's, and any other row writes under \"\".",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>\n↓<key>Key</key><string></string></dict>\n"),
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>\n↓<key>Key</key><string> </string><key>DefaultValue</key><true/></dict>\n"),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string><key>Key</key><string>name</string></dict>\n"),
            // A group's Key names no setting.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>G</string><key>Key</key><string></string></dict>\n"),
        ])
}

extension EmptyKeyRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile else { return }
        found.add(contentsOf: file.typed.lazy.compactMap { s, type in
            guard type.storesValue, let key = s.key, key.allSatisfy(\.isWhitespace) else { return nil }
            let what = type == .textField
                ? "the text field's Key is empty: iOS 18's Settings app then shows none of the app's settings, in any pane"
                : "the Key is empty: the row writes its value under \(key.isEmpty ? "\"\"" : "a blank key"), which the app's code cannot mean"
            return diagnostic(what, s, at: .key)
        })
    }
}
