/// The lists whose values or chosen value the app's code replaces, by the screen (`R.xml` name)
/// the code loads: `listPreference.setEntryValues(EV3Sensor.getSensorCodes())` (Catroid),
/// `refresh_period.setValueIndex(6)` (qBittorrent Controller). There the XML's `defaultValue`
/// and `entryValues` do not decide what the list shows, so they are not judged against each other.
///
/// Read from a file that loads the screen, per preference where the code says which: the setter's
/// receiver is assigned from `findPreference("key")`, `findPreference(getString(R.string.key))` or
/// a constant the code declares. A receiver traced to no key (a loop over keys, a parameter) means
/// any list of the screens the file loads. Code that sets literal values
/// (`setEntryValues(new String[]{"p0", "p1"})`: AFWall+) or a list's own values back is no
/// replacement: the XML's values still stand, and so does a finding on them.
///
/// A key the app's `Application` class writes (`putString("locale", "system")`: periodical, before
/// any screen), and every list of a screen whose fragment, or a class it extends, sets a
/// `PreferenceDataStore` (ODK Collect), hold what the code decides: the XML default may never be
/// read (SPEC 11).
package struct CodeSetLists: Sendable {
    /// What the code sets on a screen's lists: any, or those keys (texts, or `@string/name`).
    enum Lists: Sendable {
        case any
        case keys(Set<String>)
    }
    private(set) var screens: [String: Lists] = [:]
    /// The keys the `Application` class writes (texts, or `@string/name`).
    private(set) var written: Set<String> = []

    /// Whether the code replaces the values of the list with `key` (as written, and resolved) on `screen`.
    func replaces(screen: String, written key: String?, resolved: String?) -> Bool {
        if [key, resolved].contains(where: { $0.map(written.contains) == true }) { return true }
        switch screens[screen] {
        case nil: return false
        case .any?: return true
        case .keys(let keys)?: return [key, resolved].contains { $0.map(keys.contains) == true }
        }
    }

    /// Whether the code sets the value of the preference with `key` on `screen` by name: a setter
    /// traced to it, or a write as the app starts; unlike `replaces`, not where it sets some list
    /// it does not say (zSMTH's `setChecked(…)` on each check box found by its key, holdout 15).
    func sets(screen: String, written key: String?, resolved: String?) -> Bool {
        if [key, resolved].contains(where: { $0.map(written.contains) == true }) { return true }
        guard case .keys(let keys)? = screens[screen] else { return false }
        return [key, resolved].contains { $0.map(keys.contains) == true }
    }

    /// A file's findings, before the project's constants are known: its screens and each setter's key argument.
    struct FileSetters {
        let screens: [String]
        /// The argument of the `findPreference` each setter's receiver came from; nil where none was found.
        let arguments: [String?]
        /// Those of the setters that choose a state and replace no list (`setChecked`): a key they
        /// name that the project's constants do not resolve is some preference, not any list.
        var chosen: [String] = []
    }

    /// The key a `findPreference` argument names, or nil where the code does not say.
    static func key(_ argument: String, constants: [String: String]) -> String? {
        let argument = argument.trimmed(includingLineBreaks: true)
        // A search, not a Regex: a file may pass thousands of arguments here.
        if let found = argument.firstRange(of: "R.string.") {
            let name = argument[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return "@string/" + name }
        }
        if argument.hasPrefix("\""), argument.dropFirst().hasSuffix("\""), argument.count >= 2 { return String(argument.dropFirst().dropLast()) }
        // `RadarProvider.KEY` as the class declares it, else the name as the first file declaring it does.
        let parts = argument.split(separator: ".")
        let last = parts.last.map(String.init) ?? argument
        return parts.count >= 2 ? constants[parts.suffix(2).joined(separator: ".")] ?? constants[last] : constants[last]
    }

    init() {}

    /// `writes`: the key arguments of the `put…` calls of the `Application` class and launcher
    /// activities as they start; `screenWrites`: those of a file that loads screens as it starts,
    /// which decide those screens' lists of the keys they name (a key the code does not say is none).
    init(files: [FileSetters], writes: [String] = [], screenWrites: [(screens: [String], writes: [String])] = [], constants: [String: String]) {
        written = Set(writes.compactMap { Self.key($0, constants: constants) })
        for file in screenWrites {
            let keys = Set(file.writes.compactMap { Self.key($0, constants: constants) })
            guard !keys.isEmpty else { continue }
            for screen in file.screens {
                switch screens[screen] {
                case .any?: break
                case .keys(let known)?: screens[screen] = .keys(known.union(keys))
                case nil: screens[screen] = .keys(keys)
                }
            }
        }
        for file in files {
            let keys = file.arguments.map { $0.flatMap { Self.key($0, constants: constants) } }
                + file.chosen.compactMap { Self.key($0, constants: constants) }
            for screen in file.screens {
                switch (screens[screen], keys.contains(nil)) {
                case (.any?, _), (_, true): screens[screen] = .any
                case (.keys(let known)?, false): screens[screen] = .keys(known.union(keys.compactMap { $0 }))
                case (nil, false): screens[screen] = .keys(Set(keys.compactMap { $0 }))
                }
            }
        }
    }
}
