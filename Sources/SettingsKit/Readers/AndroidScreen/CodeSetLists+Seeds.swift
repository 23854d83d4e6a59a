/// Keys the code stores itself unless already stored: `if (!prefs.contains(KEY)) { … putString(KEY, …) }`,
/// or `!prefs.all.containsKey(KEY)` (ActivityLauncher's `SettingsService.init`, called as its `Application` starts, seeds the
/// language list's "System Default"). Code that seeds a key so decides its first value, in
/// whichever file it is written: the XML default of a list or switch of that key never shows.
extension CodeSetLists {
    /// How far after the `contains(…)` test the seeding `put…(KEY` may start.
    static let seedReach = 400

    /// The key argument of each `put…` that follows a negated `contains(KEY)` with the same key,
    /// each with whether it writes into a store the code names (see `writes`).
    static func seeds(_ code: CodeBytes) -> [(key: String, namedStore: Bool)] {
        let tests = (code.occurrences(of: "contains(") + code.occurrences(of: "containsKey(")).sorted()
        guard !tests.isEmpty else { return [] }
        let stores = namedStores(code)
        // A key may start on the next line (`editor.putString(⏎ Accessor.SHOW_GRID, …)`: A01f's initializer).
        let puts = writers.flatMap { name in
            code.occurrences(of: name + "(").filter(code.startsWord).map { at in
                var argument = at + name.utf8.count + 1
                while argument < code.bytes.count, XMLText.isSpace(code.bytes[argument]) { argument += 1 }
                return (at: at, argument: argument)
            }
        }.sorted { $0.at < $1.at }
        return tests.compactMap { at -> (String, Bool)? in
            // `!prefs.contains(`: the receiver's dot, its name, then the negation.
            guard at > 0, code.bytes[at - 1] == UInt8(ascii: "."), isNegated(at - 1, code),
                  let tested = code.argument(ofCallAt: at)?.trimmed(includingLineBreaks: true), !tested.isEmpty else { return nil }
            // The puts after the test, found by binary search, up to `seedReach`.
            var low = 0, high = puts.count
            while low < high { let mid = (low + high) / 2; if puts[mid].at <= at { low = mid + 1 } else { high = mid } }
            let end = min(code.bytes.count, at + seedReach)
            let put = puts[low...].prefix { $0.at < end }.first { isKey(tested, at: $0.argument, code) }
            return put.map { (tested, writesNamedStore($0.at, stores: stores, code)) }
        }
    }

    /// Whether the argument at `start` is `key`, then its `,`.
    private static func isKey(_ key: String, at start: Int, _ code: CodeBytes) -> Bool {
        guard code.bytes[start...].starts(with: key.utf8) else { return false }
        var i = start + key.utf8.count
        while i < code.bytes.count, XMLText.isSpace(code.bytes[i]) { i += 1 }
        return i < code.bytes.count && code.bytes[i] == UInt8(ascii: ",")
    }

    /// Whether the receiver that ends at the dot `dot` is negated: `!prefs.`, `!this.prefs.`, `!getPrefs(context).`.
    private static func isNegated(_ dot: Int, _ code: CodeBytes) -> Bool {
        var i = dot
        while i > 0, dot - i < 120, CodeBytes.isWord(code.bytes[i - 1]) || [0x2E, 0x28, 0x29].contains(code.bytes[i - 1]) { i -= 1 }
        return i > 0 && code.bytes[i - 1] == UInt8(ascii: "!")
    }
}
