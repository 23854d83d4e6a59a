/// The one refusal of a page file packed with more rows than its size allows
/// (`LoadLimits.maxRows`), whatever its format counts as a row: YAML's sections and cells, a
/// schema file's specifiers, a screen's preferences. Each reader counts its own rows before
/// pages are built from them, and points at the row that passes the bound.
enum RowDensity {
    /// Why the file is refused; `rows` names what its format counts, plural.
    static func message(_ most: Int, rows: String, _ bound: LoadLimits.RowBound) -> String {
        "the file holds more than \(most) \(rows), more than one for every \(bound.bytesPerRow) bytes; no page is that dense"
    }

    /// A `resource-limit` error at the row past the bound.
    static func refusal(_ most: Int, rows: String, _ bound: LoadLimits.RowBound, at mark: Mark, path: String = "") -> Diagnostic {
        Diagnostic(.error, rule: .resourceLimit, message: message(most, rows: rows, bound), start: mark, end: mark, path: path)
    }
}
