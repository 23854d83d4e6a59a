/// The keys of SPEC 10: swipe actions, refresh and load-more, and conditions on switch rows.
extension PageDecoder {
    /// `swipe: [{title, style, color}]`; an action without a title is left out after its error.
    func swipeActions(_ node: Node) -> [SwipeAction] {
        path.append(.key("swipe"))
        defer { path.removeLast() }
        return list(node, "swipe") { item -> SwipeAction? in
            guard let pairs = self.mapping(item, "a swipe action ({title, style, color})") else { return nil }
            let f = self.fields(pairs, PageFormat.swipeKeyTable, in: "a swipe action")
            let title = self.required(f, "title", of: item, "a swipe action") { self.text($0, "title") }
            let style = f["style"].flatMap { self.choice($0, "style", SwipeAction.Style.self) } ?? .normal
            let color = f["color"].flatMap { self.color($0, "color") }
            return title.map { SwipeAction(title: $0, style: style, color: color) }
        }?.values ?? []
    }

    /// `refresh: {title}`, or its title alone.
    func refresh(_ node: Node) -> Refresh? {
        if node.scalar != nil { return text(node, "refresh").map { Refresh(title: $0) } ?? Refresh() }
        path.append(.key("refresh"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "a refresh control ({title})") else { return nil }
        let f = fields(pairs, PageFormat.refreshKeyTable, in: "a refresh control")
        return Refresh(title: f["title"].flatMap { text($0, "title") })
    }

    /// `loadMore: {title, auto}`, or its title alone.
    func loadMore(_ node: Node) -> LoadMore? {
        if node.scalar != nil { return text(node, "loadMore").map { LoadMore(title: $0) } ?? LoadMore() }
        path.append(.key("loadMore"))
        defer { path.removeLast() }
        guard let pairs = mapping(node, "a load-more row ({title, auto})") else { return nil }
        let f = fields(pairs, PageFormat.loadMoreKeyTable, in: "a load-more row")
        return LoadMore(title: f["title"].flatMap { text($0, "title") }, auto: f["auto"].flatMap { bool($0, "auto") } ?? false)
    }

    /// `enabledWhen` / `visibleWhen`: one `{cell, on}` or a list of them; `on` is true unless given.
    func conditions(_ node: Node, _ key: String) -> [Condition] {
        path.append(.key(key))
        defer { path.removeLast() }
        let expected = "a condition ({cell: ID, on: true|false})"
        func condition(_ item: Node) -> Condition? {
            guard let pairs = mapping(item, expected) else { return nil }
            let f = fields(pairs, PageFormat.conditionKeyTable, in: "a condition")
            let cell = required(f, "cell", of: item, "a condition") { identifier($0, "cell") }
            let on = f["on"].flatMap { bool($0, "on") } ?? true
            return cell.map { Condition(cell: $0, on: on) }
        }
        if node.sequence != nil {
            return list(node, key) { condition($0) }?.values ?? []
        }
        return condition(node).map { [$0] } ?? []
    }

    /// One of an enumeration's names, with a did-you-mean when it is not; `what` names it in the message.
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ key: String, _ type: T.Type, what: String? = nil) -> T?
    where T.RawValue == String {
        guard let name = text(node, key) else { return nil }
        if let known = T(rawValue: name) { return known }
        let all = T.allCases.map(\.rawValue)
        let suggestion = closest(to: name, in: all)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; use one of \(all.joined(separator: ", "))"
        error(.invalidValue, "unknown \(what ?? key) '\(name)'\(hint)", at: node, key: key, wrong: name, suggestion: suggestion)
        return nil
    }
}
