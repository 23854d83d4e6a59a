/// The rows of a YAML file's pages, counted from the tree before any is decoded, so a file packed
/// with more than `LoadLimits.maxRows` of them is refused before its model is built.
enum PageDensity {
    /// A `resource-limit` finding at the row that passes the bound, or nil when the file is within it.
    static func check(_ documents: [Node?], inputBytes: Int) -> Diagnostic? {
        let most = LoadLimits.maxRows(forInputBytes: inputBytes)
        var rows = 0
        for root in documents {
            guard let sections = root?.mapping?.value(forKey: "sections")?.sequence else { continue }
            for i in sections.indices {
                let section = sections[i]
                let cells = section.mapping?.value(forKey: "cells")?.sequence
                rows += 1
                // The row that passes the bound: the section, or the cell (row `rows + k + 1`).
                let past = rows > most ? section : cells.flatMap { rows + $0.count > most ? $0[most - rows] : nil }
                if let past { return RowDensity.refusal(most, rows: "sections and cells", .pageRows, at: past.start) }
                rows += cells?.count ?? 0
            }
        }
        return nil
    }
}
