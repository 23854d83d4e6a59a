/// `file:` URIs, as editors name documents (RFC 8089): `file:///a/%E8%AE%BE%E7%BD%AE.yaml` is
/// `/a/设置.yaml`.
package enum FileURI {
    /// The path of a `file:` URI, its escapes decoded; nil for another scheme or a bad escape.
    package static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.utf8.dropFirst(7)
        // `file://host/path`: only the local host's files are read.
        if rest.first != UInt8(ascii: "/") {
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
            rest = rest[slash...]
        }
        var out: [UInt8] = []
        var i = rest.startIndex
        while i < rest.endIndex {
            let c = rest[i]
            if c == UInt8(ascii: "%") {
                let digits = rest[rest.index(after: i)...].prefix(2)
                guard digits.count == 2, let byte = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
                out.append(byte)
                i = rest.index(i, offsetBy: 3)
            } else {
                out.append(c)
                i = rest.index(after: i)
            }
        }
        // A NUL would end the path early at the system call: refused.
        guard !out.contains(0) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path: every byte outside RFC 3986's unreserved set and `/` escaped.
    package static func uri(_ path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
