/// `v` in hexadecimal, zero-padded to `digits`: `hexDigits(0x1B, digits: 2)` is `1B`, and a code point is
/// `"U+" + hexDigits(v, digits: 4)`.
package func hexDigits(_ v: some BinaryInteger, digits: Int, uppercase: Bool = true) -> String {
    let h = String(v, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - h.count)) + h
}
