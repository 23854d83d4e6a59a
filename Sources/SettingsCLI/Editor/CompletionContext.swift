/// A document's lines by number, read as they are asked for (completion looks at a few near
/// the cursor, not the whole page): an array of them, or an open document.
protocol Lines {
    var count: Int { get }
    subscript(_ number: Int) -> Substring { get }
}

extension Array: Lines where Element == Substring {}

/// An open document's lines; past the last, empty ones (a client's stale position).
struct DocumentLines: Lines {
    let document: EditorDocument
    let count: Int
    subscript(_ number: Int) -> Substring { document.line(number) }
}

/// What is being typed at the cursor of a page file, read from the lines themselves, since the
/// text being typed is seldom valid YAML: a key of some mapping, or the value of some key.
enum CompletionContext: Equatable {
    /// A key of the mapping written under `parent` ("" for the page), typed so far as `partial`;
    /// `atPage`: the parent is the page's own key.
    case key(parent: String, atPage: Bool, partial: String)
    /// The value of `key`, typed so far as `partial`.
    case value(key: String, partial: String)

    /// The context at a column (in scalars) of a line, with the lines before it.
    static func yaml(lines: some Lines, line: Int, column: Int) -> CompletionContext? {
        let text = lines[line]
        let before = Substring(String(String.UnicodeScalarView(text.unicodeScalars.prefix(column))))
        // `key: partial`, block or flow: a value.
        if let colon = lastColon(before) {
            let valueText = before[before.index(after: colon)...]
            if !valueText.contains(where: { "{[,".contains($0) }) {
                let key = before[..<colon].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                return .value(key: String(key.reversed()), partial: valueText.trimmingSpaces)
            }
        }
        let partial = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }.reversed())
        let head = before.dropLast(partial.count)
        // In a flow mapping: the key it is written under, or the list item it is.
        if let brace = head.lastIndex(of: "{"), !head[brace...].contains("}") {
            let lead = head[..<brace].trimmingTrailingSpaces
            if lead.hasSuffix(":") {
                let key = lead.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                let parent = String(key.reversed())
                return .key(parent: parent, atPage: ancestors(lines, line, column: indent(of: text)).isEmpty, partial: partial)
            }
            if lead.hasSuffix("-") {
                let chain = ancestors(lines, line, column: lead.count - 1)
                return .key(parent: chain.first ?? "", atPage: chain.count == 1, partial: partial)
            }
            return nil
        }
        guard head.allSatisfy({ $0 == " " || $0 == "-" }) else { return nil }
        // A block mapping's key: its parent is found by indentation.
        let dash = head.lastIndex(of: "-").map { head.distance(from: head.startIndex, to: $0) }
        let chain = ancestors(lines, line, column: dash ?? head.count, itemAt: dash)
        return .key(parent: chain.first ?? "", atPage: chain.count == 1, partial: partial)
    }

    /// The keys the mapping at the cursor already has, which completion leaves out: in a flow
    /// mapping, the keys of its braces on the line; in a block mapping, the keys at the same
    /// column above and below, up to where the mapping (or its list item) ends.
    static func presentKeys(lines: some Lines, line: Int, column: Int) -> Set<String> {
        let text = lines[line]
        let scalars = Array(text.unicodeScalars)
        let before = String(String.UnicodeScalarView(scalars.prefix(column)))
        func keys(_ flow: Substring) -> [String] {
            flow.split(separator: ",").compactMap { part in
                let trimmed = part.drop { $0 == " " || $0 == "{" }
                let key = trimmed.prefix { $0 != ":" }
                return key.count < trimmed.count && !key.isEmpty ? String(key) : nil
            }
        }
        if let brace = before.lastIndex(of: "{"), !before[brace...].contains("}") {
            let after = String(String.UnicodeScalarView(scalars.dropFirst(column)))
            return Set(keys(before[before.index(after: brace)...]) + keys(after.prefix { $0 != "}" }))
        }
        let content = text.drop { $0 == " " }
        let indent = text.count - content.count
        let isItem = content.hasPrefix("- ")
        let col = isItem ? indent + 2 : indent
        var found: Set<String> = []
        // Above (unless the line starts a new item), then below.
        for direction in [-1, 1] where !(direction == -1 && isItem) {
            var number = line + direction
            while number >= 0, number < lines.count {
                defer { number += direction }
                let other = lines[number]
                let body = other.drop { $0 == " " }
                if body.isEmpty || body.hasPrefix("#") { continue }
                let otherIndent = other.count - body.count
                let dashed = body.hasPrefix("- ")
                let keyCol = dashed ? otherIndent + 2 : otherIndent
                if keyCol < col || (direction == 1 && dashed && keyCol == col) { break }
                guard keyCol == col else { continue }
                let key = (dashed ? body.dropFirst(2) : body).prefix { $0 != ":" }
                if key.count < (dashed ? body.count - 2 : body.count) { found.insert(String(key)) }
                // Going up, a dashed line at this column is where the item starts.
                if dashed { break }
            }
        }
        return found
    }

    /// The keys of the mappings above a line, innermost first, for text at `column`; `itemAt`:
    /// the line is itself a list item, its dash at that column.
    static func ancestors(_ lines: some Lines, _ line: Int, column: Int, itemAt: Int? = nil) -> [String] {
        var chain: [String] = []
        var col = itemAt ?? column
        var number = line - 1
        while number >= 0, col > 0 {
            defer { number -= 1 }
            let text = lines[number]
            let content = text.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            let indent = text.count - content.count
            let hasDash = content.hasPrefix("- ") || content == "-"
            let keyCol = hasDash ? indent + 2 : indent
            if keyCol > col { continue }
            if keyCol == col {
                // A sibling key of the same mapping; if it starts a list item, the mapping is that item.
                if hasDash { col = indent }
                continue
            }
            let body = hasDash ? content.dropFirst(2).drop { $0 == " " } : content
            guard let colon = lastColon(body), body[body.index(after: colon)...].allSatisfy({ $0 == " " }) || body[body.index(after: colon)...].drop(while: { $0 == " " }).hasPrefix("#") else { break }
            chain.append(String(body[..<colon]))
            col = hasDash ? indent : keyCol
        }
        return chain
    }

    /// The last colon that ends a key (followed by a space or the end), outside quotes.
    private static func lastColon(_ text: Substring) -> Substring.Index? {
        var quote: Character?, found: Substring.Index?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == "#", i > text.startIndex, text[text.index(before: i)] == " " {
                return found
            } else if c == ":" {
                let next = text.index(after: i)
                if next == text.endIndex || text[next] == " " { found = i }
            }
            i = text.index(after: i)
        }
        return found
    }

    private static func indent(of text: Substring) -> Int { text.prefix { $0 == " " }.count }
}

extension Substring {
    fileprivate var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    fileprivate var trimmingTrailingSpaces: Substring {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
