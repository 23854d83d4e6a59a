/// The Settings.bundle rule that reads a file's neighbours: a `Key` another pane of the bundle
/// also stores, so two rows write one setting. Variants of the same pane (`Root~iphone.plist`,
/// `Root.inApp.plist`) are one pane and may repeat their keys.
enum NeighbourChecks {
    static func duplicateKeys(_ decoder: SettingsBundleDecoder, _ specifiers: [Specifier]) -> [Diagnostic] {
        // The rows the page shows, which store a setting under their Key.
        let mine = specifiers.lazy.filter { s in
            s.key != nil && !decoder.isHidden(s)
                && s.type.map { !$0.startsSection } == true
        }
        guard decoder.source.path != "-", !mine.isEmpty else { return [] }
        var elsewhere: [String: String] = [:]
        for schema in decoder.bundle.schemas(except: decoder.stem) {
            for s in schema.specifiers where s.type != .group {
                if let key = s.key, elsewhere[key] == nil { elsewhere[key] = schema.name }
            }
        }
        guard !elsewhere.isEmpty else { return [] }
        var seen: Set<String> = []
        return Array(mine.compactMap { s in
            guard let key = s.key, let other = elsewhere[key], seen.insert(key).inserted else { return nil }
            return Diagnostic(.warning, rule: .duplicateSpecifierKey,
                              message: "the Key '\(key)' is also a row's Key in \(other); both rows read and write the one setting",
                              start: s.mark(.key))
        })
    }
}
