/// A cell id repeats among all cells of the page, or a section id among its sections: taps would
/// dispatch to the wrong cell, and diff could not match them. `8` and `"8"` are the same id.
enum DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: .duplicateID,
        summary: "A cell id repeats on the page, or a section id among its sections; the note points at the first.",
        severity: .error,
        triggering: [
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n  - cells:\n      - { id: ↓1, title: b }\n"),
            RuleExample("title: T\nsections:\n  - cells:\n      - { id: 8, title: a }\n      - { id: ↓\"8\", title: b }\n"),
            RuleExample("title: T\nsections:\n  - id: s\n    cells: [{ id: 1, title: a }]\n  - id: ↓s\n    cells: [{ id: 2, title: b }]\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<CheckBoxPreference ↓app:key=\"sync\" app:title=\"Sync over Wi-Fi\" app:defaultValue=\"true\"/>\n"),
            // AndroidX's own class reads no attribute of another namespace: the rows are one setting.
            .android("<CheckBoxPreference app:key=\"types\" app:title=\"PDF\" ex:property=\"pdf\" xmlns:ex=\"http://example.org\"/>\n<CheckBoxPreference ↓app:key=\"types\" app:title=\"EPUB\" ex:property=\"epub\" xmlns:ex=\"http://example.org\"/>\n"),
            // Two rows that store nothing: AndroidX logs "Found duplicated key", and findPreference finds the first only.
            .android("<Preference app:key=\"open\" app:title=\"Inventory\"/>\n<Preference ↓app:key=\"open\" app:title=\"Reports\"/>\n"),
            // A hidden preference is no row, but stores under its key all the same.
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<CheckBoxPreference ↓app:key=\"sync\" app:title=\"Sync over Wi-Fi\" app:defaultValue=\"true\"\n    app:isPreferenceVisible=\"false\"/>\n"),
        ],
        nonTriggering: [
            // A Settings.bundle row's id is its Key; an Android preference's, its key.
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>a</string><key>Title</key><string>A</string><key>DefaultValue</key><true/></dict>\n<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>B</string><key>DefaultValue</key><true/></dict>\n"),
            RuleExample("title: T\nsections:\n  - id: 1\n    cells: [{ id: 1, title: a }, { id: 2, title: b }]\n"),
            RuleExample("title: T\nsections: [{ cells: [{ id: 1, title: a }] }]\n---\ntitle: U\nsections: [{ cells: [{ id: 1, title: a }] }]\n"),
            // Title-value rows show the one stored value; they write none.
            .plist("<dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>v</string><key>Title</key><string>Version</string><key>DefaultValue</key><string>1.0</string></dict>\n<dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>v</string><key>Title</key><string>Build</string><key>DefaultValue</key><string>7</string></dict>\n"),
            // Rows marked for two platforms by a key of the app's own: a build step keeps one (UTM).
            .plist("<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>cursor</string><key>Title</key><string>Cursor</string><key>Platform</key><string>iOS</string><key>DefaultValue</key><true/></dict>\n<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>cursor</string><key>Title</key><string>Show cursor</string><key>Platform</key><string>xrOS</string><key>DefaultValue</key><false/></dict>\n"),
            // The app's own class telling two rows of one key apart by an attribute it reads (Document Viewer).
            .android("<org.example.JsonCheckBoxPreference app:key=\"types\" app:title=\"PDF\" ex:property=\"pdf\" xmlns:ex=\"http://example.org\"/>\n<org.example.JsonCheckBoxPreference app:key=\"types\" app:title=\"EPUB\" ex:property=\"epub\" xmlns:ex=\"http://example.org\"/>\n"),
            .android("<SwitchPreferenceCompat app:key=\"sync\" app:title=\"Sync\" app:defaultValue=\"true\"/>\n<CheckBoxPreference app:key=\"wifi\" app:title=\"Sync over Wi-Fi\" app:defaultValue=\"true\"\n    app:isPreferenceVisible=\"false\"/>\n"),
            // A framework row the user cannot open shows what the other row sets (domodroid).
            .android("<ListPreference android:key=\"ssid\" android:title=\"Wi-Fi\" android:entries=\"@array/s\" android:entryValues=\"@array/s\"/>\n<EditTextPreference android:key=\"ssid\" android:title=\"Preferred Wi-Fi\" android:enabled=\"false\" android:selectable=\"false\"/>\n",
                     neighbours: [("res/values/arrays.xml", RuleExample.androidValues("<string-array name=\"s\"><item>home</item></string-array>\n")),
                                  ("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsActivity.java", "import android.preference.PreferenceActivity;\naddPreferencesFromResource(R.xml.example);\n")]),
            // The same on a framework screen, whose PreferenceGroup checks no keys (android-inventory-agent).
            .android("<Preference android:key=\"open\" android:title=\"Inventory\"/>\n<Preference android:key=\"open\" android:title=\"Reports\"/>\n",
                     neighbours: [("settings.gradle", "include ':app'\n"),
                                  ("src/main/java/com/example/SettingsActivity.java", "import android.preference.PreferenceActivity;\naddPreferencesFromResource(R.xml.example);\n")]),
        ])

    /// On an AndroidX screen, the keys the page's rows cannot show repeating: a preference hidden
    /// by `isPreferenceVisible="false"` (or inside a hidden group) is no row, but AndroidX binds
    /// it to its key all the same, so it reads and writes the value the other row shows, and
    /// `findPreference` finds whichever comes first. Two drawn rows are the page's check above;
    /// rows of two screens, `duplicate-preference-key`'s (opt-in).
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let screen = form as? PreferenceScreenForm else { return }
        let all = screen.file.all, parents = screen.file.parents, keys = screen.decoder.keys, resolver = screen.resolver
        var hidden = [Bool](repeating: false, count: all.count)
        // The first row with each key on each page (a pair, not an interpolated string: one a row
        // was the rule's whole cost on a 10k screen).
        struct PageKey: Hashable { let page: Int, key: String }
        var first: [PageKey: Int] = [:]
        first.reserveCapacity(all.count)
        for p in all.dropFirst() {  // parents come before their children
            let parent = parents[p.index]
            hidden[p.index] = resolver.bool(p, .isPreferenceVisible) == false || (parent >= 0 && hidden[parent])
            guard p.kind != .category, let key = keys[p.index], !key.isEmpty else { continue }
            // One hash for a key seen first, as nearly every key is; a repeat puts the first back.
            let pageKey = PageKey(page: p.page, key: key)
            guard let earlier = first.updateValue(p.index, forKey: pageKey) else { continue }
            first[pageKey] = earlier
            guard hidden[earlier] || hidden[p.index] else { continue }
            let which = hidden[earlier] && hidden[p.index] ? "both are hidden"
                : hidden[p.index] ? "this one is hidden" : "the one on line \(all[earlier].start.line) is hidden"
            let written = all[earlier].attribute(.key)
            var path = NodePath([.key("preferences"), .index(earlier)])
            if let written { path.append(.key(written.name)) }
            let note = Diagnostic.Note("key '\(key)' was first used here", at: written?.start ?? all[earlier].start, path: path.description)
            var finding = diagnostic("duplicate key '\(key)' on this screen: \(which) (isPreferenceVisible), but a hidden preference stores under its key all the same, so both read and write one value",
                                     p, at: .key)
            finding.notes = [note]
            found.add(finding)
        }
    }

    static func check(_ document: PageDocument, into found: inout FindingsCap) {
        var sections: [Identifier.MatchKey: Mark] = [:]
        // Where each id was first used; the node and path are looked up only for a repeat.
        func repeated(_ id: Identifier, at mark: Mark, firstSeen: inout [Identifier.MatchKey: Mark]) -> Mark? {
            if let first = firstSeen[id.matchKey] { return first }
            firstSeen[id.matchKey] = mark
            return nil
        }
        func report(_ span: (start: Mark, end: Mark), _ path: NodePath, _ kind: String, _ id: Identifier, first: Mark, at firstPath: NodePath) {
            found.add(diagnostic("duplicate \(kind) id \(quoted(id))", from: span.start, to: span.end, path: path,
                                  notes: [.init("\(kind) id \(quoted(id)) was first used here", at: first, path: firstPath.description)]))
        }
        for (i, nodes) in (document.yaml?.sections ?? []).enumerated() {
            if let id = document.page.sections[i].id, let node = nodes.node["id"],
               let first = repeated(id, at: node.start, firstSeen: &sections) {
                // Page files have lines: the note's mark says where.
                report((node.start, node.end), .section(i, "id"), "section", id, first: first, at: NodePath())
            }
        }
        // Imported pages too: a Settings.bundle specifier's `Key` is its cell id. Where an id was
        // written is looked up only for a repeat, and for the cell it repeats.
        // A cell's number is its place among all the page's cells: where its section's cells start,
        // plus its row. A number's cell is a binary search of those starts away.
        let pageSections = document.page.sections
        var starts = [0]
        starts.reserveCapacity(pageSections.count + 1)
        for section in pageSections { starts.append(starts[starts.count - 1] + section.cells.count) }
        func place(of number: Int) -> (section: Int, row: Int) {
            // The last section starting at or before it: empty sections start where the next does.
            let section = starts.partitioningIndex { $0 > number } - 1
            return (section, number - starts[section])
        }
        var seen = FirstSeen(capacity: starts[pageSections.count])
        // In a bundle a title-value row shows what is stored under its Key and writes nothing:
        // it shares the Key with the row that sets it, or another showing it, with no harm.
        let bundle = document.page.source.format == .settingsBundle
        document.page.forEachCell { i, j, cell in
            // So does an Android framework row the user cannot open, beside the one that sets its value.
            guard let id = cell.id, !(bundle && cell.stored?.savesValue == false && cell.value != nil), !document.mirrorsValue(section: i, cell: j) else { return }
            let number = starts[i] + j
            let (slot, firstNumber) = seen.find(id.matchKey, number: number) { number in
                let (s, r) = place(of: number)
                return pageSections[s].cells[r].id!.matchKey
            }
            guard let firstNumber else { return }
            let first = place(of: firstNumber)
            // Bundle rows that differ in keys of the app's own are variants a build step ships one
            // of; rows of the app's own Android class that differ in its own attributes may store
            // under keys the class makes of them.
            if let mine = document.variant(section: i, cell: j), let theirs = document.variant(section: first.section, cell: first.row),
               mine != theirs { return }
            // Two rows of a framework screen that store nothing share no value, and the framework
            // does not warn (android-inventory-agent's two buttons).
            if document.keyMayRepeat(section: i, cell: j), document.keyMayRepeat(section: first.section, cell: first.row) { return }
            guard let firstSpan = document.span(section: first.section, cell: first.row, key: "id") else {
                // An id written nowhere the report could point at does not count as the first.
                if document.span(section: i, cell: j, key: "id") != nil { seen.replace(slot, with: number) }
                return
            }
            guard let span = document.span(section: i, cell: j, key: "id") else { return }
            report(span, .section(i, cell: j, "id"), "cell", id, first: firstSpan.start,
                   at: firstSpan.start.line == 0 ? .section(first.section, cell: first.row, "id") : NodePath())
        }
    }

    /// Which cell first had each id: an open-addressed table of cells' numbers, 4 bytes a slot,
    /// where a dictionary of keys took 32 a slot (the most memory any rule held),
    /// and a byte of each key's hash beside it, so a probe past another key seldom looks that key up.
    private struct FirstSeen {
        private var slots: [Int32]  // a number + 1; 0 is empty
        private var tags: [UInt8]
        private let mask: Int

        init(capacity: Int) {
            // A power of two at least a quarter more than the cells: with the tags, a probe that
            // runs on costs a byte comparison a slot.
            let size = 1 << (Int.bitWidth - (max(16, capacity + capacity / 4) - 1).leadingZeroBitCount)
            slots = Array(repeating: 0, count: size)
            tags = Array(repeating: 0, count: size)
            mask = size - 1
        }

        /// The slot of `key`, and the number of the first cell that had it; when none did, `number`
        /// is put in that slot and nil returned. `keyOf` gives a number's key.
        mutating func find(_ key: Identifier.MatchKey, number: Int, keyOf: (Int) -> Identifier.MatchKey) -> (slot: Int, first: Int?) {
            let hash = key.hashValue
            let tag = UInt8(truncatingIfNeeded: hash >> 56)
            var slot = hash & mask
            while slots[slot] != 0 {
                let other = Int(slots[slot]) - 1
                if tags[slot] == tag, keyOf(other) == key { return (slot, other) }
                slot = (slot + 1) & mask
            }
            (slots[slot], tags[slot]) = (Int32(number + 1), tag)
            return (slot, nil)
        }

        /// Makes `number` the first of the key in `slot`.
        mutating func replace(_ slot: Int, with number: Int) {
            slots[slot] = Int32(number + 1)
        }
    }

    private static func quoted(_ id: Identifier) -> String {
        switch id {
        case .int(let i): return String(i)
        case .string(let s): return "'\(s)'"
        }
    }
}
