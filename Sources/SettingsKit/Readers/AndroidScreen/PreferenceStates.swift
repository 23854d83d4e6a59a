/// Which preferences show enabled, as AndroidX works it out when the screen opens: a preference
/// is enabled when its own `enabled` is, its parent group is, and the preference its `dependency`
/// names does not disable its dependents — a two-state preference does while off (while on, with
/// `disableDependentsState="true"`), a text preference while it has no value (EditTextPreference
/// overrides `shouldDisableDependents`; ListPreference and DropDownPreference do not, so a list
/// without a value leaves its dependents enabled), and any preference while it is itself disabled. So a chain of dependencies disables down the chain.
struct PreferenceStates {
    let file: PreferenceFile
    let resolver: PreferenceResolver
    /// The first preference (the root aside) with each key: the one a `dependency` names.
    let byKey: [String: Int]
    private var enabled: [Bool?]
    /// Preferences whose state is being worked out: a dependency cycle reads as enabled.
    private var visiting: Set<Int> = []

    init(file: PreferenceFile, resolver: PreferenceResolver, byKey: [String: Int]) {
        self.file = file
        self.resolver = resolver
        self.byKey = byKey
        enabled = Array(repeating: nil, count: file.all.count)
    }

    /// Whether a two-state preference is on: its `defaultValue` is `true`.
    func isOn(_ p: Preference) -> Bool { resolver.bool(p, .defaultValue) ?? false }

    /// Every preference's state, by index.
    mutating func all() -> [Bool] { file.all.indices.map { isEnabled($0) } }

    /// What the pages of one locale are built with, worked out once for all the file's screens.
    struct Enabling {
        /// Each preference's state, as AndroidX works it out.
        var enabled: [Bool]
        /// Each preference's state but for its own `dependency`.
        var own: [Bool]
        /// The switch each preference depends on, when that is a condition (`enabledWhen`).
        var conditions: [Condition?]
    }

    mutating func enabling() -> Enabling {
        let enabled = all()
        var result = Enabling(enabled: enabled, own: enabled, conditions: Array(repeating: nil, count: enabled.count))
        // Only a preference with a dependency can have a condition: most have none.
        for (i, p) in file.all.enumerated() where p.attribute(.dependency) != nil {
            guard let condition = condition(p) else { continue }
            result.conditions[i] = condition
            result.own[i] = ownState(i)
        }
        return result
    }

    /// A preference's state but for its own `dependency`: what a row whose dependency is a
    /// condition on a switch of its page (`enabledWhen`) is enabled by itself.
    mutating func ownState(_ i: Int) -> Bool {
        (resolver.bool(file.all[i], .enabled) ?? true) && (file.parents[i] < 0 || isEnabled(file.parents[i]))
    }

    /// The switch a preference depends on, as a condition (`enabledWhen`): its `dependency` when that
    /// names a two-state preference of the same screen, on in the state that enables its dependents.
    func condition(_ p: Preference) -> Condition? {
        guard let key = resolver.text(p, .dependency), let t = byKey[key] else { return nil }
        let target = file.all[t]
        guard target.kind == .twoState, target.page == p.page else { return nil }
        let inverted = resolver.bool(target, .disableDependentsState) ?? false
        return Condition(cell: .string(key), on: !inverted)
    }

    mutating func isEnabled(_ i: Int) -> Bool {
        if let known = enabled[i] { return known }
        guard visiting.insert(i).inserted else { return true }
        defer { visiting.remove(i) }
        let p = file.all[i]
        var state = resolver.bool(p, .enabled) ?? true
        if state, file.parents[i] >= 0 { state = isEnabled(file.parents[i]) }
        if state, let key = resolver.text(p, .dependency), let target = byKey[key] { state = !disablesDependents(target) }
        enabled[i] = state
        return state
    }

    private mutating func disablesDependents(_ i: Int) -> Bool {
        if !isEnabled(i) { return true }
        let p = file.all[i]
        switch p.kind {
        case .twoState:
            let inverted = resolver.bool(p, .disableDependentsState) ?? false
            return inverted ? isOn(p) : !isOn(p)
        case .editText:
            return (resolver.text(p, .defaultValue) ?? "").isEmpty
        default:
            return false
        }
    }
}
