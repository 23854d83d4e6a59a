/// A user's stored values (`--values` with a user-defaults property list) against a schema file:
/// each as the property-list value the Settings app reads, and the ones its row cannot show.
enum StoredSpecifierValues {
    /// A stored value as a property-list value, standing where its specifier does.
    static func node(_ value: ValueOverlay.StoredValue, at start: Mark) -> PlistNode {
        let content: PlistNode.Content = switch value {
        case .text(let t): .string(t)
        case .bool(let b): .bool(b)
        case .integer(let i): .integer(i)
        case .real(let d): .real(d)
        case .list(let items): .array(items.map { PlistNode(content: .string($0), start: start) })
        }
        return PlistNode(content: content, start: start)
    }

    /// Stored values a specifier cannot show: a choice among `Values` (equal as the Settings app
    /// compares them, `PlistNode.sameValue`) that is none of them, a switch's value that is neither its
    /// `TrueValue`/`FalseValue` nor a boolean, a slider's that is no number.
    static func problems(_ specifiers: [PlistNode], values: ValueOverlay) -> [Diagnostic] {
        specifiers.enumerated().compactMap { i, dictionary -> Diagnostic? in
            guard let s = Specifier(dictionary, index: i), let key = s.key, let entry = values.storedEntry(key) else { return nil }
            let stored = node(entry.value, at: dictionary.start)
            switch s.type {
            case .multiValue, .radioGroup, .titleValue:
                guard let choices = s.array(.values), !choices.isEmpty, !choices.contains(where: { $0.sameValue(as: stored) }) else { return nil }
                let kinds = Set(choices.map(\.kindDescription)).sorted().joined(separator: " and ")
                return ValueOverlay.mismatch(entry, "none of the row's Values (\(kinds)) is equal to it, so no choice shows as chosen")
            case .toggleSwitch:
                let states = [s.value(.trueValue), s.value(.falseValue)].compactMap { $0 }
                if !states.isEmpty {
                    return states.contains { $0.sameValue(as: stored) } ? nil
                        : ValueOverlay.mismatch(entry, "it is neither the switch's TrueValue nor its FalseValue, so the switch shows off")
                }
                // What `boolForKey:` reads as a boolean: a boolean, 0 or 1, `YES`/`NO`, `true`/`false`.
                switch entry.value {
                case .bool: return nil
                case .integer(let i) where i == 0 || i == 1: return nil
                case .text(let t) where Specifier.stringBooleans[t] != nil: return nil
                default: return ValueOverlay.mismatch(entry, "a switch stores a boolean, so it shows off")
                }
            case .slider:
                return stored.number == nil ? ValueOverlay.mismatch(entry, "a slider stores a number") : nil
            default:
                return nil
            }
        }
    }
}
