import Synchronization

/// The resolved model's JSON form (SPEC 3): every key always present, in a fixed order.
extension Page {
    /// The page in the resolved model's JSON form (SPEC 3), its sections with it.
    public var json: JSONValue { json(withSections: true) }

    /// Without `sections`, the page's own properties only: what diff compares at page level.
    public func json(withSections: Bool) -> JSONValue {
        .object([
            ("file", .string(file)), ("id", id.json), ("title", .string(title)),
            ("source", .object([("format", .string(source.format.rawValue)), ("locale", .string(source.locale))])),
            ("metrics", .object([
                ("margin", .number(metrics.margin)), ("verticalGap", .number(metrics.verticalGap)),
                ("titleWidthLimit", .number(metrics.titleWidthLimit)),
            ])),
        ] + (withSections ? [("sections", sectionsJSON)] : []) + [
            ("empty", empty.map(\.json) ?? .null),
            ("refresh", refresh.map { .object([("title", .string($0.title))]) } ?? .null),
            ("loadMore", loadMore.map { .object([("title", .string($0.title)), ("auto", .bool($0.auto))]) } ?? .null),
        ])
    }

    /// The sections, one memo of style texts for all: a page's cells share a few styles.
    private var sectionsJSON: JSONValue {
        let styles = StyleJSONMemo()
        return .generated(count: sections.count) { [sections] in sections[$0].json(withCells: true, styles: styles) }
    }
}

extension Section {
    /// The section in the resolved model's JSON form, its cells with it.
    public var json: JSONValue { json(withCells: true) }

    /// Without `cells`, the section's own properties only.
    public func json(withCells: Bool) -> JSONValue {
        json(withCells: withCells, styles: StyleJSONMemo())
    }

    fileprivate func json(withCells: Bool, styles: StyleJSONMemo) -> JSONValue {
        .object([
            ("id", id?.json ?? .null), ("header", .string(header)), ("footer", .string(footer)),
            ("headerHeight", .number(headerHeight)), ("footerHeight", .number(footerHeight)),
            ("enabledWhen", enabledWhen.json), ("visibleWhen", visibleWhen.json), ("visible", .bool(visible)),
        ] + (withCells ? [("cells", .written(.init(count: cells.count, element: { [cells] in
            let cell = cells[$0]
            return cell.json(style: styles.json(of: cell.sharedStyle))
        }, write: { [cells] i, out, level in
            cells.withUnsafeBufferPointer { $0[i].writeJSON(to: &out, indent: level, styles: styles) }
        })))] : []))
    }
}

/// The last few styles' JSON, and their text at the depth they were written, made again only for
/// a style not among them: a page's cells share a few styles (one per cell type, mostly), taken in
/// turn, and a style is a third of a cell's JSON.
private final class StyleJSONMemo: Sendable {
    /// More than a page's types and sections usually mix; a miss costs what one cell's JSON does.
    private static let capacity = 8
    private let values = Mutex<[(style: SharedStyle, json: JSONValue)]>([])
    private let texts = Mutex<[(style: SharedStyle, level: Int, bytes: [UInt8])]>([])

    // Cells share style boxes, so a box is mostly found by identity before its value is compared.
    func json(of style: SharedStyle) -> JSONValue {
        if let known = values.withLock({ $0.first { $0.style == style }?.json }) { return known }
        let json = style.value.json
        values.withLock { Self.remember((style, json), in: &$0) }
        return json
    }

    func write(_ style: SharedStyle, to out: inout JSONWriter, indent level: Int) {
        if let known = texts.withLock({ $0.first { $0.style == style && $0.level == level }?.bytes }) {
            out.append(known)
            return
        }
        var piece = JSONWriter()
        json(of: style).write(to: &piece, indent: level)
        let bytes = piece.written
        out.append(bytes)
        texts.withLock { Self.remember((style, level, bytes), in: &$0) }
    }

    /// The newest last; the oldest goes when the memo is full.
    private static func remember<Entry>(_ entry: Entry, in entries: inout [Entry]) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append(entry)
    }
}

extension Cell {
    /// The cell in the resolved model's JSON form, every key present.
    public var json: JSONValue { json(style: style.json) }

    /// The same, its style's JSON made already.
    func json(style: JSONValue) -> JSONValue {
        .object([
            ("id", id?.json ?? .null), ("type", .string(type.rawValue)),
            ("title", .string(title)), ("image", .string(image)),
            ("indicator", indicator.map(\.json) ?? .null),
            ("on", on.map(JSONValue.bool) ?? .null), ("reuseId", .string(reuseId)),
            ("name", .string(name)), ("account", .string(account)),
            ("avatar", .string(avatar)), ("qrCode", .string(qrCode)),
            ("subtitle", .string(subtitle)), ("enabled", .bool(enabled)), ("checked", checked.map(JSONValue.bool) ?? .null),
            ("link", link.map { .object([($0.kind, .string($0.destination))]) } ?? .null), ("value", .string(value)),
            ("swipe", swipe.isEmpty ? .array([]) : .array(swipe.map(\.json))),
            ("enabledWhen", enabledWhen.json), ("visibleWhen", visibleWhen.json), ("visible", .bool(visible)),
            ("style", style),
            ("line", .int(mark.line)), ("column", .int(mark.column)),
        ])
    }
}

extension Cell {
    /// Writes the cell's JSON as `json` prints at this depth, without building it. The tests hold
    /// the two to the same bytes on every fixture page.
    fileprivate func writeJSON(to out: inout JSONWriter, indent level: Int, styles: StyleJSONMemo) {
        let prefixes = CellJSONKeys.prefixes(at: level)
        prefixes.bytes.withUnsafeBufferPointer { prefixBytes in
            writeJSON(to: &out, indent: level, styles: styles, prefixes: prefixBytes, starts: prefixes.starts)
        }
    }

    /// The same, the prefixes lent: one buffer a cell, not an array a key (whose shared reference
    /// counts both cores writing cells would fight over).
    private func writeJSON(to out: inout JSONWriter, indent level: Int, styles: StyleJSONMemo,
                           prefixes: UnsafeBufferPointer<UInt8>, starts: InlineArray<24, Int>) {
        var number = 0
        func key(_ name: StaticString) {
            assert(CellJSONKeys.names[number] == "\(name)", "the keys are written in CellJSONKeys.names order")
            // The first key opens the object where the others follow a comma.
            if number == 0 { out.raw("{") }
            out.append(UnsafeBufferPointer(rebasing: prefixes[starts[number] + (number == 0 ? 1 : 0)..<starts[number + 1]]))
            number += 1
        }
        func id(_ id: Identifier?) {
            switch id {
            case .int(let i)?: out.integer(i)
            case .string(let s)?: out.quoted(s)
            case nil: out.raw("null")
            }
        }
        key("id"); id(self.id)
        key("type"); out.quoted(type.rawValue)
        key("title"); out.quoted(title)
        key("image"); out.quoted(image)
        key("indicator")
        if let indicator { indicator.writeJSON(to: &out, indent: level + 1) } else { out.raw("null") }
        key("on"); if let on { out.bool(on) } else { out.raw("null") }
        key("reuseId"); out.quoted(reuseId)
        key("name"); out.quoted(name)
        key("account"); out.quoted(account)
        key("avatar"); out.quoted(avatar)
        key("qrCode"); out.quoted(qrCode)
        key("subtitle"); out.quoted(subtitle)
        key("enabled"); out.bool(enabled)
        key("checked"); if let checked { out.bool(checked) } else { out.raw("null") }
        key("link")
        if let link { JSONValue.object([(link.kind, .string(link.destination))]).write(to: &out, indent: level + 1) } else { out.raw("null") }
        key("value"); out.quoted(value)
        key("swipe")
        if swipe.isEmpty { out.raw("[]") } else { JSONValue.array(swipe.map(\.json)).write(to: &out, indent: level + 1) }
        key("enabledWhen")
        if enabledWhen.isEmpty { out.raw("[]") } else { enabledWhen.json.write(to: &out, indent: level + 1) }
        key("visibleWhen")
        if visibleWhen.isEmpty { out.raw("[]") } else { visibleWhen.json.write(to: &out, indent: level + 1) }
        key("visible"); out.bool(visible)
        key("style"); styles.write(sharedStyle, to: &out, indent: level + 1)
        key("line"); out.integer(mark.line)
        key("column"); out.integer(mark.column)
        out.newline(level)
        out.raw("}")
    }
}

/// The keys of a cell's JSON, in the order `Cell.writeJSON` writes them, and what precedes each
/// value at the depths cells are written at.
private enum CellJSONKeys {
    static let names = [
        "id", "type", "title", "image", "indicator", "on", "reuseId", "name", "account", "avatar", "qrCode",
        "subtitle", "enabled", "checked", "link", "value", "swipe", "enabledWhen", "visibleWhen", "visible",
        "style", "line", "column",
    ]
    /// What precedes each key's value at one depth, one after another: key `n`'s runs from
    /// `starts[n]` to `starts[n + 1]`.
    struct Prefixes: Sendable {
        var bytes: [UInt8] = []
        var starts = InlineArray<24, Int>(repeating: 0)
    }

    /// Each key's `,`, line break, indentation (one level deeper than the cell's) and `"key": `,
    /// made once for the depths cells are written at, and on demand deeper.
    static func prefixes(at level: Int) -> Prefixes {
        level < made.count ? made[level] : make(level)
    }

    private static let made = (0..<16).map(make)

    private static func make(_ level: Int) -> Prefixes {
        var prefixes = Prefixes()
        for (number, name) in names.enumerated() {
            prefixes.starts[number] = prefixes.bytes.count
            prefixes.bytes += Array(",\n".utf8) + Array(repeating: 0x20, count: 2 * (level + 1)) + Array("\"\(name)\": ".utf8)
        }
        prefixes.starts[names.count] = prefixes.bytes.count
        return prefixes
    }
}

extension Indicator {
    /// `{title, image, imageFirst}`.
    public var json: JSONValue {
        .object([("title", .string(title)), ("image", .string(image)), ("imageFirst", .bool(imageFirst))])
    }
}

extension Indicator {
    /// Writes `json` as it prints at this depth, without building it (most cells have one).
    fileprivate func writeJSON(to out: inout JSONWriter, indent level: Int) {
        out.raw("{")
        out.newline(level + 1)
        out.raw("\"title\": ")
        out.quoted(title)
        out.raw(",")
        out.newline(level + 1)
        out.raw("\"image\": ")
        out.quoted(image)
        out.raw(",")
        out.newline(level + 1)
        out.raw("\"imageFirst\": ")
        out.bool(imageFirst)
        out.newline(level)
        out.raw("}")
    }
}

extension SwipeAction {
    /// `{title, style, color}`, the colour resolved (the style's own when none is given).
    public var json: JSONValue {
        .object([("title", .string(title)), ("style", .string(style.rawValue)), ("color", .string(background.hex))])
    }
}

extension [Condition] {
    /// `[{cell, on}, …]`.
    public var json: JSONValue {
        isEmpty ? .array([]) : .array(map { .object([("cell", $0.cell.json), ("on", .bool($0.on))]) })
    }
}

extension EmptyState {
    /// `{title, detail, image, button, offset}`.
    public var json: JSONValue {
        .object([
            ("title", .string(title)), ("detail", .string(detail)), ("image", .string(image)),
            ("button", .string(button)), ("offset", offset.map(JSONValue.number) ?? .null),
        ])
    }
}

extension Style {
    /// Every style key, in `StyleKey` order.
    public var json: JSONValue { .object(StyleKey.allCases.map { ($0.rawValue, self[$0].json) }) }
}

extension StyleValue {
    /// A number, `{size, weight}`, `#RRGGBBAA` or `[width, height]`, as the key's kind is.
    public var json: JSONValue {
        switch self {
        case .number(let v): .number(v)
        case .font(let f): f.json
        case .color(let c): .string(c.hex)
        case .size(let s): s.json
        }
    }
}

extension Font {
    /// `{size, weight}`.
    public var json: JSONValue { .object([("size", .number(size)), ("weight", .string(weight.rawValue))]) }
}

extension Size {
    /// `[width, height]`.
    public var json: JSONValue { .array([.number(width), .number(height)]) }
}

extension Identifier {
    /// An integer or a string, as it was written.
    public var json: JSONValue {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        }
    }
}
