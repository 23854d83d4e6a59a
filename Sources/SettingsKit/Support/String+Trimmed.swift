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
