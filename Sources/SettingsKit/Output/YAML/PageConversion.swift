/// Makes a page read from another format a valid page file (SPEC 7.5 `convert`), drawn exactly
/// as the original: a row without title or image gets `title: ""` (drawn the same, and the page
/// format asks for one), and an id used twice (two Settings rows bound to one `Key`) gets a
/// suffix, `version#2`, since ids must be unique. Each change is said in a note.
public enum PageConversion {
    /// The page to write, and what was changed to write it.
    public static func convertible(_ page: Page) -> (page: Page, notes: [String]) {
        var page = page
        var notes: [String] = []
        var seen: [String: Int] = [:]
        for i in page.sections.indices {
            for j in page.sections[i].cells.indices {
                var cell = page.sections[i].cells[j]
                if [.disclosure, .switch, .none].contains(cell.type), cell.title == nil, cell.image == nil {
                    cell.title = ""
                }
                if let id = cell.id?.key {
                    let n = seen[id, default: 0] + 1
                    seen[id] = n
                    if n > 1 {
                        cell.id = .string("\(id)#\(n)")
                        notes.append("the id '\(id)' is used by more than one row; row \(j + 1) of section \(i + 1) is written as '\(id)#\(n)'")
                    }
                }
                page.sections[i].cells[j] = cell
            }
        }
        return (page, notes)
    }

    /// What the page file cannot carry of the pages read from files an app ships, a line each:
    /// the values their rows store (the rows are written as drawn), and links to pages not written.
    public static func notCarried(_ pages: [Page]) -> [String] {
        let ids = Set(pages.map(\.id.key))
        var stored = 0, storing = 0
        var missing: [String] = []
        for page in pages {
            var here = 0
            page.forEachCell { _, _, cell in
                if cell.stored?.hasValues == true { here += 1 }
                if case .page(let target)? = cell.link, !ids.contains(target), !missing.contains(target) { missing.append(target) }
            }
            (stored, storing) = (stored + here, storing + (here > 0 ? 1 : 0))
        }
        var out: [String] = []
        if stored > 0 {
            out.append("what \(stored) row\(stored == 1 ? "" : "s") of \(storing) page\(storing == 1 ? "" : "s") \(stored == 1 ? "stores" : "store") (DefaultValue, TrueValue/FalseValue, "
                       + "Values, entryValues) is not part of a page file; the rows are written as they are drawn")
        }
        out += missing.map { "the link to '\($0)' is kept, but that page was not found, so it is not written" }
        return out
    }
}
