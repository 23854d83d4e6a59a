/// Rows a screen holds in several groups as exact copies, of which the app shows one: TintBrowser's
/// `PREFERENCE_UI_TYPE` list in three categories, two of which its code removes by the device's
/// kind; xDrip's Mi Band screens, one per band model. The copies share their key by design, and
/// a slip that reuses a key changes something else on the row (its title, above all).
extension PreferenceFile {
    /// The indices, among `candidates` (rows whose key repeats), of the rows whose element and
    /// attributes, every one as written, repeat under another parent.
    func copiesInOtherGroups(among candidates: Set<Int>) -> Set<Int> {
        struct Row: Hashable {
            let name: String
            let attributes: [String]
        }
        var parentsOf: [Row: Set<Int>] = [:], rows: [(Row, Int)] = []
        for i in candidates.sorted() {
            let p = all[i]
            guard p.kind != .category, p.children.isEmpty else { continue }
            let row = Row(name: p.name, attributes: p.attributes.map { $0.name + "=" + $0.value }.sorted())
            parentsOf[row, default: []].insert(parents[p.index])
            rows.append((row, p.index))
        }
        return Set(rows.filter { parentsOf[$0.0]!.count > 1 }.map(\.1))
    }
}
