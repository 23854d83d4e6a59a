/// What changed in a cell the diff matched, property by property, and what a stored key's or
/// value's change means for users' saved settings (SPEC 11).
extension PageDiff {
    /// One changed property of a cell.
    struct CellDifference {
        var property: String
        var old: JSONValue
        var new: JSONValue
        var note: String?
    }

    static let keyNote = "users' saved values under the old key are no longer read"
    static let choiceNote = "users who chose it have the old value saved, which no longer selects it"
    static let stateNote = "users' saved values are read against the new value"

    /// The properties that differ. A style key neither type draws with is no change a user could
    /// see. In the files apps ship (`storesKeys`) an id is the key a value is saved under, so a
    /// changed one is a `key` change; a choice's id is its list's key and its value, compared as
    /// `storedValue`. Stored values count even where nothing shown changed; a default that the
    /// row shows (`on`, `value`, `checked`) is reported once, as shown. Across formats (a bundle
    /// against a screen) stored values compare as text.
    static func cellDifferences(_ before: Cell, _ after: Cell, storesKeys: Bool, sameFormat: Bool,
                                pageOf: [String: String] = [:]) -> [CellDifference] {
        let shown = before.type.shownStyleKeys.union(after.type.shownStyleKeys)
        var out: [CellDifference] = []
        for (property, old, new) in differences(before.json, after.json, skip: ["line", "column"], nested: ["indicator", "style"])
        where !property.hasPrefix("style.") || shown.contains(String(property.dropFirst("style.".count))) {
            // No title and an empty one draw the same (a conversion writes `title: ""`).
            if property == "title", [old, new].allSatisfy({ $0 == .null || $0 == .string("") }) { continue }
            // `8` and `"8"` are one id (SPEC 2): a Settings.bundle's keys are text.
            if property == "id", before.id?.matchKey == after.id?.matchKey { continue }
            if property == "link", case .page(let from)? = before.link, case .page(let to)? = after.link, pageOf[from] == to { continue }
            guard property == "id", storesKeys else {
                out.append(CellDifference(property: property, old: old, new: new))
                continue
            }
            if before.stored?.choice == nil, after.stored?.choice == nil {
                let saves = before.stored?.savesValue == true || after.stored?.savesValue == true
                out.append(CellDifference(property: "key", old: old, new: new, note: saves ? keyNote : nil))
            }
        }
        // A page file stores nothing: against one (a conversion), only what shows is compared.
        let (a, b) = (before.stored ?? StoredValues(), after.stored ?? StoredValues())
        guard storesKeys, a != b else { return out }
        let defaultShown = out.contains { ["on", "value", "checked"].contains($0.property) }
        let stored: [(String, StoredValues.Scalar?, StoredValues.Scalar?, String?)] = [
            ("defaultValue", defaultShown ? nil : a.defaultValue, defaultShown ? nil : b.defaultValue, nil),
            ("trueValue", a.trueValue, b.trueValue, stateNote), ("falseValue", a.falseValue, b.falseValue, stateNote),
            ("storedValue", a.choice, b.choice, choiceNote),
        ]
        for (property, old, new, note) in stored where old != new && (sameFormat || old?.text != new?.text) {
            out.append(CellDifference(property: property, old: old?.json ?? .null, new: new?.json ?? .null,
                                      note: old == nil ? nil : note))
        }
        return out
    }

    /// Two rows of the files apps ship that stayed but whose keys changed: unmatched, both with
    /// ids, of one type and one title. Paired in order, each once.
    static func matchRekeyedCells(_ a: [Place], _ b: [Place], newOf: inout [Int?], oldOf: inout [Int?]) {
        var byTitle: [String: [Int]] = [:]
        for (n, p) in b.enumerated() where oldOf[n] == nil && p.id != nil {
            if let title = p.title { byTitle[p.type.rawValue + "\u{0}" + title, default: []].append(n) }
        }
        for (k, p) in a.enumerated() where newOf[k] == nil && p.id != nil {
            guard let title = p.title, var candidates = byTitle[p.type.rawValue + "\u{0}" + title] else { continue }
            while let n = candidates.first, oldOf[n] != nil { candidates.removeFirst() }
            guard let n = candidates.first else { continue }
            (newOf[k], oldOf[n]) = (n, k)
            byTitle[p.type.rawValue + "\u{0}" + title] = Array(candidates.dropFirst())
        }
    }
}
