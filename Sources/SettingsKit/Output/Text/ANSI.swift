/// Turns laid-out lines into text: plain, or with ANSI SGR sequences.
package enum ANSI {
    /// The lines as text, styled with SGR sequences at `depth`, or plain without one; a line feed after each.
    package static func render(_ lines: [Line], color depth: ColorDepth?) -> String {
        String(decoding: utf8(lines, color: depth), as: UTF8.self)
    }

    /// The same text as UTF-8 bytes, for output that need not become a `String` first.
    static func utf8(_ lines: [Line], color depth: ColorDepth?) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(lines.count * 100)
        func append(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil { out.append(contentsOf: text.utf8) }
        }
        for line in lines {
            let start = out.count
            for span in line.spans {
                if let depth { append(styled(span, depth)) } else { append(span.text) }
            }
            // Trailing spaces carry nothing and upset diffs of golden files. (A span never ends
            // in a character that joins the next, so a space at the end is a character of its own.)
            while out.count > start, out.last == 0x20 { out.removeLast() }
            out.append(0x0A)
        }
        return out
    }

    /// Text the tool draws (not page text) in a style, or plain without colour.
    static func paint(_ text: String, _ style: TextStyle, _ depth: ColorDepth?) -> String {
        guard let depth else { return text }
        return styled(Span(drawing: text, style), depth)
    }

    static func styled(_ span: Span, _ depth: ColorDepth) -> String {
        guard let open = opening(span.style, depth), !span.text.isEmpty else { return span.text }
        return open + span.text + reset
    }

    /// The escape that starts a style's colour and weight; nil for a plain style. `reset` ends it.
    static func opening(_ style: TextStyle, _ depth: ColorDepth) -> String? {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if let c = style.color {
            switch depth {
            case .trueColor: codes.append("38;2;\(c.red);\(c.green);\(c.blue)")
            case .palette256: codes.append("38;5;\(palette256(c))")
            }
        }
        return codes.isEmpty ? nil : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    static let reset = "\u{1B}[0m"

    /// The nearest xterm-256 colour: the 6×6×6 cube (16–231) or the grey ramp (232–255).
    static func palette256(_ c: Color) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) }!
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let dr = r - Int(c.red), dg = g - Int(c.green), db = b - Int(c.blue)
            return dr * dr + dg * dg + db * db
        }
        let (r, g, b) = (nearestLevel(c.red), nearestLevel(c.green), nearestLevel(c.blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(levels[r], levels[g], levels[b])
        let average = (Int(c.red) + Int(c.green) + Int(c.blue)) / 3
        let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyIndex
        return distance(greyLevel, greyLevel, greyLevel) < cubeDistance ? 232 + greyIndex : cube
    }
}
