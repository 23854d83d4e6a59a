/// The preferences a file enables or disables itself, by the argument of the `findPreference` each
/// came from: `startPreference = category.findPreference(DARK_PREFERENCE_START)!!` and then
/// `startPreference.isEnabled = isEnabled` (AutoDark's `MainFragment.kt`), Java's
/// `p.setEnabled(false)`, or a call chained on `findPreference(…)`. AndroidX disables a
/// preference's dependents while it is disabled (`shouldDisableDependents()` is `!isEnabled()`),
/// so a dependency on one the code enables follows what the code decides.
enum CodeEnables {
    static func arguments(_ code: CodeBytes, _ lookups: PreferenceFinders.Found) -> [String] {
        let (finders, receivers) = (lookups.finders, lookups.receivers)
        var found: [String] = []
        for (name, isCall) in [("setEnabled", true), ("isEnabled", false)] {
            for at in code.occurrences(of: name) where code.startsWord(at) {
                // A call or an assignment, not a reading (`if (p.isEnabled)`, `isEnabled.xor(…)`).
                guard code.valueStart(after: at + name.utf8.count, call: isCall) != nil else { continue }
                if let receiver = code.receiver(before: at) {
                    if let argument = receivers[receiver] { found.append(argument) }
                } else if let argument = CodeSetLists.chainedFindPreference(before: code.text(from: max(0, at - 600), to: at), finders: finders) {
                    found.append(argument)
                }
            }
        }
        return found
    }
}
