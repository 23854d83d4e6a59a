/// What an element of a preference screen is, by its class name (SPEC 7.4): any package prefix,
/// and custom classes by their name's ending.
enum PreferenceKind: Sendable {
    case screen, category, twoState, list, multiSelect, editText, seekBar, plain

    /// The kind of an element, or nil for one that is no preference (`<intent>`, `<extra>`).
    init?(element name: String) {
        let local = name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
        // Classes start with a capital; `<intent>` and `<extra>` do not.
        guard let first = local.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
                || (first >= 0x80 && local.unicodeScalars.first!.properties.isUppercase) else { return nil }
        switch local {
        case "PreferenceScreen": self = .screen
        case "PreferenceCategory": self = .category
        case "SwitchPreferenceCompat", "SwitchPreference", "CheckBoxPreference", "TwoStatePreference": self = .twoState
        case "ListPreference", "DropDownPreference": self = .list
        case "MultiSelectListPreference": self = .multiSelect
        case "EditTextPreference": self = .editText
        case "SeekBarPreference": self = .seekBar
        case "Preference": self = .plain
        default:
            let endings: [(String, PreferenceKind)] = [
                ("SwitchPreferenceCompat", .twoState), ("SwitchPreference", .twoState), ("CheckBoxPreference", .twoState),
                ("MultiSelectListPreference", .multiSelect), ("ListPreference", .list), ("DropDownPreference", .list),
                ("EditTextPreference", .editText),
                ("SeekBarPreference", .seekBar), ("PreferenceCategory", .category),
            ]
            self = endings.first { local.hasSuffix($0.0) }?.1 ?? .plain
        }
    }

    /// Whether it holds other preferences.
    var isGroup: Bool { self == .screen || self == .category }
    /// Whether it stores a value under its key (a category or a screen stores none).
    var storesValue: Bool { !isGroup && self != .plain }
}

/// The attributes of a preference that settings-render reads, numbered: a preference indexes its
/// attributes by them once, as it is read, since each is looked up for every locale and by the checks.
enum PreferenceAttribute: Int, CaseIterable, Sendable {  // at most 32: a preference's slots are a SIMD32
    case key, title, summary, summaryOn, summaryOff, defaultValue, entries, entryValues, dependency, enabled
    case isPreferenceVisible, useSimpleSummaryProvider, fragment, icon, min, max, initialExpandedChildrenCount
    case disableDependentsState, dialogTitle, singleLineTitle, persistent, layout, selectable

    /// The attribute's name without its prefix, as written.
    var name: String { Self.names[rawValue] }

    private static let names = allCases.map { String(describing: $0) }

    /// The attribute a local name names, if settings-render reads it.
    static func named(_ name: Substring) -> PreferenceAttribute? {
        let count = name.utf8.count
        guard count < byLength.count else { return nil }
        return byLength[count].first { $0.name.utf8.elementsEqual(name.utf8) }
    }

    private static let byLength: [[PreferenceAttribute]] = {
        var table = [[PreferenceAttribute]](repeating: [], count: allCases.map(\.name.utf8.count).max()! + 1)
        for attribute in allCases { table[attribute.name.utf8.count].append(attribute) }
        return table
    }()
}

/// An element of a preference screen read as a preference: its attributes by name, `android:`
/// and `app:` as one (AndroidX reads `app:` first), and its child preferences. A class: a file's
/// preferences are read many times over (per locale, by the checks), and never copied.
final class Preference: Sendable {
    /// The element's name as written (`SwitchPreferenceCompat`, `com.example.FancyPreference`).
    let name: String
    /// Its attributes as written, each with where its name starts.
    let attributes: [XMLAttribute]
    /// Where its start tag's `<` stands.
    let start: Mark
    let kind: PreferenceKind
    /// Its position among the file's preferences in document order, the root being 0.
    let index: Int
    let children: [Preference]
    /// Which page of the file it shows on: 0 for the root screen's, then each nested screen's in order.
    let page: Int
    /// The page its children show on: a nested screen's own, else its `page`.
    let childPage: Int
    /// The target of its `<intent>` child, if it has one: the intent's data, class or action.
    let intent: String?
    /// The references (`@string/x`) its `<intent>`, `<extra>` and `<category>` children write,
    /// which AndroidX resolves through the app's resources as it inflates the preference.
    let innerReferences: [XMLAttribute]
    /// The index in `attributes` of each `PreferenceAttribute` written, or -1.
    private let slots: SIMD32<Int8>
    /// A bit per attribute taken from the `app:` namespace.
    private let fromApp: UInt32

    init(name: String, attributes: [XMLAttribute], start: Mark, kind: PreferenceKind, index: Int, page: Int, childPage: Int,
         children: [Preference], intent: String?, inner: [XMLAttribute] = [], isCustomClass: Bool, names: inout AttributeNames) {
        self.name = name
        self.attributes = attributes
        self.start = start
        self.kind = kind
        self.index = index
        self.page = page
        self.childPage = childPage
        self.children = children
        self.intent = intent
        innerReferences = inner
        self.isCustomClass = isCustomClass
        var slots = SIMD32<Int8>(repeating: -1)
        var fromApp: UInt32 = 0  // a bit per attribute taken from `app:`
        for (i, attribute) in attributes.enumerated() where i < Int(Int8.max) {
            guard let (name, isApp) = names[attribute.name], fromApp & (1 << name.rawValue) == 0 else { continue }
            // `app:` wins over `android:`; of two in one namespace, the first.
            if isApp || slots[name.rawValue] < 0 { slots[name.rawValue] = Int8(i) }
            if isApp { fromApp |= 1 << name.rawValue }
        }
        self.slots = slots
        self.fromApp = fromApp
    }

    /// What each attribute name written means, worked out once per name: a file writes the same
    /// few names on every element.
    struct AttributeNames {
        let prefixes: Prefixes
        /// A file writes a dozen or two names: a short list, compared with `==` (which, for the
        /// short names most are, compares two words), beats hashing each.
        private var known: [(name: String, meaning: (PreferenceAttribute, isApp: Bool)?)] = []

        init(_ prefixes: Prefixes) { self.prefixes = prefixes }

        /// `app:title` → (`.title`, true); nil for a name in no Android namespace or not read.
        subscript(name: String) -> (PreferenceAttribute, isApp: Bool)? {
            mutating get {
                if let found = known.first(where: { $0.name == name }) { return found.meaning }
                let meaning = prefixes.split(name).flatMap { kind, local in PreferenceAttribute.named(local).map { ($0, kind == .app) } }
                if known.count < 64 { known.append((name, meaning)) }
                return meaning
            }
        }
    }

    /// Whether the element is the app's own class (`com.example.FancyPreference`), not one of
    /// AndroidX's: it may draw its title on two lines, or disable its dependents by a rule of its own.
    /// Worked out once, as the element is read: every locale's page and two rules ask.
    let isCustomClass: Bool

    /// Whether an element of this name is the app's own class.
    static func isCustomClass(_ element: String) -> Bool {
        !builtIn.contains(element.hasPrefix("androidx.preference.") ? String(element.dropFirst("androidx.preference.".count)) : element)
    }

    static let builtIn: Set<String> = [
        "PreferenceScreen", "PreferenceCategory", "SwitchPreferenceCompat", "SwitchPreference", "CheckBoxPreference",
        "TwoStatePreference", "ListPreference", "DropDownPreference", "MultiSelectListPreference", "EditTextPreference",
        "SeekBarPreference", "Preference",
    ]

    /// The class's name without its package: `com.example.ThemePreference` → `ThemePreference`.
    var localName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// For a row of the app's own class, its attributes outside Android's namespace that AndroidX
    /// does not read, with their values (`ebookdroid:jsonProperty="pdf"`); nil for AndroidX's
    /// classes. The class reads them and may store under a key it makes of them (Document Viewer's
    /// `JsonCheckBoxPreference` saves `brfiletypes.pdf`): rows of one key that differ here are not
    /// one setting.
    func ownAttributes(_ prefixes: Prefixes) -> String? {
        guard isCustomClass else { return nil }
        let own = attributes.filter { attribute in
            guard !attribute.name.hasPrefix("xmlns") else { return false }
            guard let (kind, local) = prefixes.split(attribute.name) else { return attribute.name.contains(":") }
            return kind == .app && PreferenceAttribute.named(local) == nil
        }
        return own.isEmpty ? nil : own.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: "\n")
    }

    /// Its attributes, then the references of its `<intent>` and `<extra>` children: every value
    /// AndroidX resolves through the app's resources as it inflates the preference.
    var resolvedAttributes: [XMLAttribute] { innerReferences.isEmpty ? attributes : attributes + innerReferences }

    /// The attribute in any prefix bound to Android's namespaces.
    func attribute(_ name: PreferenceAttribute) -> XMLAttribute? {
        let i = Int(slots[name.rawValue])
        return i < 0 ? nil : attributes[i]
    }

    /// The attribute in the `app:` namespace only, for the few AndroidX reads from there alone
    /// (`singleLineTitle`: `android:singleLineTitle` alone changes nothing).
    func appAttribute(_ name: PreferenceAttribute) -> XMLAttribute? {
        fromApp & (1 << name.rawValue) == 0 ? nil : attribute(name)
    }

    /// The namespace prefixes the file binds to Android's attributes (`android`, `app` unless
    /// declared otherwise).
    struct Prefixes: Sendable {
        enum Kind { case android, app }
        private var bound: [String: Kind] = ["android": .android, "app": .app]

        init(rootAttributes: [XMLAttribute]) {
            for attribute in rootAttributes where attribute.name.hasPrefix("xmlns:") {
                let prefix = String(attribute.name.dropFirst("xmlns:".count))
                if attribute.value == "http://schemas.android.com/apk/res/android" {
                    bound[prefix] = .android
                } else if attribute.value == "http://schemas.android.com/apk/res-auto" || attribute.value.hasPrefix("http://schemas.android.com/apk/res/") {
                    bound[prefix] = .app
                } else {
                    bound[prefix] = nil
                }
            }
        }

        /// `app:title` → (.app, `title`); nil for a name in no Android namespace.
        func split(_ name: String) -> (kind: Kind, local: Substring)? {
            guard let colon = name.firstIndex(of: ":"), let kind = bound[String(name[..<colon])] else { return nil }
            return (kind, name[name.index(after: colon)...])
        }
    }
}

/// A reference in an attribute's value: `@string/x`, `@android:drawable/y`, `@null`, `?attr/z`.
enum AndroidReference: Equatable {
    case resource(package: String?, type: String, name: String)
    case null
    case themeAttribute

    init?(_ text: String) {
        // By bytes: `@`, `+`, `:` and `/` are ASCII, so where they stand is where a character
        // starts, and every attribute of every row comes through here (by Character, a tenth of
        // a screen's rules).
        let utf8 = text.utf8
        guard let first = utf8.first else { return nil }
        if first == UInt8(ascii: "?") {
            self = .themeAttribute
            return
        }
        guard first == UInt8(ascii: "@") else { return nil }
        if text == "@null" || text == "@empty" {
            self = .null
            return
        }
        var start = utf8.index(after: utf8.startIndex)
        if start < utf8.endIndex, utf8[start] == UInt8(ascii: "+") { start = utf8.index(after: start) }
        guard let slash = utf8[start...].firstIndex(of: UInt8(ascii: "/")) else { return nil }
        var package: String?
        if let colon = utf8[start..<slash].firstIndex(of: UInt8(ascii: ":")) {
            package = String(text[start..<colon])
            start = utf8.index(after: colon)
        }
        self = .resource(package: package, type: String(text[start..<slash]), name: String(text[utf8.index(after: slash)...]))
    }

    /// The kind of value the app's own resources resolve it to, when it is one settings-render
    /// reads (`@string`, `@array`, `@bool`, `@integer`); the framework's (`@android:string/ok`)
    /// are not in the app's folder.
    var appValue: (kind: AndroidValues.Kind, name: String)? {
        guard case .resource(let package, let type, let name) = self, package == nil || package != "android",
              let kind = AndroidValues.Kind(rawValue: type) else { return nil }
        return (kind, name)
    }

    /// An image's name: `@drawable/x`, `@mipmap/x` (the framework's too) → `x`.
    var imageName: String? {
        guard case .resource(_, let type, let name) = self, type == "drawable" || type == "mipmap" else { return nil }
        return name
    }
}
