/// A preference's key that a preference on another screen of the file, or in another screen file
/// of the same `res/xml/`, also stores under: both rows read and write one value. (Two on one
/// screen are `duplicate-id`.) Opt-in: the same setting shown on two screens is often meant, and
/// fragments that set their own `PreferenceDataStore` keep equal keys apart, which the file
/// cannot show.
enum DuplicatePreferenceKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicatePreferenceKey,
        summary: "A preference's key is also a key on another screen of the file or in another file of res/xml, so both write one value.",
        severity: .warning,
        optIn: true,
        triggering: [
            .android("<SwitchPreferenceCompat app:title=\"Sync\" app:defaultValue=\"true\"\n    ↓app:key=\"sync\"/>\n",
                     neighbours: [("res/xml/advanced.xml", RuleExample.androidText("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n"))]),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<PreferenceScreen app:key=\"more\" app:title=\"More\">\n  <CheckBoxPreference app:title=\"Sync\" app:defaultValue=\"true\" ↓app:key=\"sync\"/>\n</PreferenceScreen>\n"),
            // A category of the same key stores nothing: the two rows under it still clash.
            .android("<PreferenceCategory app:key=\"sync\" app:title=\"Sync\">\n  <SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n</PreferenceCategory>\n<PreferenceScreen app:key=\"more\" app:title=\"More\">\n  <CheckBoxPreference app:title=\"Sync\" app:defaultValue=\"true\" ↓app:key=\"sync\"/>\n</PreferenceScreen>\n"),
        ],
        nonTriggering: [
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n",
                     neighbours: [("res/xml/advanced.xml", RuleExample.androidText("<SwitchPreferenceCompat app:key=\"backup\" app:title=\"Backup\" app:defaultValue=\"true\"/>\n"))]),
        ])
}

extension DuplicatePreferenceKeyRule {
    /// A key that two preferences of the file store under on different screens (on one screen,
    /// `duplicate-id` reports it), or that another screen file of the same `res/xml/` uses.
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let file = screen.file, decoder = screen.decoder
        // The first preference storing under each key (a category or screen of the same key
        // stores nothing): a later one on another screen repeats it.
        var first: [String: Int] = [:]
        first.reserveCapacity(decoder.byKey.count)
        for p in file.all where p.kind.storesValue {
            guard let key = decoder.keys[p.index] else { continue }
            guard let earlier = first[key].map({ file.all[$0] }) else {
                first[key] = p.index
                continue
            }
            if earlier.page != p.page {
                found.add(diagnostic("the key '\(key)' is also stored by a row of another screen of this file (line \(earlier.start.line)); both read and write the one value",
                                      p, at: .key))
            }
        }
        guard decoder.options.checksNeighbours, decoder.source.path != "-", !first.isEmpty else { return }
        // The folder's keys indexed once a run: each screen reading every other was a run's square.
        let keys = screen.folderKeys()
        let me = screen.fileName
        for p in file.all where p.kind.storesValue {
            guard let key = decoder.keys[p.index], first[key] == p.index, let name = keys.file(storing: key, otherThan: me) else { continue }
            found.add(diagnostic("the key '\(key)' is also a preference's key in \(name); both rows read and write the one value", p, at: .key))
        }
    }
}
