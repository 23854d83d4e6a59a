/// `convert --to swift-keys` (SPEC 12): a typed key for every setting the pages store, and their
/// defaults for `UserDefaults.register(defaults:)`. A Settings.bundle's `DefaultValue`s are only
/// what the Settings app shows: `UserDefaults` knows nothing of them until the app registers
/// them, so an unset switch reads `false` whatever its default.
struct SwiftKeysWriter {
    let plan: AppPlan
    let source: String

    /// A stored setting: its key, Swift type and default, and the row that names it.
    struct Setting {
        var key: String
        var type: String
        var initial: String
        var title: String
        var kind: String
    }

    func write(to sink: GeneratedSink) -> [String] {
        var notes = NoteTally()
        let settings = collect(notes: &notes)
        var names = UniqueNames(reserved: ["registerDefaults", "defaults", "all"])
        sink.open("SettingsKeys.swift")
        var code = CodeText(sink)
        code.line("// " + Generated.header(source))
        code.lines(["import Foundation", "",
                    "/// A setting the pages store: its `UserDefaults` key and the default the pages give it.",
                    "struct SettingsKey<Value: Sendable>: Sendable {", "    let name: String", "    let defaultValue: Value", "}", "",
                    "/// The pages' settings. Call `SettingsKeys.registerDefaults()` at launch: until then an",
                    "/// unset setting reads as nothing, whatever default its page shows."])
        code.block("enum SettingsKeys") { c in
            var named: [(String, Setting)] = []
            for s in settings {
                let name = names.make(CodeLiteral.lowerCamel(s.key, fallback: "setting"))
                named.append((name, s))
                c.line("/// \(CodeLiteral.escaped(s.title)) (\(s.kind)).")
                c.line("static let \(name) = SettingsKey<\(s.type)>(name: \(CodeLiteral.swift(s.key)), defaultValue: \(s.initial))")
            }
            if !named.isEmpty { c.line() }
            c.line("/// Every default, by key.")
            c.block("static var defaults: [String: Any]") { c in
                if named.isEmpty { c.line("[:]"); return }
                c.line("[")
                for (name, s) in named { c.line("    \(CodeLiteral.swift(s.key)): \(name).defaultValue,") }
                c.line("]")
            }
            c.line()
            c.line("/// Registers the pages' defaults, which a Settings.bundle's `DefaultValue`s never are.")
            c.block("static func registerDefaults(in store: UserDefaults = .standard)") { c in
                c.line("store.register(defaults: defaults)")
            }
        }
        code.line()
        code.block("extension UserDefaults") { c in
            c.line("/// A setting's value, its default until one is saved.")
            c.block("subscript<Value>(key: SettingsKey<Value>) -> Value") { c in
                c.line("get { object(forKey: key.name) as? Value ?? key.defaultValue }")
                c.line("set { set(newValue, forKey: key.name) }")
            }
        }
        code.finish()
        return notes.lines
    }

    /// Every stored setting of the pages, once a key, in page order.
    private func collect(notes: inout NoteTally) -> [Setting] {
        var out: [Setting] = [], seen = Set<String>()
        func add(_ key: String?, _ type: String, _ initial: String, _ title: String?, _ kind: String) {
            guard let key, seen.insert(key).inserted else { return }
            out.append(Setting(key: key, type: type, initial: initial, title: title.flatMap { $0.isEmpty ? nil : $0 } ?? key, kind: kind))
        }
        for page in plan.pages {
            for section in page.sections {
                if let radio = plan.radio(section) {
                    let (type, initial) = Self.choice(radio)
                    add(radio.key, type, initial, section.header, "a radio group")
                    continue
                }
                for cell in section.cells {
                    switch plan.control(of: cell) {
                    case .toggle(let on):
                        let stored = on ? cell.stored?.trueValue : cell.stored?.falseValue
                        let (type, initial) = stored.map(Self.literal) ?? ("Bool", String(on))
                        add(cell.id?.key, type, initial, cell.title, "a switch")
                    case .checkmark(let checked): add(cell.id?.key, "Bool", String(checked), cell.title, "a checkmark")
                    case .choice(let list):
                        let (type, initial) = Self.choice(list)
                        add(cell.id?.key ?? list.key, type, initial, cell.title, "a list")
                    case .slider(let s): add(cell.id?.key, "Double", JSONValue.format(s.value), cell.title, "a slider")
                    case .textField(let secure):
                        let initial = secure ? cell.stored?.defaultValue?.text ?? "" : cell.value ?? ""
                        add(cell.id?.key, "String", CodeLiteral.swift(initial), cell.title, secure ? "a secure text field" : "a text field")
                    case .value(let v) where !v.isEmpty && v.allSatisfy({ $0 == "•" }):
                        // A secure field as a page file draws it: its default is not in the dots.
                        notes.add(page, "a secure field's default cannot be read from its dots; it is empty", row: NoteTally.name(cell))
                        add(cell.id?.key, "String", "\"\"", cell.title, "a secure text field")
                    case .value(let v): add(cell.id?.key, "String", CodeLiteral.swift(v), cell.title, "a value")
                    default: continue
                    }
                }
            }
        }
        return out
    }

    /// A list's type (`Int` when every value is a whole number the file typed so) and default.
    private static func choice(_ list: ChoiceList) -> (String, String) {
        guard let chosen = list.chosen.first else { return list.storesIntegers ? ("Int", "0") : ("String", "\"\"") }
        return (list.storesIntegers ? "Int" : "String", list.swiftLiteral(chosen.value))
    }

    /// A stored value as a Swift literal, and its type.
    private static func literal(_ scalar: StoredValues.Scalar) -> (String, String) {
        switch scalar {
        case .bool(let b): ("Bool", String(b))
        case .integer(let i): ("Int", String(i))
        case .real(let d): ("Double", JSONValue.format(d))
        case .string(let s): ("String", CodeLiteral.swift(s))
        }
    }
}
