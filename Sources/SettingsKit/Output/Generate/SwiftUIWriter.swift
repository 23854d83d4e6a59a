/// `convert --to swiftui` (SPEC 12): one Swift file, a `View` per page: a `Form` of `Section`s,
/// switches as `Toggle`s on `@AppStorage` keys, lists as `Picker`s with tags, sliders, text
/// fields, `NavigationLink`s to the pages rows lead to, values as `LabeledContent`, the logout
/// row a destructive `Button`, conditions as `if` and `.disabled`, swipe actions and refresh.
/// Rows whose tap the app handles call the page's `onAction` with their id, as
/// SJStaticTableView's delegate dispatches on it. No view builder holds more than ten views, so
/// a page of any length type-checks quickly.
struct SwiftUIWriter {
    let plan: AppPlan
    let source: String

    /// Most views a generated view builder holds before rows are grouped into properties.
    static let builderLimit = 10

    func write(to sink: GeneratedSink) -> [String] {
        var names = UniqueNames(reserved: ["SettingsAction"])
        var viewNames: [String: String] = [:]
        for page in plan.pages { viewNames[page.id.key] = names.make(CodeLiteral.upperCamel(page.id.key, fallback: "Settings") + "Page") }
        sink.open("Settings.swift")
        var code = CodeText(sink)
        code.line("// " + Generated.header(source))
        code.line("// Show the first page in a NavigationStack: `NavigationStack { \(viewNames[plan.pages[0].id.key]!)() }`.")
        code.line("import SwiftUI")
        code.line()
        code.line("/// What a row asks of the app: its id when tapped (as SJStaticTableView's delegate is told),")
        code.line("/// a swipe action's title, a pull to refresh, the load-more row.")
        code.block("enum SettingsAction: Hashable, Sendable") { c in
            c.lines(["case select(String)", "case swipe(row: String, action: String)", "case refresh", "case loadMore"])
        }
        var notes = NoteTally()
        for page in plan.pages {
            code.line()
            var view = SwiftUIPage(plan: plan, page: page, viewNames: viewNames, notes: notes)
            view.write(into: &code, name: viewNames[page.id.key]!)
            notes = view.notes
        }
        code.finish()
        return notes.lines
    }
}

/// One page's `View`.
struct SwiftUIPage {
    let plan: AppPlan
    let page: Page
    let viewNames: [String: String]
    var notes: NoteTally
    /// The stored setting behind each key the page's controls bind: its property and declaration.
    private(set) var storage: [String: String] = [:]
    private var declarations: [String] = []
    private var names = UniqueNames(reserved: ["onAction", "body"])
    /// The `@ViewBuilder` properties rows are grouped into.
    private var properties: [(name: String, lines: [String])] = []

    init(plan: AppPlan, page: Page, viewNames: [String: String], notes: NoteTally) {
        self.plan = plan
        self.page = page
        self.viewNames = viewNames
        self.notes = notes
    }

    /// The property a key's value is bound to, declared on first use with its default.
    mutating func property(key: String?, type: String, initial: String) -> String {
        if let key, let name = storage[key] { return name }
        let name = names.make(CodeLiteral.lowerCamel(key ?? "value", fallback: "setting"))
        if let key {
            storage[key] = name
            declarations.append("@AppStorage(\(CodeLiteral.swift(key))) private var \(name): \(type) = \(initial)")
        } else {
            declarations.append("@State private var \(name): \(type) = \(initial)")
        }
        return name
    }

    /// A condition list as a Swift expression over the switches' properties; a switch the page
    /// does not have never holds (SPEC 10).
    func holds(_ conditions: [Condition]) -> String {
        conditions.map { c in storage[c.cell.key].map { c.on ? $0 : "!" + $0 } ?? "false" }.joined(separator: " && ")
    }

    mutating func write(into code: inout CodeText, name: String) {
        notes.addUnheld(page, target: "SwiftUI", metrics: nil, drawn: [.style, .states])
        // Switches first, so every condition finds its property whatever the row order.
        page.forEachCell { _, _, cell in
            if cell.type == .switch, let id = cell.id { _ = property(key: id.key, type: "Bool", initial: String(cell.on ?? false)) }
        }
        // A long page's sections are properties written as they are made, in extensions ahead
        // of the struct, so the file is never held whole; a short page reads top to bottom.
        let streams = page.cellCount > Self.inlineCells
        var sections: [[String]] = []
        for (s, section) in page.sections.enumerated() {
            var lines = self.section(section, index: s + 1, streams: streams, into: &code, of: name)
            if streams {
                let property = names.make("section\(s + 1)")
                properties.append((property, lines))
                lines = [property]
                if properties.count >= 64 { writeProperties(into: &code, of: name) }
            }
            sections.append(lines)
        }
        var loadMore: [String] = []
        if let more = page.loadMore {
            let title = CodeLiteral.swift(more.title ?? LoadMore.defaultTitle)
            loadMore = more.auto ? ["Section { ProgressView(\(title)).onAppear { onAction(.loadMore) } }"]
                : ["Section { " + Self.button(more.title ?? LoadMore.defaultTitle, trailing: true, action: "onAction(.loadMore)") + " }"]
        }
        let content = fit(sections + (loadMore.isEmpty ? [] : [loadMore]), name: "sections")
        if streams { writeProperties(into: &code, of: name) }
        code.block("struct \(name): View") { c in
            c.line("var onAction: @MainActor @Sendable (SettingsAction) -> Void = { _ in }")
            c.lines(declarations)
            c.line()
            c.block("var body: some View") { c in
                if page.hasNoCells, let empty = page.empty {
                    if empty.offset != nil { notes.add(page, "the empty state is centred by SwiftUI; its offset is left out") }
                    emptyState(empty, into: &c)
                } else {
                    c.block("Form") { c in for item in content { c.lines(item) } }
                }
                c.line(".navigationTitle(\(Self.title(page.title)))")
                if page.refresh != nil { c.line(".refreshable { [onAction] in await onAction(.refresh) }") }
            }
            for (name, lines) in properties {
                c.line()
                c.block("@ViewBuilder private var \(name): some View") { c in c.lines(lines) }
            }
        }
        properties.removeAll()
    }

    /// Pages with more rows than this write their sections as they go (`write(into:name:)`).
    static let inlineCells = 200

    /// The properties made so far, in an extension of the page's view, and forgotten.
    private mutating func writeProperties(into code: inout CodeText, of view: String) {
        guard !properties.isEmpty else { return }
        code.block("extension \(view)") { c in
            for (i, (name, lines)) in properties.enumerated() {
                if i > 0 { c.line() }
                c.block("@ViewBuilder private var \(name): some View") { c in c.lines(lines) }
            }
        }
        code.line()
        properties.removeAll(keepingCapacity: true)
    }

    private func emptyState(_ empty: EmptyState, into c: inout CodeText) {
        c.block("VStack(spacing: 12)") { c in
            if let image = empty.image { c.line("Image(\(CodeLiteral.swift(image)))") }
            if let title = empty.title { c.line(Self.text(title) + ".font(.headline)") }
            if let detail = empty.detail { c.line(Self.text(detail) + ".foregroundStyle(.secondary)") }
            if let button = empty.button { c.line(Self.button(button, trailing: true, action: "onAction(.select(\"empty\"))")) }
        }
    }

    /// Views for a builder: as they are when there are few, else grouped, ten to a property, as
    /// often as it takes.
    mutating func fit(_ items: [[String]], name: String) -> [[String]] {
        guard items.count > SwiftUIWriter.builderLimit else { return items }
        var groups: [[String]] = []
        var start = 0
        while start < items.count {
            let end = min(start + SwiftUIWriter.builderLimit, items.count)
            let property = names.make(name + "\(groups.count + 1)")
            properties.append((property, items[start..<end].flatMap { $0 }))
            groups.append([property])
            start = end
        }
        return fit(groups, name: name + "Group")
    }

    /// A section's `Section`. Streaming, its rows go ten at a time into properties, written
    /// to `code` as they fill, so a section of any length is never held whole.
    private mutating func section(_ section: Section, index: Int, streams: Bool, into code: inout CodeText, of view: String) -> [String] {
        var body: [[String]]
        if let radio = plan.radio(section) {
            body = [picker(radio, label: "EmptyView()", style: ".inline", extra: [".labelsHidden()"])]
        } else if streams, section.cells.count > SwiftUIWriter.builderLimit {
            body = []
            var chunk: [String] = []
            for (i, cell) in section.cells.enumerated() {
                chunk += row(cell)
                guard (i + 1) % SwiftUIWriter.builderLimit == 0 || i == section.cells.count - 1 else { continue }
                let property = names.make("section\(index)Rows\(body.count + 1)")
                properties.append((property, chunk))
                body.append([property])
                chunk.removeAll(keepingCapacity: true)
                if properties.count >= 64 { writeProperties(into: &code, of: view) }
            }
        } else {
            body = section.cells.map { row($0) }
        }
        let streamed = streams && section.cells.count > SwiftUIWriter.builderLimit && plan.radio(section) == nil
        body = fit(body, name: streamed ? "section\(index)RowGroup" : "section\(index)Rows")
        var lines = ["Section {"] + body.flatMap { $0 }.map { "    " + $0 }
        switch (section.header, section.footer) {
        case (let h?, let f?): lines += ["} header: {", "    " + Self.text(h), "} footer: {", "    " + Self.text(f), "}"]
        case (let h?, nil): lines += ["} header: {", "    " + Self.text(h), "}"]
        case (nil, let f?): lines += ["} footer: {", "    " + Self.text(f), "}"]
        case (nil, nil): lines += ["}"]
        }
        if !section.enabledWhen.isEmpty { lines.append(".disabled(!(\(holds(section.enabledWhen))))") }
        if !section.visibleWhen.isEmpty { lines = ["if \(holds(section.visibleWhen)) {"] + lines.map { "    " + $0 } + ["}"] }
        return lines
    }
}
