/// Turns one YAML document into a resolved `Page`, reporting every problem it finds at the
/// node it is about, and going on after each one so a single pass reports them all.
final class PageDecoder {
    var found = RepeatFilter()
    /// What decoding found, a problem inside an aliased node once.
    var diagnostics: [Diagnostic] { found.result }
    /// Where the decoder is, for diagnostics' node paths.
    var path = NodePath()
    private let file: String
    /// Did-you-mean answers already worked out: a mistake repeated in every cell (or reached
    /// through an alias many times) costs one edit-distance search, not one a cell.
    private var suggestions: [String: String?] = [:]

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
                        empty: empty, mark: root.firstKeyMark,
                        refresh: f["refresh"].flatMap(refresh), loadMore: f["loadMore"].flatMap(loadMore))
        return PageDocument(root: root, page: page, sectionNodes: sections.map(\.nodes))
    }

    // MARK: Sections and cells

    /// The section, with its node and the nodes of the cells it kept.
    func section(_ node: Node, pageStyle: StyleOverrides) -> (section: Section, nodes: SectionNodes)? {
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
            cells: cells.map(\.value), mark: node.firstKeyMark,
            enabledWhen: f["enabledWhen"].map { conditions($0, "enabledWhen") } ?? [],
            visibleWhen: f["visibleWhen"].map { conditions($0, "visibleWhen") } ?? [])
        return (section, SectionNodes(node: node, cells: cells.map(\.node)))
    }

    func cell(_ node: Node, cascade: [StyleOverrides]) -> Cell? {
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
        return Cell(
            id: f["id"].flatMap { identifier($0, "id") }, type: type, title: title, image: image,
            indicator: indicator, on: on, reuseId: f["reuseId"].flatMap { text($0, "reuseId") }, name: name,
            // Only an avatar row shows these: elsewhere `ignored-key` says so, and their values go unchecked.
            account: type == .avatar ? f["account"].flatMap { text($0, "account") } : nil,
            avatar: type == .avatar ? f["avatar"].flatMap { text($0, "avatar") } : nil,
            qrCode: type == .avatar ? f["qrCode"].flatMap { text($0, "qrCode") } : nil,
            subtitle: f["subtitle"].flatMap { text($0, "subtitle") },
            enabled: f["enabled"].flatMap { bool($0, "enabled") } ?? true,
            checked: f["checked"].flatMap { bool($0, "checked") },
            link: f["link"].flatMap(decodeLink),
            value: f["value"].flatMap { text($0, "value") },
            style: resolved, mark: node.firstKeyMark,
            swipe: f["swipe"].map(swipeActions) ?? [],
            enabledWhen: f["enabledWhen"].map { conditions($0, "enabledWhen") } ?? [],
            visibleWhen: f["visibleWhen"].map { conditions($0, "visibleWhen") } ?? [])
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
        let hint = (PageFormat.cellTypeSynonyms[name.lowercased()] ?? closest(to: name, in: all)).map { "; did you mean '\($0)'?" }
            ?? "; use one of \(all.joined(separator: ", "))"
        error(.unknownCellType, "unknown cell type '\(name)'\(hint)", at: node, key: "type")
        return nil
    }

    func decodeIndicator(_ node: Node) -> Indicator? {
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

    func emptyState(_ node: Node) -> EmptyState? {
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
}
