/// The characters Apple's property-list reader takes in text and XML 1.0 forbids: C0 controls
/// but tab, line feed and carriage return (a form feed in licence text, as PropertyListSerialization
/// writes it, raw), written raw or as a character reference (`&#12;`), and U+FFFE and U+FFFF.
/// expat refuses them, so before expat each becomes a private-use character no other text of the
/// document holds, and after it the text gets the character back: the value is kept exactly.
///
/// A substitution changes the length of the bytes (a form feed becomes three, `&#12;` three of
/// five), so `offset(_:)` takes an offset in the substituted bytes back to the document's, for
/// every mark. Android XML is not relaxed: aapt reads it with expat, which refuses these.
struct AppleCharacters {
    /// The bytes expat reads.
    let bytes: [UInt8]
    /// Each substitution: where it ends in `bytes`, and how many bytes longer the document's
    /// text was up to there.
    private let shifts: [(end: Int, shift: Int)]
    /// The private-use character that stands for U+0000; U+0001 is the next, and so on, with
    /// U+FFFE and U+FFFF at 32 and 33.
    let base: UInt32

    static let count: UInt32 = 34

    /// nil when the document holds none of these characters (nearly every one): expat reads it as
    /// it is.
    init?(_ input: [UInt8]) {
        guard Self.mayHold(input) else { return nil }
        let found = Self.scan(input)
        guard !found.sites.isEmpty else { return nil }
        // A base none of whose 34 characters the document holds, raw or referenced.
        guard let base = stride(from: UInt32(0xE000), to: 0xF8FF - Self.count, by: Int(Self.count)).first(where: { b in
            !found.privateUse.contains { (b..<b + Self.count).contains($0) }
        }) else { return nil }
        var out: [UInt8] = [], shifts: [(Int, Int)] = []
        out.reserveCapacity(input.count + 2 * found.sites.count)
        var from = 0, shift = 0
        for site in found.sites {
            out += input[from..<site.range.lowerBound]
            let index = site.value < 0x20 ? site.value : site.value - 0xFFFE + 32
            out += Array(String(Unicode.Scalar(base + index)!).utf8)
            shift += site.range.count - 3
            shifts.append((out.count, shift))
            from = site.range.upperBound
        }
        out += input[from...]
        (bytes, self.shifts, self.base) = (out, shifts, base)
    }

    /// Where an offset in `bytes` stands in the document.
    func offset(_ offset: Int) -> Int {
        // The last substitution that ends at or before it.
        var (low, high) = (0, shifts.count)
        while low < high {
            let mid = (low + high) / 2
            if shifts[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return offset + (low == 0 ? 0 : shifts[low - 1].shift)
    }

    /// The character a private-use stand-in stands for, or nil for any other.
    func original(_ scalar: UInt32) -> UInt32? {
        guard scalar >= base, scalar < base + Self.count else { return nil }
        let index = scalar - base
        return index < 32 ? index : 0xFFFE + index - 32
    }

    /// Whether the bytes may hold one of the characters: a forbidden control, a character
    /// reference (`&#`) or U+FFFE/U+FFFF. One plain pass: an `&amp;` or a full-width comma (whose
    /// first byte is 0xEF) sent every such file through `scan`, a fortieth of a schema file's validate.
    private static func mayHold(_ input: [UInt8]) -> Bool {
        input.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count {
                let c = b[i]
                if c < 0x20 {
                    if c != 0x09 && c != 0x0A && c != 0x0D { return true }
                } else if c == UInt8(ascii: "&") {
                    if i + 1 < b.count && b[i + 1] == UInt8(ascii: "#") { return true }
                } else if c == 0xEF, i + 2 < b.count, b[i + 1] == 0xBF, b[i + 2] == 0xBE || b[i + 2] == 0xBF {
                    return true
                }
                i += 1
            }
            return false
        }
    }

    /// Whether XML 1.0 forbids the character where Apple's reader takes it.
    static func isForbidden(_ value: UInt32) -> Bool {
        value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D || value == 0xFFFE || value == 0xFFFF
    }

    /// The forbidden characters, raw or referenced, outside CDATA sections (where a reference is
    /// text), and every private-use character the document holds.
    private static func scan(_ input: [UInt8]) -> (sites: [(range: Range<Int>, value: UInt32)], privateUse: Set<UInt32>) {
        var sites: [(range: Range<Int>, value: UInt32)] = [], privateUse: Set<UInt32> = []
        let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
        var i = 0
        while i < input.count {
            let b = input[i]
            if b < 0x20, isForbidden(UInt32(b)) {
                sites.append((i..<i + 1, UInt32(b)))
            } else if b == 0xEF, i + 2 < input.count, input[i + 1] == 0xBF, input[i + 2] == 0xBE || input[i + 2] == 0xBF {
                sites.append((i..<i + 3, 0xFFFE + UInt32(input[i + 2] - 0xBE)))
                i += 3
                continue
            } else if b == 0xEE || b == 0xEF, i + 2 < input.count {
                // U+E000 to U+F8FF are EE 80 80 to EF A3 BF.
                privateUse.insert(UInt32(b & 0x0F) << 12 | UInt32(input[i + 1] & 0x3F) << 6 | UInt32(input[i + 2] & 0x3F))
            } else if b == UInt8(ascii: "&"), i + 1 < input.count, input[i + 1] == UInt8(ascii: "#"),
                      let (value, end) = reference(input, at: i) {
                if isForbidden(value) { sites.append((i..<end, value)) } else if (0xE000...0xF8FF).contains(value) { privateUse.insert(value) }
                i = end
                continue
            } else if b == UInt8(ascii: "<"), input[i...].starts(with: cdataOpen) {
                i += cdataOpen.count
                while i < input.count, !input[i...].starts(with: cdataClose) {
                    if input[i] < 0x20, isForbidden(UInt32(input[i])) { sites.append((i..<i + 1, UInt32(input[i]))) }
                    i += 1
                }
                continue
            }
            i += 1
        }
        return (sites, privateUse)
    }

    /// A character reference at `i` (`&#12;`, `&#x1F;`): its value and where it ends; nil for
    /// anything else, which expat judges.
    private static func reference(_ input: [UInt8], at i: Int) -> (UInt32, Int)? {
        var j = i + 2
        let hex = j < input.count && input[j] == UInt8(ascii: "x")
        if hex { j += 1 }
        var value: UInt32 = 0, digits = 0
        while j < input.count, digits <= 8 {
            let c = input[j]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(c - UInt8(ascii: "A")) + 10
            case UInt8(ascii: ";"): return digits > 0 ? (value, j + 1) : nil
            default: return nil
            }
            value = value &* (hex ? 16 : 10) &+ digit
            digits += 1
            j += 1
        }
        return nil
    }
}
