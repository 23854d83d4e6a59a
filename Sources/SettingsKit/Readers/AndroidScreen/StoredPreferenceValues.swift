/// A user's stored values (`--values` with a `shared_prefs` file) against a preference screen:
/// the ones a preference cannot show as AndroidX would.
enum StoredPreferenceValues {
    /// A two-state preference's value that is no boolean (`getBoolean` throws a
    /// ClassCastException), a list's that is none of its `entryValues`, a seek bar's that is no
    /// integer, a multi-select list's that is no string set.
    static func problems(_ decoder: AndroidScreenDecoder, values: ValueOverlay) -> [Diagnostic] {
        var seen = Set<String>()
        return decoder.file.all.indices.compactMap { i -> Diagnostic? in
            guard let key = decoder.keys[i], seen.insert(key).inserted, let entry = values.storedEntry(key) else { return nil }
            let p = decoder.file.all[i]
            switch (p.kind, entry.value) {
            case (.twoState, .bool), (.seekBar, .integer), (.multiSelect, .list), (.editText, .text):
                return nil
            case (.twoState, _):
                return ValueOverlay.mismatch(entry, "a \(p.name) stores a boolean; reading it throws a ClassCastException")
            case (.seekBar, _):
                return ValueOverlay.mismatch(entry, "a SeekBarPreference stores an integer; reading it throws a ClassCastException")
            case (.multiSelect, _):
                return ValueOverlay.mismatch(entry, "a MultiSelectListPreference stores a string set; reading it throws a ClassCastException")
            case (.list, .text(let text)):
                guard case .array(let choices)? = decoder.defaults.value(p, .entryValues), !choices.contains(text) else { return nil }
                return ValueOverlay.mismatch(entry, "it is none of the \(p.name)'s entryValues, so no entry shows as chosen")
            case (.list, _), (.editText, _):
                return ValueOverlay.mismatch(entry, "a \(p.name) stores a string; reading it throws a ClassCastException")
            default:
                return nil
            }
        }
    }
}
