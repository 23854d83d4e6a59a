/// The keys of a specifier dictionary that settings-render reads (Apple's Settings Application
/// Schema Reference, and InAppSettingsKit's `IASK…` keys). Numbered, so a specifier indexes its
/// entries by them in an array.
enum SpecifierKey: Int, CaseIterable {
    case type, key, title, footerText, defaultValue, titles, shortTitles, values, trueValue, falseValue
    case file, minimumValue, maximumValue, isSecure, keyboardType, autocapitalizationType
    case autocorrectionType, autoCorrectionType, supportedUserInterfaceIdioms, cellImage, subtitle
    case placeholder, childTitle, toggleStyle, viewControllerClass, segueIdentifier, mailComposeToRecipents

    /// The key as written in the file.
    var name: String {
        switch self {
        case .type: "Type"
        case .key: "Key"
        case .title: "Title"
        case .footerText: "FooterText"
        case .defaultValue: "DefaultValue"
        case .titles: "Titles"
        case .shortTitles: "ShortTitles"
        case .values: "Values"
        case .trueValue: "TrueValue"
        case .falseValue: "FalseValue"
        case .file: "File"
        case .minimumValue: "MinimumValue"
        case .maximumValue: "MaximumValue"
        case .isSecure: "IsSecure"
        case .keyboardType: "KeyboardType"
        case .autocapitalizationType: "AutocapitalizationType"
        case .autocorrectionType: "AutocorrectionType"
        case .autoCorrectionType: "AutoCorrectionType"
        case .supportedUserInterfaceIdioms: "SupportedUserInterfaceIdioms"
        case .cellImage: "IASKCellImage"
        case .subtitle: "IASKSubtitle"
        case .placeholder: "IASKPlaceholder"
        case .childTitle: "IASKChildTitle"
        case .toggleStyle: "IASKToggleStyle"
        case .viewControllerClass: "IASKViewControllerClass"
        case .segueIdentifier: "IASKSegueIdentifier"
        case .mailComposeToRecipents: "IASKMailComposeToRecipents"
        }
    }

    /// The key a dictionary key names, if any. By length first: a specifier's keys are looked up
    /// once per row, and comparing one or two names of the same length is cheaper than hashing.
    static func named(_ name: String) -> SpecifierKey? {
        let count = name.utf8.count
        guard count < byLength.count else { return nil }
        return byLength[count].first { $0.name == name }
    }

    private static let byLength: [[SpecifierKey]] = {
        var table = [[SpecifierKey]](repeating: [], count: allCases.map(\.name.utf8.count).max()! + 1)
        for key in allCases { table[key.name.utf8.count].append(key) }
        return table
    }()
}

/// One entry of a schema file's `PreferenceSpecifiers`: a dictionary, read by key. Its entries
/// are indexed by key once: a row is read by a dozen keys, for each locale and by the checks.
struct Specifier {
    let node: PlistNode
    /// Its index in `PreferenceSpecifiers`, for node paths.
    let index: Int
    /// The node's entries (the same storage), kept unwrapped for the lookups.
    private let entries: [PlistEntry]
    /// The index in `entries` of each `SpecifierKey` written (the last, for one written twice), or -1.
    private let slots: [Int32]
    /// The type, if it is one settings-render reads: found once, as the builder, the stored
    /// values and every rule of the format ask for it.
    let type: SpecifierType?
    /// Whether a key of the app's own is written (`ownKeys`): found as the entries are indexed,
    /// so a row without one is not looked over again.
    private let hasOwnKeys: Bool

    init?(_ node: PlistNode, index: Int) {
        guard case .dictionary(let entries) = node.content else { return nil }
        self.node = node
        self.index = index
        self.entries = entries
        var slots = [Int32](repeating: -1, count: SpecifierKey.allCases.count)
        var hasOwnKeys = false
        for (i, entry) in entries.enumerated() {
            if let key = SpecifierKey.named(entry.key) { slots[key.rawValue] = Int32(truncatingIfNeeded: i) } else if !entry.key.hasPrefix("IASK") { hasOwnKeys = true }
        }
        self.hasOwnKeys = hasOwnKeys
        self.slots = slots
        let written = slots[SpecifierKey.type.rawValue]
        if written >= 0, case .string(let name) = entries[Int(written)].value.content {
            type = SpecifierType(rawValue: name)
        } else {
            type = nil
        }
    }

    func entry(_ key: SpecifierKey) -> PlistEntry? {
        let i = Int(slots[key.rawValue])
        return i < 0 ? nil : entries[i]
    }

    func value(_ key: SpecifierKey) -> PlistNode? { entry(key)?.value }

    func string(_ key: SpecifierKey) -> String? {
        if case .string(let s)? = value(key)?.content { s } else { nil }
    }

    func bool(_ key: SpecifierKey) -> Bool? {
        if case .bool(let b)? = value(key)?.content { b } else { nil }
    }

    func strings(_ key: SpecifierKey) -> [String]? {
        guard case .array(let items)? = value(key)?.content else { return nil }
        return items.map { $0.text ?? "" }
    }

    func array(_ key: SpecifierKey) -> [PlistNode]? {
        if case .array(let items)? = value(key)?.content { items } else { nil }
    }

    /// The keys of the app's own that the row carries (neither Apple's nor InAppSettingsKit's),
    /// with their values, as `Platform=iOS`: nil for none. Rows sharing a `Key` that differ here
    /// are variants a build step picks one of (UTM's PlistBuddy phase keeps one platform's rows).
    var ownKeys: String? {
        guard hasOwnKeys else { return nil }
        let own = entries.filter { SpecifierKey.named($0.key) == nil && !$0.key.hasPrefix("IASK") }.map { "\($0.key)=\($0.value.text ?? "…")" }
        return own.isEmpty ? nil : own.sorted().joined(separator: ";")
    }

    /// The `Type` as written.
    var typeName: String? { string(.type) }
    var key: String? { string(.key) }

    /// Where a diagnostic about one of its keys points: the `<key>`, else the `<dict>`.
    func mark(_ key: SpecifierKey) -> Mark { entry(key)?.keyStart ?? node.start }

    /// A finding about one of its keys, at the `<key>` (the `<dict>` when the key is not written
    /// or none is named), with its path.
    func diagnostic(_ severity: Severity, _ rule: RuleID, _ message: String, at key: SpecifierKey?) -> Diagnostic {
        Diagnostic(severity, rule: rule, message: message, start: key.map(mark) ?? node.start, path: path(key).description)
    }

    /// `PreferenceSpecifiers[3].DefaultValue`.
    func path(_ key: SpecifierKey? = nil) -> NodePath {
        var path = NodePath([.key("PreferenceSpecifiers"), .index(index)])
        if let key { path.append(.key(key.name)) }
        return path
    }
}

extension Specifier {
    /// Strings a toggle's default may be written as; the Settings app reads them as booleans.
    static let stringBooleans: [String: Bool] = ["YES": true, "NO": false, "true": true, "false": false, "1": true, "0": false]

    /// A toggle's state for a value, its default or a user's (SPEC 7.3): the value equals
    /// `TrueValue` when one is given, else it is true, a string `YES`/`true`/`1` included.
    static func toggleState(_ s: Specifier, value: PlistNode?) -> Bool {
        guard let value else { return false }
        if let trueValue = s.value(.trueValue) { return value.sameValue(as: trueValue) }
        switch value.content {
        case .bool(let b): return b
        case .string(let text): return stringBooleans[text] ?? false
        case .integer(let i): return i == 1
        default: return false
        }
    }
}

extension PlistNode {
    /// A scalar as text: a string as written, a number as JSON writes it, a boolean as
    /// `true`/`false`, a date as written; nil for a dictionary or an array.
    var text: String? {
        switch content {
        case .string(let s), .date(let s): s
        case .integer(let i): String(i)
        case .real(let d): JSONValue.format(d)
        case .bool(let b): b ? "true" : "false"
        case .data(let s): s
        case .dictionary, .array: nil
        }
    }

    /// A scalar as the file types it, for `Cell.stored`; nil for a dictionary, an array, data.
    var scalar: StoredValues.Scalar? {
        switch content {
        case .string(let s), .date(let s): .string(s)
        case .integer(let i): .integer(i)
        case .real(let d): .real(d)
        case .bool(let b): .bool(b)
        case .data, .dictionary, .array: nil
        }
    }

    /// Equal as Foundation's `isEqual:` compares the values the Settings app stores: numbers and
    /// booleans are NSNumbers, equal by value (`<true/>` is `<integer>1</integer>`, `<integer>0</integer>`
    /// is `<real>0</real>`); a string is no number (`<string>0</string>` is not `<integer>0</integer>`).
    func sameValue(as other: PlistNode) -> Bool {
        switch (content, other.content) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.date(let a), .date(let b)), (.data(let a), .data(let b)): return a == b
        // Arrays and dictionaries as NSArray's and NSDictionary's `isEqual:`, item by item
        // (Pandatrack's paper sizes, `[595, 842]`, holdout 18).
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.sameValue(as: $1) }
        case (.dictionary(let a), .dictionary(let b)):
            // CFPropertyList keeps a key's last value; looked up by key, not a scan per entry.
            let mine = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            let theirs = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            return mine.count == theirs.count && mine.allSatisfy { key, value in theirs[key].map(value.sameValue) == true }
        default:
            guard let a = numeric, let b = other.numeric else { return false }
            return a == b
        }
    }

    /// A number or a boolean as NSNumber compares it.
    private var numeric: Double? {
        switch content {
        case .integer(let i): Double(i)
        case .real(let d): d
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }

    var number: Double? {
        switch content {
        case .integer(let i): Double(i)
        case .real(let d): d
        default: nil
        }
    }
}
