/// Turns one YAML document into a resolved `Page`, reporting every problem it finds at the
/// node it is about, and going on after each one so a single pass reports them all.
final class PageDecoder {
    var found = RepeatFilter()
    /// What decoding found, a problem inside an aliased node once.
    var diagnostics: [Diagnostic] { found.result }
    /// Problems past `Diagnostic.keptPerFile`, counted, and where the first is.
    var notKept: (count: Int, from: Mark)? { found.firstDropped.map { (found.dropped, $0) } }
    /// Where the decoder is, for diagnostics' node paths.
    var path = NodePath()
    private let file: String
    /// Whether a large page's sections may be decoded on two threads (`PageLoader.load(threads:)`).
    private let threads: Bool
    /// Did-you-mean answers already worked out: a mistake repeated in every cell (or reached
    /// through an alias many times) costs one edit-distance search, not one a cell.
    private var suggestions: [String: String?] = [:]
    /// Styles boxed so far, newest last: a page's cells resolve to a few styles, each boxed once
    /// and shared instead of stored in every cell.
    private var styles: [SharedStyle] = []

    init(file: String, threads: Bool = false) {
        self.file = file
        self.threads = threads
    }

    /// The page, or nil when the document is not a page at all. The page may still come with errors.
    func decodePage(_ root: Node, defaultID: String) -> PageDocument? {
        guard let pairs = mapping(root, "a page (a map with 'title' and 'sections')") else { return nil }
        let f = fields(pairs, PageFormat.pageKeyTable, in: "a page")
        let title = required(f, "title", of: root, "a page") { text($0, "title") }
        let id = f["id"].flatMap { identifier($0, "id") } ?? .string(defaultID)
        let (pageStyle, metrics) = f["style"].map { style($0, allowMetrics: true) } ?? (StyleOverrides(), PageMetrics())
        let sections = required(f, "sections", of: root, "a page") { node in
            sectionList(node, pageStyle: pageStyle)
        }?.values ?? []
        let empty = f["empty"].flatMap(emptyState)
        let page = Page(file: file, id: id, title: title ?? "", metrics: metrics, sections: sections.map(\.section),
                        empty: empty, mark: root.firstKeyMark,
                        refresh: f["refresh"].flatMap(refresh), loadMore: f["loadMore"].flatMap(loadMore))
        return PageDocument(root: root, page: page, sectionNodes: sections.map(\.nodes))
    }

    // MARK: Sections and cells

    /// Nodes of a page's sections from which they are decoded in two halves, side by side: about
    /// 2,000 cells, where a thread costs well under a percent of the work.
    static let parallelNodes = 20_000

    /// The page's sections. A large page's are decoded in two halves on two threads, each half by
    /// a decoder of its own; what the second found is added after the first's, so the result and
    /// the diagnostics are those of one pass in document order.
    func sectionList(_ node: Node, pageStyle: StyleOverrides) -> Decoded<(section: Section, nodes: SectionNodes)>? {
        guard threads, let items = node.sequence, items.count >= 2,
              items[items.count - 1].index - items[0].index >= Self.parallelNodes else {
            return list(node, "sections") { self.section($0, pageStyle: pageStyle) }
        }
        // Nodes are numbered in document order, so a section's number says how much comes before it.
        let middle = (items[0].index + items[items.count - 1].index) / 2
        let split = items.firstIndex { $0.index >= middle } ?? items.count / 2
        let halves = [0..<split, split..<items.count].map { range in
            let decoder = PageDecoder(file: file)
            decoder.path = path
            return (decoder, range)
        }
        // The second half's nodes hold a twin of the tree, so the two threads' nodes do not share one reference count.
        let itemsOfHalf = [items, items.onTwinTree()]
        let decoded = concurrentMap(2) { half in
            let (decoder, range) = halves[half]
            return decoder.elements(of: itemsOfHalf[half], in: range) { decoder.section($0, pageStyle: pageStyle) }
        }
        for (decoder, _) in halves { found.add(decoder.found) }
        return decoded[0] + decoded[1]
    }

    /// The section, with its node and the nodes of the cells it kept.
    func section(_ node: Node, pageStyle: StyleOverrides) -> (section: Section, nodes: SectionNodes)? {
        guard let pairs = mapping(node, "a section") else { return nil }
        let f = fields(pairs, PageFormat.sectionKeyTable, in: "a section")
        let own = f["style"].map { style($0, allowMetrics: false).0 } ?? StyleOverrides()
        // What the page's and the section's styles make of each type's defaults, for its cells.
        let base = CellType.allCases.map { shared(own.applied(to: pageStyle.applied(to: Style.defaults(for: $0)))) }
        let cells = required(f, "cells", of: node, "a section") { cellsNode in
            list(cellsNode, "cells") { self.cell($0, base: base) }
        } ?? Decoded()
        let section = Section(
            id: f["id"].flatMap { identifier($0, "id") },
            header: f["header"].flatMap { text($0, "header") },
            footer: f["footer"].flatMap { text($0, "footer") },
            headerHeight: f["headerHeight"].flatMap { number($0, "headerHeight", .nonNegative) } ?? 10,
            footerHeight: f["footerHeight"].flatMap { number($0, "footerHeight", .nonNegative) } ?? 10,
            cells: cells.values, mark: node.firstKeyMark,
            enabledWhen: f["enabledWhen"].map { conditions($0, "enabledWhen") } ?? [],
            visibleWhen: f["visibleWhen"].map { conditions($0, "visibleWhen") } ?? [])
        return (section, SectionNodes(node: node, cells: NodeList(cells.nodes)))
    }

    /// A cell; `base` is the style of each type (in `CellType.allCases` order) before the cell's own.
    func cell(_ node: Node, base: [SharedStyle]) -> Cell? {
        guard let pairs = mapping(node, "a cell") else { return nil }
        let f = fields(pairs, PageFormat.cellKeyTable, in: "a cell")
        let type = f[.type].flatMap(cellType) ?? .disclosure
        let title = f[.title].flatMap { text($0, "title") }
        let image = f[.image].flatMap { text($0, "image") }
        let name = f[.name].flatMap { text($0, "name") }
        let own = f[.style].map { style($0, allowMetrics: false).0 } ?? StyleOverrides()
        let indicator = f[.indicator].flatMap(decodeIndicator)
        let on = f[.on].flatMap { bool($0, "on") }
        switch type {
        case .logout: break
        case .avatar where name == nil && !f.suggested.contains("name"):
            missing("an avatar cell needs a 'name'", at: node)
        case .disclosure, .switch, .none, .avatar:
            if type != .avatar, title == nil, image == nil, f.suggested.isDisjoint(with: ["title", "image"]) {
                missing("a cell needs a 'title' or an 'image'", at: node)
            }
        }
        let resolved = own.isEmpty ? base[type.ordinal] : shared(own.applied(to: base[type.ordinal].value))
        var cell = Cell(
            id: f[.id].flatMap { identifier($0, "id") }, type: type, title: title, image: image,
            indicator: indicator, on: on, reuseId: f[.reuseId].flatMap { text($0, "reuseId") }, name: name,
            // Only an avatar row shows these: elsewhere `ignored-key` says so, and their values go unchecked.
            account: type == .avatar ? f[.account].flatMap { text($0, "account") } : nil,
            avatar: type == .avatar ? f[.avatar].flatMap { text($0, "avatar") } : nil,
            qrCode: type == .avatar ? f[.qrCode].flatMap { text($0, "qrCode") } : nil,
            subtitle: f[.subtitle].flatMap { text($0, "subtitle") },
            enabled: f[.enabled].flatMap { bool($0, "enabled") } ?? true,
            checked: f[.checked].flatMap { bool($0, "checked") },
            link: f[.link].flatMap(decodeLink),
            value: f[.value].flatMap { text($0, "value") },
            mark: node.firstKeyMark,
            swipe: f[.swipe].map(swipeActions) ?? [],
            enabledWhen: f[.enabledWhen].map { conditions($0, "enabledWhen") } ?? [],
            visibleWhen: f[.visibleWhen].map { conditions($0, "visibleWhen") } ?? [])
        cell.sharedStyle = resolved
        return cell
    }

    /// The box of a style equal to `style`: one already made, or a new one remembered. Sixteen
    /// cover the types and the few styles a page's cells and sections set.
    func shared(_ style: Style) -> SharedStyle {
        if let known = styles.last(where: { $0.value == style }) { return known }
        let box = SharedStyle(style)
        if styles.count == 16 { styles.removeFirst() }
        styles.append(box)
        return box
    }

    /// `EditDistance.closest`, remembered per word and candidates.
    func closest(to word: String, in candidates: [String]) -> String? {
        let key = word + "\u{0}" + candidates.joined(separator: "\u{1}")
        if let known = suggestions[key] { return known }
        let answer = EditDistance.closest(to: word, in: candidates)
        suggestions[key] = answer
        return answer
    }

    func cellType(_ node: Node) -> CellType? {
        guard let name = text(node, "type") else { return nil }
        if let type = CellType(rawValue: name) { return type }
        let all = CellType.allCases.map(\.rawValue)
        let suggestion = PageFormat.cellTypeSynonyms[name.lowercased()] ?? closest(to: name, in: all)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; use one of \(all.joined(separator: ", "))"
        error(.unknownCellType, "unknown cell type '\(name)'\(hint)", at: node, key: "type", wrong: name, suggestion: suggestion)
        return nil
    }

    func decodeIndicator(_ node: Node) -> Indicator? {
        if node.scalar != nil {
            return text(node, "indicator").map { Indicator(title: $0, image: nil, imageFirst: true) }
        }
        path.append(.key("indicator"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "an indicator (text, or a map with title, image, imageFirst)") else { return nil }
        let f = fields(pairs, PageFormat.indicatorKeyTable, in: "an indicator")
        let title = f[indicator: .title].flatMap { text($0, "title") }
        let image = f[indicator: .image].flatMap { text($0, "image") }
        let imageFirst = f[indicator: .imageFirst].flatMap { bool($0, "imageFirst") } ?? true
        return title == nil && image == nil ? nil : Indicator(title: title, image: image, imageFirst: imageFirst)
    }

    func emptyState(_ node: Node) -> EmptyState? {
        path.append(.key("empty"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "an empty state") else { return nil }
        let f = fields(pairs, PageFormat.emptyKeyTable, in: "an empty state")
        return EmptyState(
            title: f["title"].flatMap { text($0, "title") },
            detail: f["detail"].flatMap { text($0, "detail") },
            image: f["image"].flatMap { text($0, "image") },
            button: f["button"].flatMap { text($0, "button") },
            offset: f["offset"].flatMap { number($0, "offset", .any) })
    }
}
