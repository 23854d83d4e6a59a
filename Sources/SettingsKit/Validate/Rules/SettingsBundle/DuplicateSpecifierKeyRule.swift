/// A `Key` that a row of another pane of the bundle also has: two rows read and write one
/// stored setting, which is rarely meant. Variants of one pane may share keys.
/// Opt-in, as its Android twin: the same setting shown in two panes is often meant.
enum DuplicateSpecifierKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicateSpecifierKey,
        summary: "A row's Key is also a row's Key in another pane of the bundle, so both write one setting.",
        severity: .warning,
        optIn: true,
        triggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>\n↓<key>Key</key><string>sync</string></dict>\n",
                   neighbours: [("Advanced.plist", RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string><key>Key</key><string>sync</string></dict>\n"))]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>\n<key>Key</key><string>sync</string></dict>\n",
                   neighbours: [("Root~ipad.plist", RuleExample.plistText("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string><key>Key</key><string>sync</string></dict>\n"))]),
        ])
}

extension DuplicateSpecifierKeyRule {
    /// A `Key` another pane of the bundle also stores. Variants of the same pane
    /// (`Root~iphone.plist`, `Root.inApp.plist`) are one pane and may repeat their keys.
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile, file.decoder.options.checksNeighbours, file.hasFolder else { return }
        let decoder = file.decoder
        // The rows the page shows, which store a setting under their Key.
        let mine = file.specifiers.lazy.filter { s in
            s.key != nil && !decoder.isHidden(s) && s.type.map { !$0.startsSection } == true
        }
        guard !mine.isEmpty else { return }
        // An index of the bundle's keys made once a run: each pane scanning every other was a
        // run's square.
        let name = file.bundle.name(of: file.source.path)
        let owners = file.bundle.keyOwners(asking: name, keys: SettingsBundle.storedKeys(file.specifiers))
        var seen: Set<String> = []
        found.add(contentsOf: mine.lazy.compactMap { s in
            guard let key = s.key, seen.insert(key).inserted, let other = owners.file(storing: key, otherThan: decoder.stem) else { return nil }
            // At the key, with no path: the other pane is another file.
            return Diagnostic(description.severity, rule: description.id,
                              message: "the Key '\(key)' is also a row's Key in \(other); both rows read and write the one setting",
                              start: s.mark(.key))
        })
    }
}
