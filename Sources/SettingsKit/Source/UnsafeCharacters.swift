/// The characters that could move the cursor or reorder text if printed raw. Every output escapes
/// them (TerminalSafe in text, `\u` escapes in JSON), and the `control-character` rule reports
/// the controls among them: they are a fact about characters, so they live at the bottom.
package enum UnsafeCharacters {
    /// Whether a scalar could move the cursor or reorder text if printed raw.
    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200E, 0x200F, 0x061C: return true  // left-to-right, right-to-left and Arabic letter marks
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case FileName.carried: return true
        default: return isControl(s)
        }
    }

    /// The characters the `control-character` rule reports: C0, DEL, C1, and the bidi embeddings,
    /// overrides and isolates. The marks above are escaped in output but are legitimate in
    /// right-to-left text.
    package static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
