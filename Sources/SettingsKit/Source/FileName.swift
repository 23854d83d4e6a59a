/// File names are bytes and need not be UTF-8, but a `String` holds only Unicode. So that every
/// name can be walked, read, reported and opened again exactly, a byte that is not part of valid
/// UTF-8 travels in a path string as one scalar of U+10FF80…U+10FFFF (U+10FF00 plus the byte),
/// and so does each UTF-8 byte of any such scalar a name really holds: the mapping is one to one.
///
/// Printers show a carried byte as `\xFF` in text (TerminalSafe) and as `\uDCFF` in JSON (the
/// escape Python's `surrogateescape` reads back as the byte).
package enum FileName {
    static let carried: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

    static func isCarried(_ s: Unicode.Scalar) -> Bool { carried.contains(s.value) }

    /// The byte a carried scalar stands for.
    static func byte(_ s: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: s.value) }

    /// The path string for a name's bytes.
    package static func string(_ bytes: some Collection<UInt8>) -> String {
        if let s = String(validating: bytes, as: UTF8.self), !mayCarry(s) { return s }
        // A name is short, and this path is for names that are not UTF-8 at all: clarity first.
        let a = Array(bytes)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < a.count {
            let length = (1...4).first { n in
                i + n <= a.count && String(validating: a[i..<(i + n)], as: UTF8.self)?.unicodeScalars.count == 1
            }
            guard let length else {
                out.append(Unicode.Scalar(0x10FF00 + UInt32(a[i]))!)
                i += 1
                continue
            }
            let scalar = String(decoding: a[i..<(i + length)], as: UTF8.self).unicodeScalars.first!
            if isCarried(scalar) {
                for b in a[i..<(i + length)] { out.append(Unicode.Scalar(0x10FF00 + UInt32(b))!) }
            } else {
                out.append(scalar)
            }
            i += length
        }
        return String(out)
    }

    /// The bytes the system knows the name by.
    package static func bytes(_ path: String) -> [UInt8] {
        guard mayCarry(path) else { return Array(path.utf8) }
        var out: [UInt8] = []
        for s in path.unicodeScalars {
            if isCarried(s) { out.append(byte(s)) } else { out.append(contentsOf: String(s).utf8) }
        }
        return out
    }

    /// Calls `body` with the name as a C string for the system's calls.
    package static func withSystemPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard mayCarry(path) else { return try path.withCString(body) }
        let c = bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try c.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// A quick test that rules out carried scalars: each is encoded F4 8F BE/BF xx.
    private static func mayCarry(_ s: String) -> Bool {
        s.utf8.contains(0xF4) && s.unicodeScalars.contains(where: isCarried)
    }
}
