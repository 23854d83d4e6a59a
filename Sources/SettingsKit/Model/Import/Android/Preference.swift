/// What an element of a preference screen is, by its class name (SPEC 7.4): any package prefix,
/// and custom classes by their name's ending.
enum PreferenceKind: Sendable {
    case screen, category, twoState, list, multiSelect, editText, seekBar, plain

    /// The kind of an element, or nil for one that is no preference (`<intent>`, `<extra>`).
    init?(element name: String) {
        let local = name.split(separator: ".").last.map(String.init) ?? name
        guard let first = local.unicodeScalars.first, first.properties.isUppercase else { return nil }
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

/// An element of a preference screen read as a preference: its attributes by name, `android:`
/// and `app:` as one (AndroidX reads `app:` first), and its child preferences.
struct Preference: Sendable {
    let element: XMLElement
    let kind: PreferenceKind
    /// Its position among the file's preferences in document order, the root being 0.
    let index: Int
    var children: [Preference] = []
    /// Which page of the file it shows on: 0 for the root screen's, then each nested screen's in order.
    var page = 0

    /// The attribute `name` in any prefix bound to Android's namespaces.
    func attribute(_ name: String, _ prefixes: Prefixes) -> XMLAttribute? {
        var found: XMLAttribute?
        for attribute in element.attributes {
            guard let colon = attribute.name.firstIndex(of: ":"),
                  attribute.name[attribute.name.index(after: colon)...] == name else { continue }
            switch prefixes.kind(of: attribute.name[..<colon]) {
            case .app?: return attribute
            case .android?: found = found ?? attribute
            case nil: continue
            }
        }
        return found
    }

    /// The `<intent>` child's target, for a preference that opens one: its data, class or action.
    func intentTarget(_ prefixes: Prefixes) -> String? {
        guard let intent = element.children.first(where: { $0.name == "intent" }) else { return nil }
        let probe = Preference(element: intent, kind: .plain, index: -1)
        return ["data", "targetClass", "action"].lazy.compactMap { probe.attribute($0, prefixes)?.value }.first ?? "intent"
    }

    /// The namespace prefixes the file binds to Android's attributes (`android`, `app` unless
    /// declared otherwise).
    struct Prefixes: Sendable {
        enum Kind { case android, app }
        private var bound: [String: Kind] = ["android": .android, "app": .app]

        init(root: XMLElement) {
            for attribute in root.attributes where attribute.name.hasPrefix("xmlns:") {
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

        func kind(of prefix: Substring) -> Kind? { bound[String(prefix)] }
    }
}

/// A reference in an attribute's value: `@string/x`, `@android:drawable/y`, `@null`, `?attr/z`.
enum AndroidReference: Equatable {
    case resource(package: String?, type: String, name: String)
    case null
    case themeAttribute

    init?(_ text: String) {
        if text.hasPrefix("?") {
            self = .themeAttribute
            return
        }
        guard text.hasPrefix("@") else { return nil }
        if text == "@null" || text == "@empty" {
            self = .null
            return
        }
        var body = text.dropFirst()
        if body.hasPrefix("+") { body = body.dropFirst() }
        guard let slash = body.firstIndex(of: "/") else { return nil }
        var type = body[..<slash]
        var package: String?
        if let colon = type.firstIndex(of: ":") {
            package = String(type[..<colon])
            type = type[type.index(after: colon)...]
        }
        self = .resource(package: package, type: String(type), name: String(body[body.index(after: slash)...]))
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
