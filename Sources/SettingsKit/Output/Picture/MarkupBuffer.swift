/// Markup written as bytes into one growing buffer and handed on in large pieces: a picture of a
/// large page is about ten times its text render's size, and building it from interpolated strings
/// cost four times as long as the text render (a temporary string per attribute, a formatter per
/// number and colour). One writer uses it, on one thread.
final class MarkupBuffer {
    private let bytes = ByteBuffer()

    /// Markup the writer spells itself.
    func raw(_ text: StaticString) {
        bytes.append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Markup from a string the writer made (never page text).
    func raw(_ text: String) {
        var text = text
        text.withUTF8 { if let base = $0.baseAddress { bytes.append(base, count: $0.count) } }
    }

    /// Page text, escaped (`Markup.escape`).
    func text(_ text: String) {
        raw(Markup.escape(text))
    }

    /// A number of points: at most two decimals, no trailing zeros (`12`, `12.5`, `-0.25`).
    func number(_ value: Double) {
        guard value.isFinite, abs(value) < 1e12 else {
            raw("0")
            return
        }
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        integer(magnitude / 100)
        let fraction = Int(magnitude % 100)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    func integer(_ value: UInt) {
        // The digits from the last, into a buffer on the stack, then in order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value, n = 0
            repeat {
                digits[19 - n] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                n += 1
            } while rest > 0
            bytes.append(UnsafeRawPointer(digits.baseAddress! + 20 - n), count: n)
        }
    }

    func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        integer(value.magnitude)
    }

    /// ` name="value"` for a number.
    func attribute(_ name: StaticString, _ value: Double) {
        raw(" ")
        raw(name)
        raw("=\"")
        number(value)
        raw("\"")
    }

    /// A rectangle as four numbers, `x y width height` (a `viewBox`, a row's `data-box`).
    func numbers(_ r: Rect) {
        number(r.x)
        raw(" ")
        number(r.y)
        raw(" ")
        number(r.width)
        raw(" ")
        number(r.height)
    }

    /// ` x="…" y="…" width="…" height="…"`.
    func box(_ r: Rect) {
        attribute("x", r.x)
        attribute("y", r.y)
        attribute("width", r.width)
        attribute("height", r.height)
    }

    /// ` fill="#RRGGBB"` (or `stroke`), with its opacity when the colour is not opaque: SVG 1.1
    /// viewers do not all read `#RRGGBBAA`.
    func paint(_ color: Color, _ name: StaticString = "fill") {
        raw(" ")
        raw(name)
        raw("=\"#")
        hex(color.red)
        hex(color.green)
        hex(color.blue)
        raw("\"")
        if color.alpha < 255 {
            raw(" ")
            raw(name)
            raw("-opacity=\"")
            number(Double(color.alpha) / 255)
            raw("\"")
        }
    }

    private func hex(_ byte: UInt8) {
        bytes.append(Self.hexDigit(byte >> 4))
        bytes.append(Self.hexDigit(byte & 0xF))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    /// Everything written so far.
    var text: String { String(decoding: bytes.contents, as: UTF8.self) }

    /// Hands what is written to `emit` once it is large, or always with `force`.
    func flush(to emit: (String) -> Void, force: Bool = false) {
        guard force || bytes.count >= 1 << 16, bytes.count > 0 else { return }
        emit(text)
        bytes.removeAll()
    }
}
