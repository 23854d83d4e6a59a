/// The preferences a file enables or disables itself, and those it shows or hides, by the argument
/// of the `findPreference` each came from: `startPreference = category.findPreference(DARK_PREFERENCE_START)!!`
/// and then `startPreference.isEnabled = isEnabled` (AutoDark's `MainFragment.kt`), Java's
/// `p.setEnabled(false)`, a call chained on `findPreference(…)`, or a helper's parameter traced to
/// the calls that pass it (melonDS's `updateDsiCameraImagePreference(preference, …)`). AndroidX
/// disables a preference's dependents while it is disabled (`shouldDisableDependents()` is
/// `!isEnabled()`), so a dependency on one the code enables follows what the code decides; and a
/// row the code itself enables or shows by what it computes (HalachicTimes' opinion rows, set
/// `true` and `false` by the list's entry; nightdream's API key) does not wait on its
/// `dependency` to do so. One it only hides (`setVisible(false)` for a feature: watomatic) still does.
enum CodeEnables {
    /// A key and the state the code sets it to: `true` or `false` as written, nil where computed
    /// (`preference.isEnabled = source == STATIC_IMAGE`).
    typealias Set = (key: String, value: Bool?)

    static func arguments(_ code: CodeBytes, _ lookups: PreferenceFinders.Found) -> (enabled: [Set], shown: [Set]) {
        (set("Enabled", code, lookups), set("Visible", code, lookups))
    }

    /// The keys of the preferences whose `state` (`Enabled`, `Visible`) the file sets, with the value.
    static func set(_ state: String, _ code: CodeBytes, _ lookups: PreferenceFinders.Found) -> [Set] {
        var found: [Set] = [], traces = 0
        for (name, isCall) in [("set" + state, true), ("is" + state, false)] {
            for at in code.occurrences(of: name) where code.startsWord(at) {
                // A call or an assignment, not a reading (`if (p.isEnabled)`, `isEnabled.xor(…)`).
                guard let start = code.valueStart(after: at + name.utf8.count, call: isCall) else { continue }
                let written = code.text(start, max: 80, stoppingAt: UInt8(ascii: "\n")).prefix { $0 != ")" && $0 != ";" }.trimmed(includingLineBreaks: true)
                let value: Bool? = written == "true" ? true : written == "false" ? false : nil
                var keys: [String] = []
                if let receiver = code.receiver(before: at) {
                    if let argument = lookups.receivers[receiver], !CodeSetLists.isParameterName(argument) {
                        keys = [argument]
                    } else if traces < CodeSetLists.maxTraces {
                        traces += 1
                        keys = CodeSetLists.traced(receiver, at: at, code, lookups) ?? []
                    }
                } else if let argument = CodeSetLists.chainedFindPreference(before: code.text(from: max(0, at - 600), to: at), finders: lookups.finders) {
                    keys = [argument]
                }
                found += keys.map { ($0, value) }
            }
        }
        return found
    }
}
