/// The Settings.bundle rule that reads a file's neighbours: a `Key` another pane of the bundle
/// also stores, so two rows write one setting. Variants of the same pane (`Root~iphone.plist`,
/// `Root.inApp.plist`) are one pane and may repeat their keys.
enum NeighbourChecks {
    static func duplicateKeys(_ decoder: SettingsBundleDecoder, _ document: PageDocument?) -> [Diagnostic] {
        guard let document, case .imported(let marks) = document.origin, decoder.source.path != "-" else { return [] }
        var mine: [(key: String, mark: Mark)] = []
        document.page.forEachCell { i, j, cell in
            // Radio rows are `<Key>=<value>`; their specifier's Key is the one stored.
            guard let id = cell.id?.key, let mark = marks.cells[i][j].first(where: { $0.key == "id" })?.mark else { return }
            let key = cell.checked != nil && cell.type == .none && id.contains("=") ? String(id.prefix { $0 != "=" }) : id
            if mine.last?.key != key { mine.append((key, mark)) }
        }
        guard !mine.isEmpty else { return [] }
        var elsewhere: [String: String] = [:]
        for file in decoder.bundle.files.sorted() where file.hasSuffix(".plist") {
            let stem = String(file.dropLast(".plist".count))
            guard SettingsBundleDecoder.paneName(stem).stem != decoder.stem,
                  let source = try? SourceFile.read(decoder.bundle.directory + file),
                  case .success(let root) = PropertyList.read(source.bytes, maxDepth: LoadLimits.default.maxDepth),
                  case .array(let items)? = root["PreferenceSpecifiers"]?.content else { continue }
            for item in items {
                if case .string(let key)? = item["Key"]?.content, item["Type"]?.text != "PSGroupSpecifier", elsewhere[key] == nil {
                    elsewhere[key] = file
                }
            }
        }
        var seen: Set<String> = []
        return mine.compactMap { key, mark in
            guard let other = elsewhere[key], seen.insert(key).inserted else { return nil }
            return Diagnostic(.warning, rule: .duplicateSpecifierKey,
                              message: "the Key '\(key)' is also a row's Key in \(other); both rows read and write the one setting",
                              start: mark)
        }
    }
}
