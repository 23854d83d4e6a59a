import Foundation
@testable import SettingsKit

/// A disagreement with Debian's aapt that must stay, with why: each is listed in Docs/Android.md,
/// "The aapt oracle". The first that applies names it.
struct AaptException: Sendable {
    var name: String
    var applies: @Sendable (AaptDisagreement) -> Bool

    static func refused(_ name: String, _ message: String) -> AaptException {
        AaptException(name: name) { $0.refusal?.contains(message) == true }
    }

    static let all: [AaptException] = [
        // aapt and aapt2 refuse the build over these; the reader shows the text, as written for a
        // bad `\u`, and the page shows what the string says.
        refused("unescaped apostrophe", "Apostrophe not preceded by \\"),
        refused("non-positional substitutions", "Multiple substitutions specified in non-positional format"),
        refused("bad \\u escape", "Bad character in \\u unicode escape sequence"),
        // aapt v1 drops an escape it does not know with its character (`\q` → nothing); aapt2
        // keeps the character (`StringBuilder::AppendText`, "Ignore the escape character and just
        // include the codepoint"), and so does the reader.
        AaptException(name: "unknown escape (aapt v1 drops it)") { d in
            guard d.refusal == nil, let aapt = d.aapt, d.aaptV1 != d.ours else { return false }
            return d.agrees(aapt, texts: d.aaptV1)
        },
        // Text that starts as a reference and is none (`@`, `@ null`, `?`): aapt refuses it; the
        // reader shows the text.
        refused("malformed reference", "No resource type specified"),
        refused("malformed reference", "Resource id cannot be an empty string"),
        AaptException(name: "malformed reference") { d in
            d.refusal?.contains("No resource found that matches the given name") == true && d.ours.contains { $0.hasPrefix("@") || $0.hasPrefix("?") }
        },
        // A backslash just before a tag (`a\<b>n</b>`): aapt2 escapes within each piece between
        // tags, so it escapes nothing; aapt v1 escapes across the tag.
        AaptException(name: "escape cut by a tag (aapt v1 joins it)") { d in
            d.written.contains { $0.contains("\\\u{1}") || $0.contains("\\\u{2}") }
        },
        // White space beside a tag: aapt2 ends quotes and runs of white space at a styling tag, and
        // trims only the first and last pieces between tags (`FlattenXmlSubtree`); the reader
        // follows it, aapt v1 places the spaces otherwise. The words are the same.
        AaptException(name: "white space beside a tag (aapt v1 differs)") { d in
            guard d.refusal == nil, let aapt = d.aapt, d.written.contains(where: { $0.unicodeScalars.contains { $0 == AndroidText.spanEdge || $0 == AndroidText.segmentEdge } })
            else { return false }
            func words(_ s: String) -> [Substring] { s.split(whereSeparator: \.isWhitespace) }
            let theirs: [String] = switch aapt {
            case .text(let t): [t]
            case .array(let items): items.map { if case .text(let t) = $0 { t } else { "" } }
            default: []
            }
            return theirs.count == d.ours.count && zip(theirs, d.ours).allSatisfy { words($0) == words($1) }
        },
        // A space after an escaped backslash at the end (`a \\ `): aapt v1 keeps it (it takes the
        // space for an escaped one); aapt2 trims the text before reading escapes, and so does the reader.
        AaptException(name: "space after a final \\\\ (aapt v1 keeps it)") { d in
            guard case .text(let t)? = d.aapt, d.resource.kind == .string else { return false }
            return t == d.ours[0] + " " && d.written[0].trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("\\\\")
        },
    ]
}

extension AaptDisagreement {
    /// Whether aapt's value is `texts` (aapt's text items; others left out).
    func agrees(_ value: Aapt.Value, texts: [String]) -> Bool {
        switch value {
        case .array(let items):
            return items.count == texts.count && zip(texts, items).allSatisfy { text, item in
                if case .text(let t) = item { text == t } else { true }
            }
        case .text(let t): return texts == [t]
        default: return false
        }
    }
}
