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
}
