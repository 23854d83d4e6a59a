/// A path pattern of a configuration's `include` and `exclude`, matched against a path relative to
/// the configuration's folder, as `.gitignore` and SwiftLint's `excluded` read them:
///
/// - `*` matches any run of characters but `/`, `?` one character but `/`, `**` any run of folders
///   (`pages/**/*.yaml`, `**/legacy`);
/// - a pattern without a `/` matches a name at any depth (`*.generated.yaml`);
/// - a pattern that matches a folder matches everything below it (`Fixtures`, `Pods/`).
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    package let description: String
    private let parts: [Substring]
    private let anywhere: Bool

    /// A pattern as written in a configuration.
    package init(_ pattern: String) {
        description = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        anywhere = !trimmed.contains("/")
        parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether the pattern matches `path` (relative, `/`-separated) or a folder it lies in.
    package func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty else { return false }
        if anywhere { return names.contains { Self.matches(name: $0, pattern: parts[0]) } }
        // The parts the names so far may have reached, as an automaton steps: `**` both stays and
        // moves on, so many of them cost a pass each, not a backtracking search (a 69-byte
        // pattern of `**`s took exponential time). Reaching the end after a leading run of the
        // path's names is a match of the path or of a folder it lies in.
        var reached = Self.closure([true] + [Bool](repeating: false, count: parts.count), parts)
        for name in names {
            var next = [Bool](repeating: false, count: parts.count + 1)
            for (j, part) in parts.enumerated() where reached[j] {
                if part == "**" {
                    next[j] = true
                } else if Self.matches(name: name, pattern: part) {
                    next[j + 1] = true
                }
            }
            reached = Self.closure(next, parts)
            if reached[parts.count] { return true }
        }
        return false
    }

    /// What is reached also reaches the part after each `**` it holds: `**` may stand for no name.
    private static func closure(_ reached: [Bool], _ parts: [Substring]) -> [Bool] {
        var reached = reached
        for (j, part) in parts.enumerated() where reached[j] && part == "**" { reached[j + 1] = true }
        return reached
    }

    /// One name against one part: `*` and `?` within the name. Backtracking only at the last `*`,
    /// so it is linear in practice and at worst the product of the two lengths.
    static func matches(name: Substring, pattern: Substring) -> Bool {
        let n = Array(name.unicodeScalars), p = Array(pattern.unicodeScalars)
        var (i, j) = (0, 0)
        var star: (p: Int, n: Int)?
        while i < n.count {
            if j < p.count, p[j] == "?" || p[j] == n[i] {
                (i, j) = (i + 1, j + 1)
            } else if j < p.count, p[j] == "*" {
                star = (j, i)
                j += 1
            } else if let s = star {
                (i, j) = (s.n + 1, s.p + 1)
                star = (s.p, s.n + 1)
            } else {
                return false
            }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }
}
