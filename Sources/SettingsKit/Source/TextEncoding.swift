/// How a file's bytes spell its text, as its byte-order mark tells: everything else is read as
/// UTF-8. A file written back (`validate --fix`) keeps it, byte-order mark and all, so Xcode,
/// Apple's property-list reader and AndroidX read the file as they did before.
public enum TextEncoding: String, Sendable, Hashable {
    /// UTF-8 without a byte-order mark (and any file that has none).
    case utf8 = "UTF-8"
    /// UTF-8 after the bytes EF BB BF.
    case utf8WithBOM = "UTF-8 with a byte-order mark"
    /// UTF-16 after FF FE.
    case utf16LittleEndian = "UTF-16 (little-endian)"
    /// UTF-16 after FE FF.
    case utf16BigEndian = "UTF-16 (big-endian)"

    /// The encoding a file's first bytes name.
    init(of bytes: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self = .utf8WithBOM
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            self = .utf16LittleEndian
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            self = .utf16BigEndian
        } else {
            self = .utf8
        }
    }

    /// UTF-8 text as this encoding writes it, byte-order mark first; nil when the text is not
    /// UTF-8 through and through and UTF-16 could not carry it unchanged. For UTF-8 the bytes are
    /// kept as they are, valid or not: reading them again gives the same text.
    public func encode(_ text: [UInt8]) -> [UInt8]? {
        switch self {
        case .utf8: return text
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16BigEndian:
            var out: [UInt8] = self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            out.reserveCapacity(2 + text.count * 2)
            var iterator = text.makeIterator(), decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    for unit in UTF16.encode(scalar)! {
                        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                        out += self == .utf16LittleEndian ? [low, high] : [high, low]
                    }
                case .emptyInput: return out
                case .error: return nil
                }
            }
        }
    }
}
