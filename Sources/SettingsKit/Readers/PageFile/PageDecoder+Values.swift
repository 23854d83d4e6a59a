/// The decoder's value parsers: styles, fonts, sizes, colours, numbers, flags, text and ids. Each
/// reports a value it cannot take at its node, with a hint for the usual mistakes, and returns nil.
extension PageDecoder {
    func style(_ node: Node, allowMetrics: Bool) -> (StyleOverrides, PageMetrics) {
        var s = StyleOverrides()
        var m = PageMetrics()
        path.append(.key("style"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "a style") else { return (s, m) }
        let keys = allowMetrics ? PageFormat.pageStyleKeyTable : PageFormat.styleKeyTable
        let f = fields(pairs, keys, in: allowMetrics ? "a page style" : "a style")
        for (slot, key) in StyleKey.allCases.enumerated() {
            guard let node = f[number: slot] else { continue }
            let name = key.rawValue
            switch key.definition.kind {
            case .number(let limit): s[key] = number(node, name, limit).map(StyleValue.number)
            case .font: s[key] = font(node, name).map(StyleValue.font)
            case .color: s[key] = color(node, name).map(StyleValue.color)
            case .size: s[key] = size(node, name).map(StyleValue.size)
            }
        }
        if allowMetrics {
            if let v = f["margin"].flatMap({ number($0, "margin", .nonNegative) }) { m.margin = v }
            if let v = f["verticalGap"].flatMap({ number($0, "verticalGap", .nonNegative) }) { m.verticalGap = v }
            if let v = f["titleWidthLimit"].flatMap({ number($0, "titleWidthLimit", .positive) }) { m.titleWidthLimit = v }
        }
        return (s, m)
    }

    func font(_ node: Node, _ key: String) -> Font? {
        if node.scalar != nil {
            return number(node, key, .fontSize, expected: "a font (a size in points, or {size, weight})").map { Font($0) }
        }
        path.append(.key(key))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "a font (a size in points, or {size, weight})") else { return nil }
        let f = fields(pairs, PageFormat.fontKeyTable, in: "a font")
        let size = required(f, "size", of: node, "a font map") { number($0, "size", .fontSize) }
        let weight = f["weight"].flatMap { choice($0, "weight", Font.Weight.self, what: "font weight") } ?? .regular
        return size.map { Font($0, weight) }
    }

    func size(_ node: Node, _ key: String) -> Size? {
        let expected = "a size (a number, [width, height] or {width, height})"
        switch node.content {
        case .scalar:
            return number(node, key, .nonNegative, expected: expected).map(Size.square)
        case .sequence(let items):
            guard items.count == 2 else {
                error(.typeMismatch, "'\(key)' must be \(expected), found a list of \(items.count)", at: node, key: key)
                return nil
            }
            let w = number(items[0], key, .nonNegative), h = number(items[1], key, .nonNegative)
            guard let w, let h else { return nil }
            return Size(w, h)
        case .mapping(let pairs):
            path.append(.key(key))
            defer { path.removeLast() }
            let f = fields(pairs, PageFormat.sizeKeyTable, in: "a size")
            let w = required(f, "width", of: node, "a size map") { number($0, "width", .nonNegative) }
            let h = required(f, "height", of: node, "a size map") { number($0, "height", .nonNegative) }
            guard let w, let h else { return nil }
            return Size(w, h)
        }
    }

    func color(_ node: Node, _ key: String) -> Color? {
        guard let scalar = node.scalar, scalar.value != .null else {
            let hint = node.scalar != nil ? " (a '#' after a space starts a comment in YAML: quote the colour, \"#RRGGBB\")" : ""
            error(.typeMismatch, "'\(key)' must be a colour, found \(node.kindDescription)\(hint)", at: node, key: key)
            return nil
        }
        switch ColorParser.parse(scalar.text) {
        case .success(let c): return c
        case .failure(let e):
            error(.invalidColor, e.message, at: node, key: key, wrong: e.wrong, suggestion: e.suggestion)
            return nil
        }
    }

    func number(_ node: Node, _ key: String, _ limit: NumberLimit, expected: String = "a number") -> Double? {
        let value: Double
        switch node.scalar?.value {
        case .int(let i): value = Double(i)
        case .float(let d): value = d
        default:
            var hint = ""
            if let s = node.scalar, case .string(let t) = s.value, let number = Self.numberWithUnit(t) {
                hint = "; write \(number): sizes are in points, without a unit"
            }
            error(.typeMismatch, "'\(key)' must be \(expected), found \(node.kindDescription)\(hint)", at: node, key: key)
            return nil
        }
        guard value.isFinite, limit.allows(value) else {
            error(.invalidValue, "'\(key)' must be \(limit.phrase), found \(node.scalar!.text)", at: node, key: key)
            return nil
        }
        return value
    }

    /// `15pt`, `16 px`, `1.5em`: the number, when text is a number with a unit after it.
    static func numberWithUnit(_ text: String) -> String? {
        let units = ["pt", "px", "dp", "sp", "em", "pts"]
        guard let unit = units.first(where: { text.lowercased().hasSuffix($0) }) else { return nil }
        let number = String(text.dropLast(unit.count)).trimmed
        return Double(number) != nil ? number : nil
    }

    func bool(_ node: Node, _ key: String) -> Bool? {
        if let b = node.plainBool { return b }
        if case .bool(let b)? = node.scalar?.value { return b }
        var message = "'\(key)' must be true or false, found \(node.kindDescription)"
        if let s = node.scalar, case .string(let t) = s.value {
            let yaml11: [String: Bool] = ["yes": true, "no": false, "on": true, "off": false, "y": true, "n": false]
            if s.style == .plain, let meant = yaml11[t.lowercased()] {
                message = "'\(key)' must be true or false: `\(t)` is a string in YAML 1.2; write `\(meant)`"
            }
        }
        error(.typeMismatch, message, at: node, key: key)
        return nil
    }

    /// A text field: any non-null scalar, exactly as written (`2048` is the text "2048").
    func text(_ node: Node, _ key: String) -> String? {
        guard node.isScalar else {
            error(.typeMismatch, "'\(key)' must be text, found \(node.kindDescription)", at: node, key: key)
            return nil
        }
        return node.textUnlessNull
    }

    /// An id written as a plain decimal integer is an int; any other scalar is a string.
    func identifier(_ node: Node, _ key: String) -> Identifier? {
        if let digits = node.plainDigits { return .int(digits) }
        guard let s = node.scalar else {
            error(.typeMismatch, "'\(key)' must be a string or an integer, found \(node.kindDescription)", at: node, key: key)
            return nil
        }
        switch s.value {
        case .null: return nil
        case .int(let i) where s.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2D || $0 == 0x2B }):
            return .int(i)
        default: return .string(s.text)
        }
    }

    /// `{page: ID}`, `{file: PATH}`, `{url: URL}` or `{target: TEXT}`: one key, its text.
    func decodeLink(_ node: Node) -> Link? {
        path.append(.key("link"))
        defer { path.removeLast() }
        let expected = "a link ({page: ID}, {file: PATH}, {url: URL} or {target: TEXT})"
        guard let pairs = mapping(node, expected) else { return nil }
        let f = fields(pairs, PageFormat.linkKeyTable, in: "a link")
        let given = PageFormat.linkKeys.filter { f[$0] != nil }
        guard given.count == 1, let kind = given.first else {
            error(.typeMismatch, given.isEmpty ? "expected \(expected), found an empty map" : "a link has one key, found \(given.joined(separator: ", "))", at: node)
            return nil
        }
        return f[kind].flatMap { text($0, kind) }.flatMap { Link(kind: kind, destination: $0) }
    }
}
