/// The bytes of a `<data>` value, decoded as Apple's reader decodes them (CoreFoundation's
/// `parseDataTag`): base64 digits in groups of four, anything else below 128 skipped (white space,
/// stray punctuation), and `=` at the end of a group dropping its last bytes. No settings key needs
/// the bytes; `convert` and the tests do.
package enum PlistData {
    /// The bytes, or nil where Apple's reader refuses the text: a character of 128 or more.
    package static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var accumulated: UInt32 = 0, digits = 0, equals = 0
        for byte in text.utf8 {
            guard byte < 128 else { return nil }
            if byte == UInt8(ascii: "=") {
                equals += 1
            } else if !isSpace(byte) {
                equals = 0
            }
            guard let value = digit(byte) else { continue }
            digits += 1
            accumulated = accumulated << 6 | value
            guard digits % 4 == 0 else { continue }
            out.append(UInt8(truncatingIfNeeded: accumulated >> 16))
            if equals < 2 { out.append(UInt8(truncatingIfNeeded: accumulated >> 8)) }
            if equals < 1 { out.append(UInt8(truncatingIfNeeded: accumulated)) }
        }
        return out
    }

    /// C's `isspace`: what does not reset the count of `=` signs.
    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }

    /// A base64 digit's value; `=` counts as a zero digit, as in CoreFoundation's table.
    private static func digit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(b - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(b - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        case UInt8(ascii: "="): 0
        default: nil
        }
    }
}
