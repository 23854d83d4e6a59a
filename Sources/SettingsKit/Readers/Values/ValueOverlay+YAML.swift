/// A values file in JSON or YAML: `{ID: {title, subtitle, value, indicator, on, enabled, visible}}`,
/// and `hiddenKeys: [ID, …]` (InAppSettingsKit's name) for rows an app hides at run time.
extension ValueOverlay {
    /// The keys an entry may set.
    static let keys = ["title", "subtitle", "value", "indicator", "on", "enabled", "visible"]

    /// The overlay a JSON or YAML values file holds, and what is wrong with it: a file that is not
    /// a map of ids is an error (no overlay); an entry's unknown key or a value of the wrong type
    /// is a warning, and that value is left out.
    public static func decode(yaml source: SourceFile, limits: LoadLimits = .default) -> (overlay: ValueOverlay?, diagnostics: [Diagnostic]) {
        let stream = YAMLLoader.load(source.bytes, limits: limits)
        var diagnostics = stream.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        guard let root = stream.documents.first ?? nil, !(root.scalar?.isNull ?? false) else {
            return (ValueOverlay(), diagnostics)
        }
        guard let pairs = root.mapping else {
            diagnostics.append(Diagnostic(.error, rule: .typeMismatch,
                                          message: "a values file is a map from cell id to {title, subtitle, value, indicator, on, enabled, visible}, found \(root.kindDescription)",
                                          start: root.start, end: root.end))
            return (nil, diagnostics)
        }
        // Every entry is a row to match against every page: bounded as a page's rows are.
        let most = LoadLimits.maxValues(forInputBytes: source.bytes.count)
        if pairs.count > most { return (nil, diagnostics + [tooDense(most, at: pairs[most].key.start)]) }
        var entries: [Entry] = []
        // A file of a million bad entries is a million findings: kept as a file keeps them.
        var found = FindingsCap()
        found.add(diagnostics)
        for pair in pairs {
            if pair.key.scalar?.text == "hiddenKeys", let keys = pair.value.sequence {
                // InAppSettingsKit's `hiddenKeys`: the rows an app hides, as `{visible: false}` each.
                for key in keys {
                    if entries.count >= most { return (nil, diagnostics + [tooDense(most, at: key.start)]) }
                    guard let id = key.scalar, !id.isNull else {
                        found.add(mismatch("a hidden key must be text or a number, found \(key.kindDescription)", key, path: "hiddenKeys"))
                        continue
                    }
                    var entry = Entry(id: id.text, start: key.start, end: key.end)
                    entry.visible = Field(value: false, start: key.start, end: key.end)
                    entries.append(entry)
                }
                continue
            }
            guard let id = pair.key.scalar, !id.isNull else {
                found.add(mismatch("a cell id must be text or a number, found \(pair.key.kindDescription)", pair.key, path: ""))
                continue
            }
            var entry = Entry(id: id.text, start: pair.key.start, end: pair.key.end)
            guard let fields = pair.value.mapping else {
                found.add(mismatch("the values of cell '\(id.text)' must be a map of \(keys.joined(separator: ", ")), found \(pair.value.kindDescription)",
                                            pair.value, path: id.text))
                continue
            }
            for field in fields {
                let key = field.key.scalar?.text ?? ""
                let path = id.text + "." + key
                func text() -> Field<String>? {
                    guard let scalar = field.value.scalar else {
                        found.add(mismatch("'\(key)' must be text, found \(field.value.kindDescription)", field.value, path: path))
                        return nil
                    }
                    return Field(value: scalar.isNull ? nil : scalar.text, start: field.value.start, end: field.value.end)
                }
                func flag() -> Field<Bool>? {
                    guard case .bool(let b)? = field.value.scalar?.value else {
                        found.add(mismatch("'\(key)' must be true or false, found \(field.value.kindDescription)", field.value, path: path))
                        return nil
                    }
                    return Field(value: b, start: field.value.start, end: field.value.end)
                }
                switch key {
                case "title": entry.title = text()
                case "subtitle": entry.subtitle = text()
                case "value": entry.value = text()
                case "indicator": entry.indicator = text()
                case "on": entry.on = flag()
                case "enabled": entry.enabled = flag()
                case "visible": entry.visible = flag()
                default:
                    let suggestion = EditDistance.closest(to: key, in: keys)
                    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; use \(keys.joined(separator: ", "))"
                    found.add(mismatch("unknown key '\(key)' in the values of cell '\(id.text)'\(hint)", field.key, path: path).fixing(key, suggestion))
                }
            }
            entries.append(entry)
        }
        return (ValueOverlay(entries: entries), found.result())
    }

    private static func mismatch(_ message: String, _ node: Node, path: String) -> Diagnostic {
        Diagnostic(.warning, rule: .valueMismatch, message: message, start: node.start, end: node.end, path: path)
    }
}
