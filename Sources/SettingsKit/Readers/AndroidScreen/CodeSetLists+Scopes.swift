/// Which preference a setter written without a receiver acts on: the one found just before it
/// and chained on (`findPreference(KEY)?.setValueIndex(0)`), or the one a Kotlin scope block
/// around it opened (`findPreference<ListPreference>(C.UI_LANGUAGE)?.apply {`), however deep in
/// `if`, `try` and `catch` blocks inside that scope the setter sits (Xtra's language list,
/// holdout 17: one setter read as "any list" turned off the checks of 14 screens).
extension CodeSetLists {
    /// The argument of the `findPreference` call whose result the code just before a setter acts on:
    /// chained on it (`?.`), or inside a scope block on it (`?.apply {`) still open.
    /// `opening`: only a scope the window's last `{` opens on the call itself (`?.apply {`).
    static func chainedFindPreference(before window: String, finders: [String], opening: Bool = false) -> String? {
        guard let call = finders.compactMap({ window.ranges(of: $0).last }).max(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let rest = window[call.upperBound...]
        guard let open = rest.firstIndex(of: "("), let close = matchingParenthesis(rest, open) else { return nil }
        let between = String(rest[rest.index(after: close)...].filter { !$0.isWhitespace })
        let argument = String(rest[rest.index(after: open)..<close])
        let scopes = ["apply{", "run{", "also{", "let{"].flatMap { scope in [".", "?.", "!!."].map { $0 + scope } }
        if opening { return scopes.contains(between) ? argument : nil }
        if ["", ".", "?.", "!!."].contains(between) { return argument }
        // The scope's own `{` still open at the window's end, not closed and another opened after it.
        guard let scope = scopes.first(where: between.hasPrefix) else { return nil }
        var depth = 1
        for c in between.dropFirst(scope.count) {
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            if depth == 0 { return nil }
        }
        return argument
    }

    /// How far back the blocks around a setter are looked through, and how many a file's setters
    /// may look through so: a file of many costs no more than a few readings of it.
    static let scopeReach = 4_000
    static let maxScopeWalks = 256

    /// `chainedFindPreference` over the window before `at`, or else the scope block still open
    /// around `at` that a `findPreference` call opened; `scopes` counts the file's walks.
    static func findPreference(actedOnAt at: Int, _ code: CodeBytes, finders: [String], scopes: inout Int) -> String? {
        if let argument = chainedFindPreference(before: code.text(from: max(0, at - 600), to: at), finders: finders) { return argument }
        guard scopes < maxScopeWalks else { return nil }
        scopes += 1
        var i = at, depth = 0
        while i > 0, at - i < scopeReach {
            i -= 1
            if code.bytes[i] == 0x7D { depth += 1 }
            guard code.bytes[i] == 0x7B else { continue }
            if depth > 0 { depth -= 1; continue }
            // A block still open around the setter: a scope on a preference found here says which.
            let opener = code.text(from: max(0, i - 600), to: i + 1)
            if let argument = chainedFindPreference(before: opener, finders: finders, opening: true) { return argument }
            // A scope on anything else is what the setter acts on; `if`, `try`, `else` and lambdas are not.
            let word = String(opener.dropLast().trimmed(includingLineBreaks: true).reversed().prefix { $0.isLetter }.reversed())
            if word == "apply" || word == "run" { return nil }
        }
        return nil
    }
}
