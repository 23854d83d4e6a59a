/// Turns one YAML document into a resolved `Page`, reporting every problem it finds at the
/// node it is about, and going on after each one so a single pass reports them all.
final class PageDecoder {
    private var found = RepeatFilter()
    /// What decoding found, a problem inside an aliased node once.
    var diagnostics: [Diagnostic] { found.result }
    private var path = NodePath()
    private let file: String

    init(file: String) {
        self.file = file
    }

    /// The page, or nil when the document is not a page at all. The page may still come with errors.
    func decodePage(_ root: Node, defaultID: String) -> PageDocument? {
        guard let pairs = mapping(root, "a page (a map with 'title' and 'sections')") else { return nil }
        let f = fields(pairs, PageFormat.pageKeys, in: "a page")
        let title = required(f, "title", of: root, "a page") { text($0, "title") }
        let id = f["id"].flatMap { identifier($0, "id") } ?? .string(defaultID)
        let (pageStyle, metrics) = f["style"].map { style($0, allowMetrics: true) } ?? (StyleOverrides(), PageMetrics())
        let sections = required(f, "sections", of: root, "a page") { node in
            list(node, "sections") { self.section($0, pageStyle: pageStyle) }
        }?.map(\.value) ?? []
        let empty = f["empty"].flatMap(emptyState)
        let page = Page(file: file, id: id, title: title ?? "", metrics: metrics, sections: sections.map(\.section),
                        empty: empty, mark: root.firstKeyMark)
        return PageDocument(root: root, page: page, sectionNodes: sections.map(\.nodes))
    }

    // MARK: Sections and cells

    /// The section, with its node and the nodes of the cells it kept.
    private func section(_ node: Node, pageStyle: StyleOverrides) -> (section: Section, nodes: SectionNodes)? {
        guard let pairs = mapping(node, "a section") else { return nil }
        let f = fields(pairs, PageFormat.sectionKeys, in: "a section")
        let own = f["style"].map { style($0, allowMetrics: false).0 } ?? StyleOverrides()
        let cells = required(f, "cells", of: node, "a section") { cellsNode in
            list(cellsNode, "cells") { self.cell($0, cascade: [pageStyle, own]) }
        } ?? []
        let section = Section(
            id: f["id"].flatMap { identifier($0, "id") },
            header: f["header"].flatMap { text($0, "header") },
            footer: f["footer"].flatMap { text($0, "footer") },
            headerHeight: f["headerHeight"].flatMap { number($0, "headerHeight", .nonNegative) } ?? 10,
            footerHeight: f["footerHeight"].flatMap { number($0, "footerHeight", .nonNegative) } ?? 10,
            cells: cells.map(\.value), mark: node.firstKeyMark)
        return (section, SectionNodes(node: node, cells: cells.map(\.node)))
    }

    private func cell(_ node: Node, cascade: [StyleOverrides]) -> Cell? {
        guard let pairs = mapping(node, "a cell") else { return nil }
        let f = fields(pairs, PageFormat.cellKeys, in: "a cell")
        let type = f["type"].flatMap(cellType) ?? .disclosure
        let title = f["title"].flatMap { text($0, "title") }
        let image = f["image"].flatMap { text($0, "image") }
        let name = f["name"].flatMap { text($0, "name") }
        let own = f["style"].map { style($0, allowMetrics: false).0 } ?? StyleOverrides()
        let indicator = f["indicator"].flatMap(decodeIndicator)
        let on = f["on"].flatMap { bool($0, "on") }
        switch type {
        case .logout: break
        case .avatar where name == nil && !f.suggested.contains("name"):
            missing("an avatar cell needs a 'name'", at: node)
        case .disclosure, .switch, .none, .avatar:
            if type != .avatar, title == nil, image == nil, f.suggested.isDisjoint(with: ["title", "image"]) {
                missing("a cell needs a 'title' or an 'image'", at: node)
            }
        }
        var resolved = Style.defaults(for: type)
        for level in cascade { resolved = level.applied(to: resolved) }
        resolved = own.applied(to: resolved)
        let isAvatar = type == .avatar
        let hasLeftPart = type == .disclosure || type == .switch || type == .none
        // Keys the type does not use resolve to nothing, so the model says what is shown.
        return Cell(
            id: f["id"].flatMap { identifier($0, "id") },
            type: type,
            title: type == .logout ? (title ?? PageFormat.defaultLogoutTitle) : (isAvatar ? nil : title),
            image: hasLeftPart ? image : nil,
            indicator: type == .disclosure ? indicator : nil,
            on: type == .switch ? (on ?? false) : nil,
            reuseId: f["reuseId"].flatMap { text($0, "reuseId") } ?? (type == .logout ? "logout" : "defaultCell"),
            name: isAvatar ? name : nil,
            account: isAvatar ? f["account"].flatMap { text($0, "account") } : nil,
            avatar: isAvatar ? f["avatar"].flatMap { text($0, "avatar") } : nil,
            qrCode: isAvatar ? f["qrCode"].flatMap { text($0, "qrCode") } : nil,
            style: resolved, mark: node.firstKeyMark)
    }

    private func cellType(_ node: Node) -> CellType? {
        guard let name = text(node, "type") else { return nil }
        if let type = CellType(rawValue: name) { return type }
        let all = CellType.allCases.map(\.rawValue)
        let hint = (PageFormat.cellTypeSynonyms[name.lowercased()] ?? EditDistance.closest(to: name, in: all)).map { "; did you mean '\($0)'?" }
            ?? "; use one of \(all.joined(separator: ", "))"
        error(.unknownCellType, "unknown cell type '\(name)'\(hint)", at: node, key: "type")
        return nil
    }

    private func decodeIndicator(_ node: Node) -> Indicator? {
        if node.scalar != nil {
            return text(node, "indicator").map { Indicator(title: $0, image: nil, imageFirst: true) }
        }
        path.append(.key("indicator"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "an indicator (text, or a map with title, image, imageFirst)") else { return nil }
        let f = fields(pairs, PageFormat.indicatorKeys, in: "an indicator")
        let title = f["title"].flatMap { text($0, "title") }
        let image = f["image"].flatMap { text($0, "image") }
        let imageFirst = f["imageFirst"].flatMap { bool($0, "imageFirst") } ?? true
        return title == nil && image == nil ? nil : Indicator(title: title, image: image, imageFirst: imageFirst)
    }

    private func emptyState(_ node: Node) -> EmptyState? {
        path.append(.key("empty"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "an empty state") else { return nil }
        let f = fields(pairs, PageFormat.emptyKeys, in: "an empty state")
        return EmptyState(
            title: f["title"].flatMap { text($0, "title") },
            detail: f["detail"].flatMap { text($0, "detail") },
            image: f["image"].flatMap { text($0, "image") },
            button: f["button"].flatMap { text($0, "button") },
            offset: f["offset"].flatMap { number($0, "offset", .any) })
    }

    // MARK: Style

    private func style(_ node: Node, allowMetrics: Bool) -> (StyleOverrides, PageMetrics) {
        var s = StyleOverrides()
        var m = PageMetrics()
        path.append(.key("style"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "a style") else { return (s, m) }
        let keys = PageFormat.styleKeys + (allowMetrics ? PageFormat.metricKeys : [])
        let f = fields(pairs, keys, in: allowMetrics ? "a page style" : "a style")
        s.height = f["height"].flatMap { number($0, "height", .positive) }
        s.titleFont = f["titleFont"].flatMap { font($0, "titleFont") }
        s.titleColor = f["titleColor"].flatMap { color($0, "titleColor") }
        s.imageSize = f["imageSize"].flatMap { size($0, "imageSize") }
        s.imageGap = f["imageGap"].flatMap { number($0, "imageGap", .nonNegative) }
        s.indicatorFont = f["indicatorFont"].flatMap { font($0, "indicatorFont") }
        s.indicatorColor = f["indicatorColor"].flatMap { color($0, "indicatorColor") }
        s.indicatorImageSize = f["indicatorImageSize"].flatMap { size($0, "indicatorImageSize") }
        s.indicatorGap = f["indicatorGap"].flatMap { number($0, "indicatorGap", .nonNegative) }
        s.logoutFont = f["logoutFont"].flatMap { font($0, "logoutFont") }
        s.logoutColor = f["logoutColor"].flatMap { color($0, "logoutColor") }
        if allowMetrics {
            if let v = f["margin"].flatMap({ number($0, "margin", .nonNegative) }) { m.margin = v }
            if let v = f["verticalGap"].flatMap({ number($0, "verticalGap", .nonNegative) }) { m.verticalGap = v }
            if let v = f["titleWidthLimit"].flatMap({ number($0, "titleWidthLimit", .positive) }) { m.titleWidthLimit = v }
        }
        return (s, m)
    }

    private func font(_ node: Node, _ key: String) -> Font? {
        if node.scalar != nil {
            return number(node, key, .fontSize, expected: "a font (a size in points, or {size, weight})").map { Font($0) }
        }
        path.append(.key(key))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "a font (a size in points, or {size, weight})") else { return nil }
        let f = fields(pairs, PageFormat.fontKeys, in: "a font")
        let size = required(f, "size", of: node, "a font map") { number($0, "size", .fontSize) }
        var weight = Font.Weight.regular
        if let w = f["weight"], let name = text(w, "weight") {
            if let known = Font.Weight(rawValue: name) {
                weight = known
            } else {
                let all = Font.Weight.allCases.map(\.rawValue)
                let hint = EditDistance.closest(to: name, in: all).map { "; did you mean '\($0)'?" }
                    ?? "; use one of \(all.joined(separator: ", "))"
                error(.invalidValue, "unknown font weight '\(name)'\(hint)", at: w, key: "weight")
            }
        }
        return size.map { Font($0, weight) }
    }

    private func size(_ node: Node, _ key: String) -> Size? {
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
            let f = fields(pairs, PageFormat.sizeKeys, in: "a size")
            let w = required(f, "width", of: node, "a size map") { number($0, "width", .nonNegative) }
            let h = required(f, "height", of: node, "a size map") { number($0, "height", .nonNegative) }
            guard let w, let h else { return nil }
            return Size(w, h)
        }
    }

    private func color(_ node: Node, _ key: String) -> Color? {
        guard let scalar = node.scalar, scalar.value != .null else {
            let hint = node.scalar != nil ? " (a '#' after a space starts a comment in YAML: quote the colour, \"#RRGGBB\")" : ""
            error(.typeMismatch, "'\(key)' must be a colour, found \(node.kindDescription)\(hint)", at: node, key: key)
            return nil
        }
        switch ColorParser.parse(scalar.text) {
        case .success(let c): return c
        case .failure(let e):
            error(.invalidColor, e.message, at: node, key: key)
            return nil
        }
    }

    // MARK: Scalars

    /// The values a number may take.
    enum Limit {
        case any, nonNegative, positive, fontSize

        func allows(_ v: Double) -> Bool {
            switch self {
            case .any: return true
            case .nonNegative: return v >= 0
            case .positive: return v > 0
            case .fontSize: return v > 0 && v <= 200
            }
        }

        var phrase: String {
            switch self {
            case .any: return "a finite number"
            case .nonNegative: return "0 or more"
            case .positive: return "more than 0"
            case .fontSize: return "more than 0 and at most 200"
            }
        }
    }

    private func number(_ node: Node, _ key: String, _ limit: Limit, expected: String = "a number") -> Double? {
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

    private func bool(_ node: Node, _ key: String) -> Bool? {
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
    private func text(_ node: Node, _ key: String) -> String? {
        guard let s = node.scalar else {
            error(.typeMismatch, "'\(key)' must be text, found \(node.kindDescription)", at: node, key: key)
            return nil
        }
        return s.isNull ? nil : s.text
    }

    /// An id written as a plain decimal integer is an int; any other scalar is a string.
    private func identifier(_ node: Node, _ key: String) -> Identifier? {
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

    // MARK: Structure

    /// A lookup over a mapping's pairs; maps here are small, so a scan beats hashing, and keys
    /// are compared as bytes in the tree, so a lookup makes no `String`.
    struct Fields {
        let pairs: Node.Pairs
        /// Keys that unknown keys were taken for: a missing one of these is already explained.
        var suggested: Set<String> = []
        subscript(key: String) -> Node? {
            pairs.value(forKey: key)
        }
    }

    /// Reports keys the format does not define (with a suggestion), and returns the lookup.
    private func fields(_ pairs: Node.Pairs, _ allowed: [String], in what: String) -> Fields {
        var f = Fields(pairs: pairs)
        for i in pairs.indices where !pairs.key(at: i, isOneOf: allowed) {
            let pair = pairs[i]
            guard let key = pair.key.scalar?.text else {
                error(.unknownKey, "keys must be text, found \(pair.key.kindDescription) in \(what)", at: pair.key)
                continue
            }
            if PageFormat.isExtension(key) { continue }
            path.append(.key(key))
            defer { path.removeLast() }
            if PageFormat.metricKeys.contains(key) {
                error(.unknownKey, "'\(key)' is a page-level metric, not a key of \(what): move it to the page's style", at: pair.key)
                continue
            }
            let suggestion = PageFormat.aliases[key].flatMap { allowed.contains($0) ? $0 : nil }
                ?? EditDistance.closest(to: key, in: allowed)
            if let suggestion { f.suggested.insert(suggestion) }
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            error(.unknownKey, "unknown key '\(key)' in \(what)\(hint)", at: pair.key)
        }
        return f
    }

    private func mapping(_ node: Node, _ what: String) -> Node.Pairs? {
        if let pairs = node.mapping { return pairs }
        error(.typeMismatch, "expected \(what), found \(node.kindDescription)", at: node)
        return nil
    }

    /// The decoded elements of a list, each with the node it came from; elements that fail are left out.
    private func list<T>(_ node: Node, _ key: String, _ element: (Node) -> T?) -> [(value: T, node: Node)]? {
        guard let items = node.sequence else {
            error(.typeMismatch, "'\(key)' must be a list, found \(node.kindDescription)", at: node, key: key)
            return nil
        }
        var out: [(value: T, node: Node)] = []
        out.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            path.append(.index(i))
            if let value = element(item) { out.append((value, item)) }
            path.removeLast()
        }
        return out
    }

    /// Decodes a required key, reporting `missing-key` at the mapping's first key when it is absent.
    private func required<T>(_ f: Fields, _ key: String, of node: Node, _ what: String, _ decode: (Node) -> T?) -> T? {
        guard let value = f[key] else {
            if !f.suggested.contains(key) { missing("\(what) needs '\(key)'", at: node) }
            return nil
        }
        path.append(.key(key))
        defer { path.removeLast() }
        if value.isNull {
            error(.typeMismatch, "'\(key)' is required, found null", at: value)
            return nil
        }
        return decode(value)
    }

    private func missing(_ message: String, at node: Node) {
        let span = node.firstKeySpan
        found.add(Diagnostic(.error, rule: .missingKey, message: message,
                                      start: span.start, end: span.end, path: path.description))
    }

    /// Reports at `node`; `key` names the field when the path does not already end in it.
    private func error(_ rule: RuleID, _ message: String, at node: Node, key: String? = nil) {
        var here = path
        if let key, here.components.last != .key(key) { here.append(.key(key)) }
        found.add(Diagnostic(.error, rule: rule, message: message, start: node.start, end: node.end, path: here.description))
    }
}
