/// A source file's bytes, read the few ways `CodeSetLists` needs. Commented-out code (`//` to the
/// line's end, and block comments, however their lines start: JTrack's settings template inside
/// `/* … */`) is no code.
struct CodeBytes {
    let bytes: [UInt8]
    /// The comments, in order: `//` to the line's end, `/*` to past its `*/` (or the file's end).
    let comments: [Range<Int>]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        comments = Self.comments(in: bytes)
    }

    static func isWord(_ b: UInt8) -> Bool { b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b >= 0x80 }
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// Where `word` starts, outside comments.
    func occurrences(of word: String) -> [Int] {
        let needle = Array(word.utf8)
        var found: [Int] = [], i = 0
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: i) {
            if !isCommented(at) { found.append(at) }
            i = at + needle.count
        }
        return found
    }

    /// How far a look along a line goes: a file of one long line (minified, generated) is read in
    /// time linear in its size, not in its size times its matches.
    static let reach = 1_000

    /// Whether `at` lies in a comment: the last one starting at or before it, by binary search.
    func isCommented(_ at: Int) -> Bool {
        var low = 0, high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].lowerBound <= at { low = mid + 1 } else { high = mid }
        }
        return low > 0 && comments[low - 1].contains(at)
    }

    /// Where the comments are, in one pass that steps over string and character literals
    /// (`"*/*"`, a MIME type, opens none; `"http://"` neither). Block comments do not nest, as in
    /// Java; a Kotlin comment nested in another ends, here, at its first `*/`.
    static func comments(in bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = [], i = 0
        let n = bytes.count
        while i < n {
            switch bytes[i] {
            case 0x2F where i + 1 < n && bytes[i + 1] == 0x2F:  // `//`: to the line's end
                let start = i
                while i < n, bytes[i] != 0x0A { i += 1 }
                found.append(start..<i)
            case 0x2F where i + 1 < n && bytes[i + 1] == 0x2A:  // `/*`: to past `*/`
                let start = i
                i += 2
                while i < n, !(bytes[i] == 0x2A && i + 1 < n && bytes[i + 1] == 0x2F) { i += 1 }
                i = min(n, i + 2)
                found.append(start..<i)
            case 0x22:  // a string: `"…"` to its line's end, or Kotlin's `"""…"""`
                if i + 2 < n, bytes[i + 1] == 0x22, bytes[i + 2] == 0x22 {
                    i += 3
                    while i < n, !(i + 2 < n && bytes[i] == 0x22 && bytes[i + 1] == 0x22 && bytes[i + 2] == 0x22) { i += 1 }
                    i = min(n, i + 3)
                } else {
                    i += 1
                    while i < n, bytes[i] != 0x22, bytes[i] != 0x0A { i += bytes[i] == 0x5C ? 2 : 1 }
                    i += 1
                }
            case 0x27:  // a character: `'"'`, `'\''`
                if i + 2 < n, bytes[i + 1] == 0x5C { i += 3 } else { i += 2 }
                while i < n, bytes[i] != 0x27, bytes[i] != 0x0A { i += 1 }
                i += 1
            default:
                i += 1
            }
        }
        return found
    }

    func startsWord(_ at: Int) -> Bool { at == 0 || !Self.isWord(bytes[at - 1]) }

    func word(at start: Int) -> String? {
        var end = start
        while end < bytes.count, Self.isWord(bytes[end]) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    func text(from start: Int, to end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// Up to `max` bytes from `start`, ending before `stop`.
    func text(_ start: Int, max: Int, stoppingAt stop: UInt8) -> String {
        var end = start
        while end < bytes.count, end - start < max, bytes[end] != stop { end += 1 }
        return text(from: start, to: end)
    }

    /// After a setter's name: `(` for a call, `=` (not `==`) for a Kotlin property; where its value starts.
    func valueStart(after end: Int, call: Bool) -> Int? {
        var i = end
        while i < bytes.count, Self.isBlank(bytes[i]) { i += 1 }
        guard i < bytes.count else { return nil }
        if call { guard bytes[i] == 0x28 else { return nil } } else {
            guard bytes[i] == 0x3D, i + 1 < bytes.count, bytes[i + 1] != 0x3D else { return nil }
        }
        var value = i + 1
        while value < bytes.count, Self.isBlank(bytes[value]) || bytes[value] == 0x0A { value += 1 }
        return value
    }

    /// The text inside the parentheses of the call whose name starts at `at`, to its closing `)`
    /// on its line: `findPreference(getResources().getString(R.string.key))` (mUzima) whole.
    func argument(ofCallAt at: Int) -> String? {
        var i = at
        while i < bytes.count, i - at < Self.reach, bytes[i] != 0x28, bytes[i] != 0x0A, bytes[i] != 0x3B { i += 1 }
        guard i < bytes.count, bytes[i] == 0x28 else { return nil }
        var end = i + 1, depth = 0
        while end < bytes.count, end - i < Self.reach, bytes[end] != 0x0A {
            if bytes[end] == 0x28 { depth += 1 } else if bytes[end] == 0x29 {
                if depth == 0 { return text(from: i + 1, to: end) }
                depth -= 1
            }
            end += 1
        }
        return nil
    }

    /// The text from `start` to the first `,` outside parentheses, on its line; nil where there is none.
    func firstArgument(_ start: Int) -> String? {
        var end = start, depth = 0
        while end < bytes.count, end - start < Self.reach, bytes[end] != 0x0A {
            switch bytes[end] {
            case 0x28: depth += 1
            case 0x29: depth -= 1
            case 0x2C where depth == 0: return text(from: start, to: end)
            default: break
            }
            guard depth >= 0 else { return nil }
            end += 1
        }
        return nil
    }

    /// The name assigned from what starts at `at`, on its line: `x = …`, `Type x = …`, `val x: Type? = …`,
    /// or on the line before where `at` starts its line and that one ends in `=` (ktlint's wrapping:
    /// HalachicTimes' `sunsetPreference =⏎ addDefaultOption(…)`).
    func assigned(before at: Int) -> String? {
        var i = at
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        // Past a cast (`=⏎ (MultiSelectListPreference) findPreference(…)`: Helsinki Testbed Viewer, holdout 19).
        if i > 2, bytes[i - 1] == 0x29 {
            var open = i - 2
            while open > 0, i - open < 120, Self.isWord(bytes[open]) || bytes[open] == 0x2E || bytes[open] == 0x3C || bytes[open] == 0x3E { open -= 1 }
            if bytes[open] == 0x28, open < i - 2 {
                i = open
                while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
            }
        }
        if i > 1, bytes[i - 1] == 0x0A {
            var end = i - 1
            while end > 0, Self.isBlank(bytes[end - 1]) || bytes[end - 1] == 0x0D { end -= 1 }
            if end > 1, bytes[end - 1] == 0x3D, ![0x3D, 0x21, 0x3C, 0x3E].contains(bytes[end - 2]) { return assigned(before: end) }
        }
        i = at
        while i > 0, at - i < Self.reach, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x3B {
            i -= 1
            guard bytes[i] == 0x3D else { continue }
            if i > 0, [0x3D, 0x21, 0x3C, 0x3E].contains(bytes[i - 1]) { i -= 1; continue }  // ==, !=, <=, >=
            var end = i
            // Kotlin's type after the name: `val speed: ListPreference? =`.
            var colon = i
            while colon > 0, i - colon < Self.reach, bytes[colon - 1] != 0x0A, bytes[colon - 1] != 0x3A { colon -= 1 }
            if colon > 0, bytes[colon - 1] == 0x3A { end = colon - 1 }
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, Self.isWord(bytes[start - 1]) { start -= 1 }
            return start < end ? text(from: start, to: end) : nil
        }
        return nil
    }

    /// The receiver of the member at `at`: the name before `.` (`list.`, `this.list.`, `list?.`,
    /// `list!!.`); nil where none is written or it is an expression (a cast, a call).
    func receiver(before at: Int) -> String? {
        var i = at
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        guard i > 0, bytes[i - 1] == 0x2E else { return nil }
        i -= 1
        while i > 0, bytes[i - 1] == 0x3F || bytes[i - 1] == 0x21 { i -= 1 }
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        let end = i
        while i > 0, Self.isWord(bytes[i - 1]) { i -= 1 }
        return i < end ? text(from: i, to: end) : nil
    }

    /// Whether the name at `at` is a member reached through `.` (`prefs.getString`, `prefs?.x`).
    func isMember(_ at: Int) -> Bool {
        var i = at
        while i > 0, Self.isBlank(bytes[i - 1]) || bytes[i - 1] == 0x0A { i -= 1 }
        return i > 0 && bytes[i - 1] == 0x2E
    }

    /// Whether a name at `at` is declared there: a word, `]` or `>` stands before it.
    func declares(before at: Int) -> Bool {
        var i = at
        while i > 0, Self.isBlank(bytes[i - 1]) { i -= 1 }
        guard i > 0 else { return false }
        let b = bytes[i - 1]
        return Self.isWord(b) || b == 0x5D || b == 0x3E
    }

    /// The name in capitals before ` = "` at `at` (past `: String`).
    func constantName(before at: Int) -> String? {
        var end = at
        while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
        if end >= 6, bytes[(end - 6)..<end].elementsEqual("String".utf8) {
            end -= 6
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
            guard end > 0, bytes[end - 1] == 0x3A else { return nil }
            end -= 1
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
        }
        var start = end
        while start > 0, Self.isWord(bytes[start - 1]) { start -= 1 }
        guard start < end, (0x41...0x5A).contains(bytes[start]),
              bytes[start..<end].allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }) else { return nil }
        return text(from: start, to: end)
    }
}

/// Methods and their bodies, read as written: braces counted (a brace inside a string literal is
/// rare in the code read, and costs only a body cut short or run long).
extension CodeBytes {
    /// The inside of the block whose `{` follows `at`, where only a declaration's tail stands
    /// between (`throws X`, Kotlin's `: Type`): nil for a call (`;`, `)` or an operator first).
    func block(after at: Int) -> Range<Int>? {
        guard let i = blockOpening(after: at) else { return nil }
        var depth = 0
        for j in i..<bytes.count {
            if bytes[j] == 0x7B { depth += 1 } else if bytes[j] == 0x7D {
                depth -= 1
                if depth == 0 { return (i + 1)..<j }
            }
        }
        return nil
    }

    /// Where the `{` of `block(after:)` stands.
    func blockOpening(after at: Int) -> Int? {
        var i = at
        while i < bytes.count, i - at < Self.reach, bytes[i] != 0x7B {
            let b = bytes[i]
            guard Self.isWord(b) || Self.isBlank(b) || b == 0x0A || b == 0x0D || [0x3A, 0x2C, 0x2E, 0x3F, 0x3C, 0x3E].contains(b) else { return nil }
            i += 1
        }
        return i < bytes.count && bytes[i] == 0x7B ? i : nil
    }

    /// The body of the method this file declares as `name(…) {`.
    func methodBody(_ name: String) -> Range<Int>? {
        for at in occurrences(of: name + "(") where startsWord(at) {
            let open = at + name.utf8.count
            guard let argument = argument(ofCallAt: open) else { continue }
            if let body = block(after: open + argument.utf8.count + 2) { return body }
        }
        return nil
    }

    /// The names called in `range` (`name(`), at most `limit`.
    func calls(in range: Range<Int>, limit: Int = 64) -> [String] {
        var found: [String] = [], seen = Set<String>()
        for i in range where bytes[i] == 0x28 && found.count < limit {
            var start = i
            while start > range.lowerBound, Self.isWord(bytes[start - 1]) { start -= 1 }
            guard start < i, let name = word(at: start), seen.insert(name).inserted else { continue }
            found.append(name)
        }
        return found
    }

    /// What runs as an `Application` starts: `onCreate`'s body, and the bodies of the methods of
    /// this file it calls.
    func startup() -> [Range<Int>] {
        guard let onCreate = methodBody("onCreate") else { return [] }
        return [onCreate] + calls(in: onCreate).filter { $0 != "onCreate" }.compactMap(methodBody)
    }
}
