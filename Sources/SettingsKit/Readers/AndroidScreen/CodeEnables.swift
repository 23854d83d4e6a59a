/// The preferences a file enables or disables itself, and those it shows or hides, by the argument
/// of the `findPreference` each came from: `startPreference = category.findPreference(DARK_PREFERENCE_START)!!`
/// and then `startPreference.isEnabled = isEnabled` (AutoDark's `MainFragment.kt`), Java's
/// `p.setEnabled(false)`, a call chained on `findPreference(…)`, or a helper's parameter traced to
/// the calls that pass it (melonDS's `updateDsiCameraImagePreference(preference, …)`). AndroidX
/// disables a preference's dependents while it is disabled (`shouldDisableDependents()` is
/// `!isEnabled()`), so a dependency on one the code enables follows what the code decides; and a
/// row the code itself enables or shows by a list's value (HalachicTimes' opinion rows,
/// nightdream's API key) does not wait on its `dependency` to do so.
enum CodeEnables {
    static func arguments(_ code: CodeBytes, _ lookups: PreferenceFinders.Found) -> (enabled: [String], shown: [String]) {
        (set("Enabled", code, lookups), set("Visible", code, lookups))
    }

    /// The keys of the preferences whose `state` (`Enabled`, `Visible`) the file sets.
    static func set(_ state: String, _ code: CodeBytes, _ lookups: PreferenceFinders.Found) -> [String] {
        var found: [String] = [], traces = 0
        for (name, isCall) in [("set" + state, true), ("is" + state, false)] {
            for at in code.occurrences(of: name) where code.startsWord(at) {
                // A call or an assignment, not a reading (`if (p.isEnabled)`, `isEnabled.xor(…)`).
                guard code.valueStart(after: at + name.utf8.count, call: isCall) != nil else { continue }
                if let receiver = code.receiver(before: at) {
                    if let argument = lookups.receivers[receiver], !CodeSetLists.isParameterName(argument) {
                        found.append(argument)
                    } else if traces < CodeSetLists.maxTraces {
                        traces += 1
                        found += CodeSetLists.traced(receiver, at: at, code, lookups) ?? []
                    }
                } else if let argument = CodeSetLists.chainedFindPreference(before: code.text(from: max(0, at - 600), to: at), finders: lookups.finders) {
                    found.append(argument)
                }
            }
        }
        return found
    }
}
