/// Builds one screen's page in one locale by SPEC 7.4's table: categories become sections, rows
/// outside them header-less sections, nested screens rows that lead to their own page. It
/// reports nothing: `PreferenceChecks` has looked at the same preferences once.
struct PreferencePageBuilder {
    let decoder: AndroidScreenDecoder
    let resolver: AndroidResolver
    /// Each preference's enabled state, by index.
    let enabled: [Bool]
    /// The id of the page being built, which its choice pages' ids start with.
    let pageID: String

    private(set) var sections: [Section] = []
    private(set) var marks: [[CellMarks]] = []
    /// The choice page of each list row.
    private(set) var choices: [Page] = []
    /// Whether the next row starts a new header-less section (after a category ends).
    private var sectionIsClosed = true
    /// The `initialExpandedChildrenCount` of each group being built that has one: how many rows
    /// show, how many have been met, and the titles of those collapsed.
    private var budgets: [(limit: Int, met: Int, collapsed: [String])] = []

    init(decoder: AndroidScreenDecoder, resolver: AndroidResolver, enabled: [Bool], pageID: String) {
        self.decoder = decoder
        self.resolver = resolver
        self.enabled = enabled
        self.pageID = pageID
    }

    /// The screen's children as sections.
    mutating func build(_ screen: Preference) {
        addChildren(of: screen)
    }

    private mutating func addChildren(of group: Preference) {
        let limit = resolver.integer(group, "initialExpandedChildrenCount")
        if let limit { budgets.append((max(limit, 0), 0, [])) }
        for child in group.children where resolver.bool(child, "isPreferenceVisible") != false {
            // AndroidX counts rows, not groups, against the limit; a group met past it is collapsed whole.
            let collapsed = budgets.contains { $0.met >= $0.limit }
            if child.kind != .screen, child.kind.isGroup {
                if !collapsed { openSection(child) }
                addChildren(of: child)
                if !collapsed { sectionIsClosed = true }
                continue
            }
            for b in budgets.indices {
                if collapsed { budgets[b].collapsed.append(resolver.text(child, "title") ?? "") }
                budgets[b].met += 1
            }
            if !collapsed { add(cell(child), child) }
        }
        if limit != nil, let budget = budgets.popLast(), !budget.collapsed.isEmpty {
            // AndroidX's expand button: the collapsed rows' titles as its summary.
            let titles = budget.collapsed.filter { !$0.isEmpty }
            add(Cell(type: .none, title: "+ \(budget.collapsed.count) more", subtitle: titles.isEmpty ? nil : titles.joined(separator: ", "),
                     mark: group.element.start), group, marks: CellMarks())
        }
    }

    private mutating func openSection(_ category: Preference) {
        let header = resolver.text(category, "title").flatMap { $0.isEmpty ? nil : $0 }
        sections.append(Section(header: header, footer: resolver.text(category, "summary"), cells: [], mark: category.element.start))
        marks.append([])
        sectionIsClosed = false
    }

    private mutating func add(_ cell: Cell, _ p: Preference, marks cellMarks: CellMarks? = nil) {
        if sectionIsClosed {
            sections.append(Section(cells: [], mark: p.element.start))
            marks.append([])
            sectionIsClosed = false
        }
        let prefixes = decoder.file.prefixes
        func attribute(_ name: String) -> Mark? { p.attribute(name, prefixes)?.start }
        sections[sections.count - 1].cells.append(cell)
        marks[marks.count - 1].append(cellMarks ?? CellMarks(id: attribute("key"), title: attribute("title"),
                                                             value: attribute("defaultValue"), subtitle: attribute("summary")))
    }

    /// A list preference's choice page's id.
    private func choiceID(_ p: Preference) -> String { pageID + "/" + (resolver.key(p) ?? "\(p.index)") }

    private mutating func cell(_ p: Preference) -> Cell {
        let summary = resolver.text(p, "summary")
        func row(_ type: CellType, on: Bool? = nil, subtitle: String? = nil, link: Link? = nil, value: String? = nil) -> Cell {
            Cell(id: resolver.key(p).map(Identifier.string), type: type, title: resolver.text(p, "title"), image: resolver.image(p),
                 on: on, subtitle: subtitle ?? summary, enabled: enabled[p.index], link: link, value: value, mark: p.element.start)
        }
        let simpleSummary = resolver.bool(p, "useSimpleSummaryProvider") == true
        switch p.kind {
        case .twoState:
            let on = resolver.bool(p, "defaultValue") ?? false
            return row(.switch, on: on, subtitle: resolver.text(p, on ? "summaryOn" : "summaryOff"))
        case .list:
            let value = choices(p).first { $0.checked }?.title
            choices.append(choicePage(p))
            var subtitle = summary
            if simpleSummary {
                subtitle = value ?? Self.notSet
            } else if let summary, summary.contains("%s") {
                subtitle = summary.replacing("%s", with: value ?? "")
            }
            return row(.disclosure, subtitle: subtitle, link: .page(choiceID(p)), value: value)
        case .multiSelect:
            let chosen = choices(p).filter(\.checked).map(\.title)
            choices.append(choicePage(p))
            return row(.disclosure, link: .page(choiceID(p)), value: chosen.isEmpty ? nil : chosen.joined(separator: ", "))
        case .editText:
            let value = resolver.text(p, "defaultValue")
            return row(.none, subtitle: simpleSummary ? (value.flatMap { $0.isEmpty ? nil : $0 } ?? Self.notSet) : nil, value: value)
        case .seekBar:
            let low = resolver.integer(p, "min") ?? 0, high = resolver.integer(p, "max") ?? 100
            let current = resolver.integer(p, "defaultValue") ?? low
            return row(.none, value: "\(current) (\(low)–\(high))")
        case .screen:
            return row(.disclosure, link: .page(decoder.pageID(of: p)))
        case .plain, .category:
            if let fragment = resolver.text(p, "fragment") { return row(.disclosure, link: .target(fragment)) }
            if let intent = p.intentTarget(decoder.file.prefixes) { return row(.disclosure, link: .target(intent)) }
            return row(.none)
        }
    }

    /// What AndroidX's simple summary provider shows for a list or text without a value.
    static let notSet = "Not set"

    /// A list's choices: its entries, each checked when its value is the default (one of the
    /// defaults, for a multi-select list).
    private func choices(_ p: Preference) -> [(title: String, value: String?, checked: Bool)] {
        let entries = resolver.array(p, "entries") ?? [], values = resolver.array(p, "entryValues") ?? []
        let defaults: Set<String> = p.kind == .multiSelect
            ? Set(resolver.array(p, "defaultValue") ?? [])
            : Set(resolver.text(p, "defaultValue").map { [$0] } ?? [])
        return entries.indices.map { i in
            let value = i < values.count ? values[i] : nil
            return (entries[i], value, value.map(defaults.contains) ?? false)
        }
    }

    /// A list's page: its entries in one section, the default checked.
    private func choicePage(_ p: Preference) -> Page {
        let key = resolver.key(p) ?? "\(p.index)"
        let rows = choices(p).enumerated().map { i, choice in
            Cell(id: .string(key + "=" + (choice.value ?? "\(i)")), type: .none, title: choice.title, checked: choice.checked,
                 mark: p.element.start)
        }
        return Page(file: decoder.source.path, id: .string(choiceID(p)),
                    title: resolver.text(p, "dialogTitle") ?? resolver.text(p, "title") ?? key, metrics: .imported,
                    sections: [Section(cells: rows, mark: p.element.start)], mark: p.element.start,
                    source: PageSource(format: .android, locale: resolver.locale))
    }
}
