/// `diff` text output: the changes grouped by page and section, one line each, marked
/// `+` added, `−` removed, `~` changed, `↕` moved, and coloured when asked.
public struct DiffTextPrinter: Sendable {
    /// The colours to paint with; nil for plain text.
    public var color: ColorDepth?

    /// A printer that paints at `color`, or plain with nil.
    public init(color: ColorDepth?) {
        self.color = color
    }

    static let added = TextStyle(color: Color(0x2E, 0xA0, 0x43))
    static let removed = TextStyle(color: Color(0xD0, 0x30, 0x30))
    static let changed = TextStyle(color: Color(0xC0, 0x90, 0x00))
    static let moved = TextStyle(color: Color(0x20, 0x90, 0xC0))

    /// `old → new`, the first line of every diff.
    public func header(old: String, new: String) -> String {
        paint("\(TerminalSafe.escape(old)) → \(TerminalSafe.escape(new))", TextStyle(bold: true)) + "\n"
    }

    /// The changes as `diff` prints them (SPEC 6), under a header naming the two files.
    public func format(_ changes: [Change], old: String, new: String, pages: (old: [Page], new: [Page])) -> String {
        var out = header(old: old, new: new)
        guard !changes.isEmpty else { return out + "no differences\n" }
        var currentPage: String?
        var currentGroup: Int?
        for change in changes {
            let before = pages.old.first { $0.id == change.page }, after = pages.new.first { $0.id == change.page }
            if change.page.key != currentPage {
                currentPage = change.page.key
                currentGroup = nil
                let title = after?.title ?? before?.title ?? ""
                out += paint("page \(safe(title)) [\(safe(change.page.key))]", TextStyle(bold: true)) + "\n"
            }
            if change.entity == .cell, change.group != currentGroup {
                out += "  " + heading(group: change.group, before: before, after: after) + "\n"
            }
            currentGroup = change.entity == .page ? nil : change.group
            out += (change.entity == .cell ? "    " : "  ") + line(change) + "\n"
            if change.entity == .page, change.kind == .added || change.kind == .removed,
               let page = change.kind == .added ? after : before {
                out += contents(page, added: change.kind == .added)
            }
        }
        let n = changes.count
        return out + "\(n) change\(n == 1 ? "" : "s")\n"
    }

    /// What an added or removed page holds, section by section, so a review sees more than its title.
    private func contents(_ page: Page, added: Bool) -> String {
        let (mark, style) = added ? ("+ ", Self.added) : ("− ", Self.removed)
        var out = ""
        for (i, section) in page.sections.enumerated() {
            out += "    " + paint(label(section, at: i), TextStyle(dim: true)) + "\n"
            for cell in section.cells {
                let id = cell.id.map { " [\(safe($0.key))]" } ?? ""
                let kind = cell.type == .disclosure ? "" : " (\(cell.type.rawValue))"
                out += "      " + paint(mark + safe(PageDiff.name(cell)) + id, style) + kind + "\n"
            }
        }
        return out
    }

    /// `section 1 · 通知 [general]`: the new page's section the cells below are in, or the old
    /// page's section they were in when it was removed.
    private func heading(group: Int, before: Page?, after: Page?) -> String {
        let count = after?.sections.count ?? 0
        let (index, section) = group < count
            ? (group, after?.sections[group])
            : (group - count, before.flatMap { group - count < $0.sections.count ? $0.sections[group - count] : nil })
        return paint(label(section, at: index) + (group >= count ? " (removed)" : ""), TextStyle(dim: true))
    }

    /// `section 1 · 通知 [general]`.
    private func label(_ section: Section?, at index: Int) -> String {
        var text = "section \(index)"
        if let header = section?.header { text += " · " + safe(header) }
        if let id = section?.id { text += " [\(safe(id.key))]" }
        return text
    }

    private func line(_ c: Change) -> String {
        // A section without a header or id goes by its number.
        let number = (c.section ?? c.to?.section ?? c.from?.section).map(String.init) ?? ""
        let subject = c.entity == .section ? "section " + (label(c).isEmpty ? number : label(c)) : label(c)
        switch c.kind {
        case .added:
            return paint("+ " + subject, Self.added) + position(c.to, "at")
        case .removed:
            return paint("− " + subject, Self.removed) + position(c.from, "from")
        case .moved:
            return paint("↕ " + subject, Self.moved) + " moved" + position(c.from, "from") + position(c.to, "to")
        case .changed:
            let count = c.cells.map { " (\($0) cells)" } ?? ""
            let property = c.property ?? ""
            let note = c.note.map { paint(" — " + $0, TextStyle(dim: true)) } ?? ""
            let change = c.words.map(words) ?? "\(value(c.old, of: property)) → \(value(c.new, of: property))"
            return paint("~ " + subject, Self.changed) + " \(property): " + change + count + note
        }
    }

    /// A long text's change: `…context [-old-]{+new+} context…`, the runs coloured when painting
    /// (the brackets stay: colour alone is lost in a log).
    private func words(_ parts: [WordDiff.Part]) -> String {
        parts.map { part in
            switch part {
            case .removed: paint(safe(WordDiff.plain([part])), Self.removed)
            case .added: paint(safe(WordDiff.plain([part])), Self.added)
            case .same, .gap: safe(WordDiff.plain([part]))
            }
        }.joined()
    }

    private func label(_ c: Change) -> String {
        let name = c.name.isEmpty ? "" : safe(c.name)
        let id = c.id.map { "[\(safe($0.key))]" } ?? ""
        return [name, id].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func position(_ p: Change.Position?, _ word: String) -> String {
        guard let p else { return "" }
        return " \(word) section \(p.section)" + (p.index.map { " #\($0)" } ?? "")
    }

    /// Strings bare, the rest as compact JSON; `none` for null or an empty list. Swipe actions
    /// read as their titles (`删除 (destructive), 置顶`), conditions as their switches' states
    /// (`notify on, quiet off`).
    private func value(_ v: JSONValue?, of property: String = "") -> String {
        if case .array(let items)? = v {
            if items.isEmpty { return "none" }
            if property == "swipe" || property == "enabledWhen" || property == "visibleWhen" {
                return items.map { item -> String in
                    let m = Dictionary(item.members ?? [], uniquingKeysWith: { a, _ in a })
                    if property == "swipe" {
                        let style = m["style"].flatMap { if case .string(let s) = $0, s != "normal" { " (\(s))" } else { nil } } ?? ""
                        return value(m["title"]) + style
                    }
                    let id: String = switch m["cell"] {
                    case .string(let s)?: safe(s)
                    case let other?: other.compact()
                    case nil: ""
                    }
                    return id + (m["on"] == .bool(false) ? " off" : " on")
                }.joined(separator: ", ")
            }
        }
        switch v ?? .null {
        case .null: return "none"
        case .string(let s): return s.isEmpty ? "\"\"" : safe(s)
        case let other: return safe(other.compact())
        }
    }

    private func safe(_ s: String) -> String { TerminalSafe.escape(s) }

    private func paint(_ text: String, _ style: TextStyle) -> String { ANSI.paint(text, style, color) }
}
