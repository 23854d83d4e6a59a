/// Current values laid over a page before any command works on it (`--values FILE`, SPEC 10): a
/// map from cell id to `{title, subtitle, value, indicator, on, enabled, visible}`, so a page shows
/// what a particular user sees (the cache size, the "new" badge, the switches as they are set, the
/// rows an app hides at run time as InAppSettingsKit's `hiddenKeys` does).
public struct ValueOverlay: Sendable, Hashable {
    /// One field of an entry, and where its value was written in the values file.
    public struct Field<Value: Sendable & Hashable>: Sendable, Hashable {
        /// The value; nil for a text field written as `null`, which clears it.
        public var value: Value?
        /// Where the value starts.
        public var start: Mark
        /// Where the value ends.
        public var end: Mark
    }

    /// A value as an app stores it: in user defaults (a Settings.bundle's `Key`) or in
    /// `SharedPreferences` (an Android preference's `key`).
    public enum StoredValue: Sendable, Hashable {
        case text(String)
        case bool(Bool)
        case integer(Int)
        case real(Double)
        /// An array of user defaults, a string set of `SharedPreferences`: their items as text.
        case list([String])

        /// What a message calls it: `the integer 2`, `the string '0'`.
        public var description: String {
            switch self {
            case .text(let t): "the string '\(t)'"
            case .bool(let b): "the boolean \(b)"
            case .integer(let i): "the integer \(i)"
            case .real(let d): "the number \(Self.number(d))"
            case .list(let items): "a list of \(items.count)"
            }
        }

        /// The value as text: a number as JSON writes it (one JSON has not as Java writes it:
        /// `NaN`, `Infinity`), a list's items joined with `, `.
        public var text: String {
            switch self {
            case .text(let t): t
            case .bool(let b): b ? "true" : "false"
            case .integer(let i): String(i)
            case .real(let d): Self.number(d)
            case .list(let items): items.joined(separator: ", ")
            }
        }

        /// A `shared_prefs` float may be `NaN` or infinite, which JSON would write as `null`.
        private static func number(_ d: Double) -> String {
            d.isNaN ? "NaN" : d.isInfinite ? (d < 0 ? "-Infinity" : "Infinity") : JSONValue.format(d)
        }
    }

    /// A stored value under its key, and where it was written.
    public struct Stored: Sendable, Hashable {
        /// The specifier's `Key`, the preference's `key`.
        public var key: String
        /// What is stored under it.
        public var value: StoredValue
        /// Where the key is written in the values file.
        public var start: Mark
    }

    /// The entries, in the file's order.
    public let entries: [Entry]
    /// Each id's first place in `entries`: a page looks up every one of its ids.
    private let entryIndex: [String: Int]
    /// Values as the app stores them (a user-defaults property list, a `shared_prefs` file),
    /// by key: an imported page is built with them in place of its defaults, so every row that
    /// follows from a value (a choice's title, a summary, a dependency) follows the user's.
    public let stored: [Stored]
    /// Each key's last place in `stored`: a page looks up every one of its keys.
    private let storedIndex: [String: Int]

    /// An overlay of these entries and stored values.
    public init(entries: [Entry] = [], stored: [Stored] = []) {
        self.entries = entries
        entryIndex = Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stored = stored
        storedIndex = Dictionary(stored.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The stored value of a key, the last where a key is written twice.
    public func storedValue(_ key: String) -> StoredValue? {
        storedIndex[key].map { stored[$0].value }
    }

    /// The stored value of a key with where it is written.
    public func storedEntry(_ key: String) -> Stored? {
        storedIndex[key].map { stored[$0] }
    }

    /// A warning in the values file: a stored value its row cannot show as the app would.
    static func mismatch(_ entry: Stored, _ why: String) -> Diagnostic {
        Diagnostic(.warning, rule: .valueMismatch, message: "'\(entry.key)' holds \(entry.value.description): \(why)",
                   start: entry.start, path: entry.key)
    }

    /// The page with the entries of its cells' ids applied, the ids it used, and the values of the
    /// wrong kind for their row (`on` for a row that is no switch), warnings located in the
    /// values file. Rows of other ids are left as they are.
    public func applied(to page: Page) -> (page: Page, used: Set<String>, problems: [Diagnostic]) {
        let byID = entryIndex, storedByKey = storedIndex
        guard !byID.isEmpty || !storedByKey.isEmpty else { return (page, [], []) }
        var out = page
        var used = Set<String>()
        var problems: [Diagnostic] = []
        // An imported page was built with the stored values already; a page file takes a stored
        // boolean as a switch's state and anything else as the row's value.
        let applyStored = page.source.format == .yaml
        for s in out.sections.indices {
            for c in out.sections[s].cells.indices {
                guard let id = out.sections[s].cells[c].id?.key else { continue }
                // A radio group's rows are `Key=value`: the key's value chose among them.
                let key = storedByKey[id] != nil ? id : id.split(separator: "=", maxSplits: 1).first.map(String.init) ?? id
                if let k = storedByKey[key] {
                    used.insert(key)
                    if applyStored { problems += Self.apply(stored[k], to: &out.sections[s].cells[c]) }
                }
                guard let k = byID[id] else { continue }
                used.insert(id)
                problems += Self.apply(entries[k], to: &out.sections[s].cells[c])
            }
        }
        return (out, used, problems)
    }

    /// A stored value on a page file's row, as the entry `{on}` or `{value}` would set it.
    static func apply(_ stored: Stored, to cell: inout Cell) -> [Diagnostic] {
        var entry = Entry(id: stored.key, start: stored.start, end: stored.start)
        if case .bool(let b) = stored.value, cell.type == .switch || cell.checked != nil {
            entry.on = Field(value: b, start: stored.start, end: stored.start)
        } else {
            entry.value = Field(value: stored.value.text, start: stored.start, end: stored.start)
        }
        return apply(entry, to: &cell)
    }

    /// Sets what the row shows; a field the row's type does not show is a problem, not applied.
    static func apply(_ entry: Entry, to cell: inout Cell) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func refuse(_ key: String, _ start: Mark, _ end: Mark, _ why: String) {
            problems.append(Diagnostic(.warning, rule: .valueMismatch,
                                       message: "'\(key)' for cell '\(entry.id)': \(why); the value is not applied",
                                       start: start, end: end, path: "\(entry.id).\(key)"))
        }
        let type = cell.type.rawValue
        if let f = entry.title {
            if cell.type == .avatar { refuse("title", f.start, f.end, "an avatar row shows a name, not a title") } else { cell.title = f.value }
        }
        if let f = entry.subtitle { cell.subtitle = f.value }
        if let f = entry.value {
            if [.disclosure, .none].contains(cell.type) { cell.value = f.value } else {
                refuse("value", f.start, f.end, "a \(type) row shows no value")
            }
        }
        if let f = entry.indicator {
            if cell.type == .disclosure {
                var indicator = cell.indicator ?? Indicator()
                indicator.title = f.value
                cell.indicator = indicator.title == nil && indicator.image == nil ? nil : indicator
            } else {
                refuse("indicator", f.start, f.end, "only a disclosure row has an indicator, and this is a \(type) row")
            }
        }
        if let f = entry.on, let on = f.value {
            if cell.type == .switch {
                cell.on = on
            } else if cell.checked != nil {
                cell.checked = on  // a choice row, or a switch drawn as a check mark
            } else {
                refuse("on", f.start, f.end, "a \(type) row has no state to set")
            }
        }
        if let f = entry.enabled, let enabled = f.value { cell.enabled = enabled }
        if let f = entry.visible, let visible = f.value { cell.visible = visible }
        return problems
    }

    /// The entries no page of a run used, as warnings in the values file; `ids` are the cell ids
    /// of the run's pages, for "did you mean". Past the first `limit`, in the file's order, they
    /// are counted, not made (`more`, from `from` on): a values file of a million ids no page has
    /// would be a million findings.
    public func unused(_ used: Set<String>, ids: [String], keeping limit: Int) -> (found: [Diagnostic], more: Int, from: Mark?) {
        var near = NearestWords(ids)
        func unknown(_ id: String, _ start: Mark, _ end: Mark, what: String) -> Diagnostic {
            let suggestion = near.closest(to: id)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return Diagnostic(.warning, rule: .unknownValueID, message: "no \(what) '\(id)', so its value\(what == "cell has the id" ? "s show" : " shows") nowhere\(hint)",
                              start: start, end: end, path: id).fixing(id, suggestion)
        }
        var found: [Diagnostic] = []
        var more = 0, from: Mark?
        func take(_ id: String, _ start: Mark, _ end: Mark, what: String) {
            guard found.count < limit else {
                if more == 0 { from = start }
                more += 1
                return
            }
            found.append(unknown(id, start, end, what: what))
        }
        for entry in entries where !used.contains(entry.id) { take(entry.id, entry.start, entry.end, what: "cell has the id") }
        for value in stored where !used.contains(value.key) { take(value.key, value.start, value.start, what: "row has the key") }
        return (found, more, from)
    }
}
