/// A safe fix for a finding: the one word the file spells wrong, and the word it means, from the
/// finding's "did you mean". `validate --fix` and the editor's quick fix apply it the same way,
/// replacing that word inside the finding's span and no other byte (`FixEdit`).
public struct Fix: Sendable, Hashable {
    /// The text as the file has it.
    public var old: String
    /// What it becomes.
    public var new: String
    /// Where the node holding the word starts, when the finding points elsewhere: a property
    /// list's `<key>Type</key>`, whose `<string>` follows. The word is looked for there only.
    public var at: Mark?

    /// A fix from one word to another, in the node at `at` (else in the finding's span).
    public init(_ old: String, _ new: String, at: Mark? = nil) {
        (self.old, self.new, self.at) = (old, new, at)
    }

    /// What an editor's menu says: `Change 'titel' to 'title'`.
    public var title: String {
        let shown = String(String.UnicodeScalarView(old.unicodeScalars.map { UnsafeCharacters.needsEscape($0) ? "\u{FFFD}" : $0 }))
        return "Change '\(shown)' to '\(new)'"
    }

    /// Whether the new word is written the same way in every format it can land in: a YAML plain
    /// scalar, an XML attribute or element, a `.strings` key. A suggestion that would need
    /// quoting or escaping there is offered in the message only.
    var isPlain: Bool {
        // No control or bidi character either: the fix never writes what the file is warned of.
        !old.isEmpty && !new.isEmpty && new != old && !new.unicodeScalars.contains(where: UnsafeCharacters.needsEscape) && new.utf8.allSatisfy { c in
            switch c {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "+"): true
            default: c >= 0x80 && new.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && $0.value >= 0xA0 }
            }
        }
    }
}

extension Diagnostic {
    /// The same finding with a fix from `old` to `suggestion`, when there is a suggestion and it
    /// can be written plainly; `at`: where the node holding `old` starts, when not at the finding.
    public func fixing(_ old: String, _ suggestion: String?, at: Mark? = nil) -> Diagnostic {
        guard let suggestion else { return self }
        let fix = Fix(old, suggestion, at: at)
        guard fix.isPlain else { return self }
        var copy = self
        copy.fix = fix
        return copy
    }
}
