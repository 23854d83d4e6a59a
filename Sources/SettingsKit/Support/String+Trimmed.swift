extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmed: String { trimmed(includingLineBreaks: false) }

    /// The text without leading and trailing spaces and tabs, and line breaks too if asked.
    func trimmed(includingLineBreaks: Bool) -> String {
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || (includingLineBreaks && (c == "\n" || c == "\r" || c == "\r\n")) }
        var s = Substring(self)
        while let f = s.first, isSpace(f) { s.removeFirst() }
        while let l = s.last, isSpace(l) { s.removeLast() }
        return String(s)
    }
}

extension String {
    var trimmed: String { trimmed(includingLineBreaks: false) }

    /// The same; most texts have nothing to trim, which their end bytes show without a walk by
    /// Character (a character that starts or ends with any other byte is none of these).
    func trimmed(includingLineBreaks: Bool) -> String {
        func mayBeSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || (includingLineBreaks && (b == 0x0A || b == 0x0D)) }
        if let f = utf8.first, let l = utf8.last, !mayBeSpace(f), !mayBeSpace(l) { return self }
        return self[...].trimmed(includingLineBreaks: includingLineBreaks)
    }
}
