/// A file drawn in each of its locales (`--locale all`) is checked once a locale, but a mistake in
/// the file is one mistake: findings at one place, of one rule and one message, are reported once,
/// and those that name the locale they were found in (` (in de)`) name them all (` (in de, en)`).
enum LocaleRepeats {
    static func merged(_ list: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var rule: RuleID
            var start: Mark
            var message: Substring
        }
        var first: [Key: Int] = [:]
        var out: [Diagnostic] = []
        var locales: [[Substring]] = []
        for d in list {
            let (message, locale) = split(d.message)
            let key = Key(rule: d.rule, start: d.start, message: message)
            if let i = first[key] {
                if let locale, !locales[i].contains(locale) { locales[i].append(locale) }
                continue
            }
            first[key] = out.count
            out.append(d)
            locales.append(locale.map { [$0] } ?? [])
        }
        for i in out.indices where locales[i].count > 1 {
            out[i].message = split(out[i].message).message + " (in " + locales[i].joined(separator: ", ") + ")"
        }
        return out
    }

    /// A message and the locale its ` (in LOCALE)` ending names, if it has one.
    private static func split(_ message: String) -> (message: Substring, locale: Substring?) {
        guard message.hasSuffix(")"), let open = message.ranges(of: " (in ").last else { return (message[...], nil) }
        let locale = message[open.upperBound..<message.index(before: message.endIndex)]
        guard !locale.isEmpty, !locale.contains(" ") else { return (message[...], nil) }
        return (message[..<open.lowerBound], locale)
    }
}
