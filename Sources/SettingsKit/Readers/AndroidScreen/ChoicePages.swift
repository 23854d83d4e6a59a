/// The pages a list preference leads to (SPEC 7.4): its entries in one section, the default (a
/// multi-select list's defaults) checked, ids `<key>=<value>`.
enum ChoicePages {
    /// A list's choices: its entries, each checked when its value is the default (one of the
    /// defaults, for a multi-select list). A list whose values repeat shows the last entry of the
    /// default's value, as ListPreference's `findIndexOfValue` searches from the end.
    static func choices(_ p: Preference, _ resolver: PreferenceResolver) -> [(title: String, value: String?, checked: Bool)] {
        let entries = resolver.array(p, .entries) ?? [], values = resolver.array(p, .entryValues) ?? []
        let shown = entries.indices.map { $0 < values.count ? values[$0] : nil }
        if p.kind == .multiSelect {
            let defaults = Set(resolver.array(p, .defaultValue) ?? [])
            return entries.indices.map { (entries[$0], shown[$0], shown[$0].map(defaults.contains) ?? false) }
        }
        let chosen = resolver.text(p, .defaultValue).flatMap { value in shown.lastIndex { $0 == value } }
        return entries.indices.map { (entries[$0], shown[$0], $0 == chosen) }
    }

    /// The choice page of every list of the file that shows, in document order.
    static func pages(_ decoder: AndroidScreenDecoder, _ resolver: PreferenceResolver) -> [Page] {
        decoder.file.all.filter { ($0.kind == .list || $0.kind == .multiSelect) && resolver.bool($0, .isPreferenceVisible) != false }
            .map { page($0, decoder, resolver) }
    }

    private static func page(_ p: Preference, _ decoder: AndroidScreenDecoder, _ resolver: PreferenceResolver) -> Page {
        let key = decoder.keys[p.index] ?? "\(p.index)"
        let rows = choices(p, resolver).enumerated().map { i, choice in
            Cell(id: .string(key + "=" + (choice.value ?? "\(i)")), type: .none, title: choice.title, checked: choice.checked,
                 mark: p.start, stored: StoredValues(choice: choice.value.map(StoredValues.Scalar.string)))
        }
        return Page(file: decoder.source.path, id: .string(decoder.choicePageID(p)),
                    title: resolver.text(p, .dialogTitle) ?? resolver.text(p, .title) ?? key, metrics: .imported,
                    sections: [Section(cells: rows, mark: p.start)], mark: p.start,
                    source: PageSource(format: .android, locale: resolver.locale))
    }
}
