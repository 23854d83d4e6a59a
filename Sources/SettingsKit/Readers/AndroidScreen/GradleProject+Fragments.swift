/// The screens a fragment is handed by name: a row or header that opens a fragment passes it an
/// `<extra>`, and the fragment loads the screen the extra names (`getIdentifier(name, "xml", …)`).
/// Android's own `PreferenceActivity` headers do this (Androzic's `<extra android:name="resource"
/// android:value="pref_behavior"/>`), and so do apps' rows (HalachicTimes' `<PreferenceScreen
/// android:fragment="….ZmanFastEndsPreferenceFragment">` with `<extra android:name="xml"
/// android:value="zman_fast_ends_preferences"/>`). The fragment's code then speaks for that screen
/// as if it named `R.xml.zman_fast_ends_preferences` (`AppCode`).
extension GradleProject {
    /// How far past a `fragment="…"` its extras are looked for.
    static let extrasReach = 2_000

    /// Each fragment class a file's rows open, by simple name (past the last `.` or `$`), with the
    /// values of the extras that follow it, before the next row that opens one.
    static func fragmentExtras(in bytes: [UInt8]) -> [(fragment: String, values: [String])] {
        let fragment = Array(":fragment=\"".utf8), extra = Array("<extra".utf8), value = Array(":value=\"".utf8)
        var found: [(String, [String])] = [], i = 0
        while let at = ByteSearch.firstIndex(of: fragment, in: bytes, from: i) {
            let start = at + fragment.count
            guard let close = bytes[start...].firstIndex(of: 0x22) else { break }
            let name = String(decoding: bytes[start..<close], as: UTF8.self)
            let simple = String(name.split(whereSeparator: { $0 == "." || $0 == "$" }).last ?? "")
            // Its extras are its children: none where its tag closes itself, none past its first end tag but an extra's.
            let next = ByteSearch.firstIndex(of: fragment, in: bytes, from: close) ?? bytes.count
            var end = min(next, close + extrasReach)
            if let tagEnd = bytes[close..<end].firstIndex(of: 0x3E) {
                end = bytes[tagEnd - 1] == 0x2F ? tagEnd : (Self.firstEndTag(in: bytes, from: tagEnd, before: end) ?? end)
            }
            var values: [String] = [], j = close
            while let e = ByteSearch.firstIndex(of: extra, in: bytes, from: j, to: end),
                  let v = ByteSearch.firstIndex(of: value, in: bytes, from: e, to: end) {
                let from = v + value.count
                guard let quote = bytes[from..<end].firstIndex(of: 0x22) else { break }
                values.append(String(decoding: bytes[from..<quote], as: UTF8.self))
                j = quote
            }
            if !simple.isEmpty, !values.isEmpty { found.append((simple, values)) }
            i = close
        }
        return found
    }

    /// Where the first end tag other than `</extra>` starts, in `from..<before`.
    static func firstEndTag(in bytes: [UInt8], from: Int, before: Int) -> Int? {
        var i = from
        while let at = ByteSearch.firstIndex(of: Array("</".utf8), in: bytes, from: i, to: before) {
            if !bytes[at...].starts(with: "</extra".utf8) { return at }
            i = at + 2
        }
        return nil
    }
}
