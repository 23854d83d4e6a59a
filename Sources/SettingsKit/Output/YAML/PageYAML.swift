/// A resolved page as a page file (SPEC 2): what a page built in code, or read from another
/// format, looks like in YAML. Loading the text gives the same page back. Values equal to what
/// the cascade would give anyway are left out, so the file stays as short as one written by hand:
/// a cell's style lists only the keys that differ from its type's defaults.
public enum PageYAML {
    /// The page as one YAML document in the page format.
    public static func text(of page: Page) -> String {
        var root: [(String, YAMLEmitter.Content)] = [("title", .text(page.title)), ("id", identifier(page.id))]
        let metrics = PageMetrics(), m = page.metrics
        let style = [("margin", m.margin, metrics.margin), ("verticalGap", m.verticalGap, metrics.verticalGap),
                     ("titleWidthLimit", m.titleWidthLimit, metrics.titleWidthLimit)]
            .filter { $0.1 != $0.2 }.map { ($0.0, YAMLEmitter.Content.number($0.1)) }
        if !style.isEmpty { root.append(("style", .map(style, flow: true))) }
        root.append(("sections", .list(page.sections.map(section), flow: false)))
        if let e = page.empty {
            let fields: [(String, YAMLEmitter.Content)] = [("title", e.title), ("detail", e.detail), ("image", e.image), ("button", e.button)]
                .compactMap { key, value in value.map { (key, .text($0)) } } + (e.offset.map { [("offset", .number($0))] } ?? [])
            root.append(("empty", .map(fields, flow: false)))
        }
        if let r = page.refresh { root.append(("refresh", .map(r.title.map { [("title", .text($0))] } ?? [], flow: true))) }
        if let l = page.loadMore {
            root.append(("loadMore", .map((l.title.map { [("title", .text($0))] } ?? []) + (l.auto ? [("auto", .bool(true))] : []), flow: true)))
        }
        return YAMLEmitter.document(.map(root, flow: false))
    }

    /// `enabledWhen` and `visibleWhen`, where given: one condition as a map, more as a list.
    private static func conditions(_ enabled: [Condition], _ visible: [Condition]) -> [(String, YAMLEmitter.Content)] {
        [("enabledWhen", enabled), ("visibleWhen", visible)].compactMap { key, list in
            let maps = list.map { YAMLEmitter.Content.map([("cell", identifier($0.cell)), ("on", .bool($0.on))], flow: true) }
            return maps.isEmpty ? nil : (key, maps.count == 1 ? maps[0] : .list(maps, flow: true))
        }
    }

    private static func section(_ s: Section) -> YAMLEmitter.Content {
        var out: [(String, YAMLEmitter.Content)] = []
        if let id = s.id { out.append(("id", identifier(id))) }
        if let h = s.header { out.append(("header", .text(h))) }
        if let f = s.footer { out.append(("footer", .text(f))) }
        if s.headerHeight != 10 { out.append(("headerHeight", .number(s.headerHeight))) }
        if s.footerHeight != 10 { out.append(("footerHeight", .number(s.footerHeight))) }
        out += conditions(s.enabledWhen, s.visibleWhen)
        out.append(("cells", .list(s.cells.map(cell), flow: false)))
        return .map(out, flow: false)
    }

    private static func cell(_ c: Cell) -> YAMLEmitter.Content {
        var out: [(String, YAMLEmitter.Content)] = []
        if let id = c.id { out.append(("id", identifier(id))) }
        if c.type != .disclosure { out.append(("type", .text(c.type.rawValue))) }
        for (key, value) in [("title", c.title), ("image", c.image)] { if let value { out.append((key, .text(value))) } }
        if let i = c.indicator {
            out.append(("indicator", i.image == nil && i.imageFirst && i.title != nil ? .text(i.title!) : .map(
                [("title", i.title), ("image", i.image)].compactMap { k, v in v.map { (k, .text($0)) } }
                    + (i.imageFirst ? [] : [("imageFirst", .bool(false))]), flow: true)))
        }
        if let on = c.on { out.append(("on", .bool(on))) }
        if c.reuseId != Cell.defaultReuseId(for: c.type) { out.append(("reuseId", .text(c.reuseId))) }
        for (key, value) in [("name", c.name), ("account", c.account), ("avatar", c.avatar), ("qrCode", c.qrCode),
                             ("subtitle", c.subtitle)] {
            if let value { out.append((key, .text(value))) }
        }
        if !c.enabled { out.append(("enabled", .bool(false))) }
        if let checked = c.checked { out.append(("checked", .bool(checked))) }
        if let link = c.link { out.append(("link", .map([(link.kind, .text(link.destination))], flow: true))) }
        if let value = c.value { out.append(("value", .text(value))) }
        if !c.swipe.isEmpty {
            out.append(("swipe", .list(c.swipe.map { a in
                .map([("title", .text(a.title))] + (a.style == .normal ? [] : [("style", .text(a.style.rawValue))])
                    + (a.color.map { [("color", .text($0.hex))] } ?? []), flow: true)
            }, flow: false)))
        }
        out += conditions(c.enabledWhen, c.visibleWhen)
        let defaults = Style.defaults(for: c.type)
        let style = StyleKey.allCases.filter { c.style[$0] != defaults[$0] }.map { ($0.rawValue, value(c.style[$0])) }
        if !style.isEmpty { out.append(("style", .map(style, flow: true))) }
        return .map(out, flow: out.count <= 4 && style.isEmpty)
    }

    private static func value(_ v: StyleValue) -> YAMLEmitter.Content {
        switch v {
        case .number(let n): .number(n)
        case .font(let f): f.weight == .regular ? .number(f.size)
            : .map([("size", .number(f.size)), ("weight", .text(f.weight.rawValue))], flow: true)
        case .color(let c): .text(c.hex)
        case .size(let s): s.width == s.height ? .number(s.width) : .list([.number(s.width), .number(s.height)], flow: true)
        }
    }

    private static func identifier(_ id: Identifier) -> YAMLEmitter.Content {
        switch id {
        case .int(let i): .scalar(String(i), quoted: false)
        case .string(let s): .text(s)
        }
    }
}
