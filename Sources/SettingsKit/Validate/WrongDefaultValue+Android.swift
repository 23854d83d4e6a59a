/// wrong-default-value on Android: a `defaultValue` its preference's kind cannot read, or that is
/// none of a list's `entryValues`, judged as AndroidX and aapt2 read them.
extension WrongDefaultValueRule {
    /// Whether a device's folder (`values-v29/`) gives the list an `entryValues` array holding `value`.
    private static func amongDeviceValues(_ value: String, of p: Preference, _ screen: PreferenceScreenForm) -> Bool {
        guard let written = p.attribute(.entryValues)?.value, let (kind, name) = AndroidReference(written)?.appValue, kind == .array,
              let folder = screen.resources.directory else { return false }
        let read = screen.decoder.options.reader(inside: [folder.isEmpty ? "." : folder])
        return screen.resources.deviceArrays(name, cache: screen.decoder.options.neighbours, read: read).contains { items in
            items.contains { item in
                let text = AndroidText.resolve(item)
                return (AndroidReference(text)?.appValue != nil ? screen.resolver.value(text).text : text) == value
            }
        }
    }

    /// What aapt2 compiles as a boolean (`ParseBool` in aapt2's ResourceUtils, after trimming);
    /// an integer is compiled as one, and non-zero reads as true.
    static let androidBooleans: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE"]
    /// Text a two-state preference reads as false, as its author means (`off`: sms-backup-plus):
    /// `TypedArray.getBoolean` takes any text but `true`, `TRUE` and `1` as false.
    static let meansOff: Set<String> = ["off", "no", "n", "disabled", "none", "unchecked"]

    /// A preference's `defaultValue` that its kind cannot read, or that is none of its entries.
    static func check(_ p: Preference, _ screen: PreferenceScreenForm) -> Diagnostic? {
        let resolver = screen.resolver
        switch p.kind {
        case .twoState:
            // A class named as a switch whose code extends another kind (the browser's
            // EditTextSwitchPreference is an EditTextPreference, its default a colour's name), or
            // one the project's code does not declare (a library's, as that class is in its fork):
            // only a class the code shows to be a switch, or one judged by its name without the
            // project's code (a screen alone), is judged.
            if p.isCustomClass, let code = screen.decoder.code,
               code.platformBase(of: p.localName).map({ PreferenceKind(element: $0) != .twoState }) ?? true { return nil }
            guard let written = p.attribute(.defaultValue), case .text(let raw) = resolver.value(written.value) else { return nil }
            // The code that loads the screen sets the row's state by its key: the default never shows.
            if let code = screen.decoder.code, code.setLists.sets(screen: screen.decoder.stem, written: p.attribute(.key)?.value, resolved: resolver.key(p)) { return nil }
            let text = raw.trimmed(includingLineBreaks: true)
            guard !androidBooleans.contains(text), Int(text) == nil, !meansOff.contains(text.lowercased()) else { return nil }
            // A slip of "false" reads as false, as meant (OpenMobileNetworkToolkit's "fals", holdout
            // 25); a slip of "true" ("ture") reads as false too, which is not meant.
            let lower = text.lowercased(), off = EditDistance.distance(lower, "false")
            if off <= 2, off < EditDistance.distance(lower, "true") { return nil }
            // The message baselines have matched since before stable keys: it stays as it was.
            return diagnostic("a \(p.name)'s 'defaultValue' must be true or false, not '\(text)': the app reads it as a boolean", p, at: .defaultValue)
        case .seekBar:
            // A library of its own classes draws the screen: its slider reads a range of its own
            // (MiuiHome_R's moralnorm.preference bar, `app:maxValue="200"`, default 110).
            if screen.decoder.isLibraryDrawn { return nil }
            // A library's class of the name reads its default its own way, or not at all
            // (apolline's com.yokkomi SeekBarPreference never reads it): judged, as a switch is,
            // only where the project's code shows the class to be a slider, or with no code to ask.
            if p.isCustomClass, let code = screen.decoder.code,
               code.platformBase(of: p.localName).map({ PreferenceKind(element: $0) != .seekBar }) ?? true { return nil }
            // A reference to a kind not read here (`@dimen/x` of format integer) is a number to aapt.
            guard case .text(let text)? = resolver.value(p, .defaultValue), AndroidReference(text) == nil else { return nil }
            // An app's own class named so may read a number of another kind (MyExpenses'
            // FloatSeekBarPreference reads `12.0` with TypedArray.getFloat): only a non-number is wrong.
            if p.isCustomClass, Double(text.trimmed(includingLineBreaks: true)) != nil, PreferenceResolver.integer(text) == nil { return nil }
            guard let value = PreferenceResolver.integer(text) else {
                return diagnostic("a SeekBarPreference's 'defaultValue' must be an integer, not '\(text)': reading it throws a NumberFormatException",
                                  p, at: .defaultValue)
            }
            // AndroidX's range (0–100 unless min/max say): an app's own class named so has its own
            // (VanillaMusic's SeekBarPreference reads sbpMaxValue).
            let low = resolver.integer(p, .min) ?? 0, high = resolver.integer(p, .max) ?? 100
            guard !p.isCustomClass, value < low || value > high else { return nil }
            return diagnostic("'defaultValue' \(value) is outside the bar's range \(low)–\(high); it shows clamped", p, at: .defaultValue)
        case .list, .multiSelect:
            // The values decide what shows as chosen; entries the code makes from them (Sobriety's
            // date formats) or none at all (entries-mismatch says so) leave the default judged.
            // An empty array is a placeholder the app fills in code (Gadgetbridge's loyalty-card apps).
            guard case .array(let keys)? = resolver.value(p, .entryValues), !keys.isEmpty else { return nil }
            // The app's own class whose code extends another kind of list reads its default its own way.
            if p.isCustomClass, let base = screen.decoder.code?.platformBase(of: p.localName), PreferenceKind(element: base) != p.kind { return nil }
            // The code that loads the screen replaces the list's values or value (Catroid's sensors).
            if let code = screen.decoder.code,
               code.setLists.replaces(screen: screen.decoder.stem, written: p.attribute(.key)?.value, resolved: resolver.key(p)) { return nil }
            switch (p.kind, resolver.value(p, .defaultValue)) {
            // A list that stores nothing (`persistent="false"`) is a picker for an action, and a
            // default outside its values (VLC's subtitle presets' -1) means none is chosen, as
            // meant; so does an empty default, "no choice yet".
            case (.list, .text(let value)?) where !value.isEmpty && value != noChoice && !keys.contains(value) && resolver.bool(p, .persistent) != false
                && !amongDeviceValues(value, of: p, screen):
                // A number near another is another value, not a misspelling: '11' is no typo of '1',
                // and a fix would change what users store.
                let suggestion = Double(value) == nil ? EditDistance.closest(to: value, in: keys) : nil
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                return diagnostic("'defaultValue' '\(value)' is not among 'entryValues', so no entry shows as chosen\(hint)", p, at: .defaultValue)
                    .fixing(value, suggestion)
            case (.multiSelect, .text(let value)?):
                return diagnostic("a MultiSelectListPreference's 'defaultValue' must be an @array of entry values, not '\(value)'", p, at: .defaultValue)
            case (.multiSelect, .array(let chosen)?):
                let strays = chosen.filter { !keys.contains($0) }
                guard !strays.isEmpty else { return nil }
                return diagnostic("'defaultValue' holds \(strays.map { "'\($0)'" }.joined(separator: ", ")), not among 'entryValues'", p, at: .defaultValue)
            default: return nil
            }
        default: return nil
        }
    }
}
