/// Values files as apps store them: a user-defaults property list (what `defaults export` writes)
/// for Settings.bundle pages, a `shared_prefs/*.xml` file for Android pages.
extension ValueOverlay {
    /// The overlay a values file holds, by its name: `.plist` user defaults, `.xml` shared
    /// preferences, anything else JSON or YAML.
    public static func decode(_ source: SourceFile, limits: LoadLimits = .default) -> (overlay: ValueOverlay?, diagnostics: [Diagnostic]) {
        let isDefaults = source.path.hasSuffix(".plist") || source.bytes.starts(with: BinaryPropertyList.magic)
        guard isDefaults || source.path.hasSuffix(".xml") else { return decode(yaml: source, limits: limits) }
        let read = isDefaults ? decode(defaults: source, limits: limits) : decode(sharedPreferences: source, limits: limits)
        // Every stored value is a row to match against every page: bounded as a page's rows are.
        let most = LoadLimits.maxValues(forInputBytes: source.bytes.count)
        if let stored = read.overlay?.stored, stored.count > most { return (nil, [tooDense(most, at: stored[most].start)]) }
        return read
    }

    /// A values file of more entries than `LoadLimits.maxValues` lets its size hold.
    static func tooDense(_ most: Int, at mark: Mark) -> Diagnostic {
        Diagnostic(.error, rule: .resourceLimit,
                   message: "the values file holds more than \(most) entries, more than one for every "
                       + "\(LoadLimits.bytesPerValue) bytes; no app stores that many",
                   start: mark)
    }

    /// A user-defaults property list: a dictionary from key to value.
    static func decode(defaults source: SourceFile, limits: LoadLimits) -> (overlay: ValueOverlay?, diagnostics: [Diagnostic]) {
        let root: PlistNode
        switch PropertyList.read(source.bytes, limits: limits, encoding: source.encoding) {
        case .success(let node): root = node
        case .failure(let problem):
            return (nil, [Diagnostic(.error, rule: problem.isLimit ? .resourceLimit : .xmlSyntax, message: problem.message, start: problem.mark)])
        }
        guard case .dictionary(let entries) = root.content else {
            return (nil, [Diagnostic(.error, rule: .typeMismatch,
                                     message: "user defaults are a dictionary from key to value, found \(root.kindDescription)", start: root.start)])
        }
        var stored: [Stored] = []
        var diagnostics: [Diagnostic] = []
        // `defaults export` writes the system's own keys beside the app's: no page has them.
        for entry in entries where !systemKeyPrefixes.contains(where: entry.key.hasPrefix) {
            let value: StoredValue? = switch entry.value.content {
            case .string(let s), .date(let s), .data(let s): .text(s)
            case .bool(let b): .bool(b)
            case .integer(let i): .integer(i)
            case .real(let d): .real(d)
            case .array(let items): .list(items.map { $0.text ?? "" })
            case .dictionary: nil
            }
            guard let value else {
                diagnostics.append(Diagnostic(.warning, rule: .valueMismatch, message: "'\(entry.key)' holds a dictionary, which no settings row shows",
                                              start: entry.value.start, path: entry.key))
                continue
            }
            stored.append(Stored(key: entry.key, value: value, start: entry.keyStart))
        }
        return (ValueOverlay(stored: stored), diagnostics)
    }

    /// Keys the system keeps in every app's user defaults (`NSLanguages`, `AppleLocale`,
    /// `AKLastIDMSEnvironment`, `com.apple.…`), left out of a defaults file's values.
    static let systemKeyPrefixes = ["NS", "Apple", "AK", "com.apple."]

    /// A `shared_prefs` file: `<map>` of typed values by name.
    static func decode(sharedPreferences source: SourceFile, limits: LoadLimits) -> (overlay: ValueOverlay?, diagnostics: [Diagnostic]) {
        switch SharedPreferences.read(source.bytes, maxDepth: limits.maxDepth) {
        case .failure(let problem):
            return (nil, [Diagnostic(.error, rule: problem.isLimit ? .resourceLimit : .xmlSyntax, message: problem.message, start: problem.mark)])
        case .success(let prefs):
            let stored = prefs.entries.map { entry in
                let value: StoredValue = switch entry.value {
                case .text(let t): .text(t)
                case .bool(let b): .bool(b)
                case .integer(let i): .integer(i)
                case .real(let d): .real(d)
                case .set(let items): .list(items)
                }
                return Stored(key: entry.name, value: value, start: entry.mark)
            }
            let diagnostics = prefs.problems.map { Diagnostic(.warning, rule: .valueMismatch, message: $0.0, start: $0.1) }
            return (ValueOverlay(stored: stored), diagnostics)
        }
    }
}
