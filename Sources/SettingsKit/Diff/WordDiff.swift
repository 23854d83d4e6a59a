/// A long text's change as the words that changed, with a little context around each, as
/// `git diff --word-diff` shows it (SPEC 11): one word of a licence changed is that word, not
/// both whole texts. Words are runs of letters and digits; each ideograph, kana or mark of
/// punctuation is a word of its own, so Chinese text diffs by character.
public enum WordDiff {
    /// One run of the result.
    public enum Part: Sendable, Equatable {
        /// Text both versions have.
        case same(String)
        /// Text only the old version has.
        case removed(String)
        /// Text only the new version has.
        case added(String)
        /// Unchanged text left out, far from any change.
        case gap
    }

    /// Texts shorter than this, on one line, are shown whole: both fit on a line of the diff.
    static let longText = 60
    /// Words of context kept on each side of a change.
    static let context = 4

    /// Whether a change of text is shown word by word: a text past 60 characters or over lines.
    public static func applies(_ old: String, _ new: String) -> Bool {
        old.count > longText || new.count > longText || old.contains("\n") || new.contains("\n")
    }

    /// The runs from `old` to `new`: changes with `context` words either side, gaps between.
    public static func parts(_ old: String, _ new: String) -> [Part] {
        let a = words(old), b = words(new)
        var runs: [Part] = []
        func append(_ part: Part) {
            switch (runs.last, part) {
            case (.same(let x)?, .same(let y)): runs[runs.count - 1] = .same(x + y)
            case (.removed(let x)?, .removed(let y)): runs[runs.count - 1] = .removed(x + y)
            case (.added(let x)?, .added(let y)): runs[runs.count - 1] = .added(x + y)
            default: runs.append(part)
            }
        }
        let edits = EditScript.edits(a, b, maxEdits: 2_000)
        // The kept words near a change stay; the rest become gaps.
        var near = [Bool](repeating: false, count: edits.count)
        var wordsSeen = 0
        for (k, e) in edits.enumerated() {
            if case .keep = e { continue }
            wordsSeen = 0
            var j = k - 1
            while j >= 0, wordsSeen < context {
                if case .keep(let i, _) = edits[j] { near[j] = true; wordsSeen += isWord(a[i]) ? 1 : 0 } else { break }
                j -= 1
            }
            wordsSeen = 0
            j = k + 1
            while j < edits.count, wordsSeen < context {
                if case .keep(let i, _) = edits[j] { near[j] = true; wordsSeen += isWord(a[i]) ? 1 : 0 } else { break }
                j += 1
            }
        }
        for (k, e) in edits.enumerated() {
            switch e {
            case .keep(let i, _): if near[k] { append(.same(a[i])) } else if runs.last != .gap { runs.append(.gap) }
            case .remove(let i): append(.removed(a[i]))
            case .add(let j): append(.added(b[j]))
            }
        }
        return runs
    }

    /// The runs as `git diff --word-diff=plain` writes them: `[-old-]{+new+}`, `…` for a gap.
    public static func plain(_ parts: [Part]) -> String {
        parts.map { part in
            switch part {
            case .same(let s): s
            case .removed(let s): "[-" + s + "-]"
            case .added(let s): "{+" + s + "+}"
            case .gap: "…"
            }
        }.joined()
    }

    /// The text cut into words, spaces and single other characters; joined, they are the text.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var currentKind = 0  // 1 word, 2 space
        for c in text {
            let kind = c.isWhitespace ? 2 : isWordCharacter(c) ? 1 : 0
            if kind != 0, kind == currentKind {
                current.append(c)
                continue
            }
            if !current.isEmpty { out.append(current) }
            current = String(c)
            currentKind = kind
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    private static func isWordCharacter(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        return (s.properties.isAlphabetic || s.properties.numericType != nil) && !s.properties.isIdeographic
            && !(0x3040...0x30FF).contains(s.value)
    }

    /// Whether a token counts as a word of context: letters, digits, an ideograph; not a space or a mark.
    private static func isWord(_ token: String) -> Bool {
        token.unicodeScalars.first.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false
    }
}
