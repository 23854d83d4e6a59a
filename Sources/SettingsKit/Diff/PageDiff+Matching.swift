/// How the diff pairs sections and cells of two pages: by id, then title, then similar title, then
/// position, each step only among what the steps before left unmatched.
extension PageDiff {
    /// Section index maps, old → new and new → old. `sharing` lists the (old, new) sections of
    /// cells already matched by id.
    static func matchSections(_ a: [Section], _ b: [Section], sharing: [(Int, Int)]) -> ([Int?], [Int?]) {
        var newOf = [Int?](repeating: nil, count: a.count)
        var oldOf = [Int?](repeating: nil, count: b.count)
        func pair(_ i: Int, _ j: Int) { (newOf[i], oldOf[j]) = (j, i) }
        func compatible(_ i: Int, _ j: Int) -> Bool {
            newOf[i] == nil && oldOf[j] == nil && (a[i].id == nil || b[j].id == nil)
        }
        for (i, j) in matchByKey(a.map { $0.id?.key }, b.map { $0.id?.key }).enumerated() {
            if let j { pair(i, j) }
        }
        var byHeader: [String: [Int]] = [:]
        for (j, s) in b.enumerated() { if let h = s.header { byHeader[h, default: []].append(j) } }
        for (i, s) in a.enumerated() {
            guard let h = s.header, let candidates = byHeader[h] else { continue }
            if let j = candidates.first(where: { compatible(i, $0) }) { pair(i, j) }
        }
        for (i, j) in sharing where compatible(i, j) { pair(i, j) }
        // By position among the sections still unmatched.
        let leftOld = a.indices.filter { newOf[$0] == nil }, leftNew = b.indices.filter { oldOf[$0] == nil }
        for (i, j) in zip(leftOld, leftNew) where compatible(i, j) { pair(i, j) }
        return (newOf, oldOf)
    }

    static func places(_ page: Page) -> [Place] {
        var out: [Place] = []
        out.reserveCapacity(page.sections.reduce(0) { $0 + $1.cells.count })
        for (s, section) in page.sections.enumerated() {
            for (i, cell) in section.cells.enumerated() {
                out.append(Place(section: s, index: i, id: cell.id, type: cell.type, title: cell.title))
            }
        }
        return out
    }

    /// Cell index maps over the flattened cell lists, old → new and new → old, by id.
    static func matchCellsByID(_ a: [Place], _ b: [Place]) -> ([Int?], [Int?]) {
        let newOf = matchByKey(a.map { $0.id?.key }, b.map { $0.id?.key })
        var oldOf = [Int?](repeating: nil, count: b.count)
        for (k, n) in newOf.enumerated() { if let n { oldOf[n] = k } }
        return (newOf, oldOf)
    }

    /// Pairs equal keys, old → new: the first occurrence of a key with the first, the second with the
    /// second, so even a duplicated id (an error `validate` reports) matches itself.
    static func matchByKey(_ a: [String?], _ b: [String?]) -> [Int?] {
        // Keys are nearly always unique: the first index of each, and queues only for repeats.
        var first: [String: Int] = [:]
        first.reserveCapacity(b.count)
        var repeats: [String: [Int]] = [:]
        for (j, key) in b.enumerated() {
            guard let key else { continue }
            if first[key] == nil { first[key] = j } else { repeats[key, default: []].append(j) }
        }
        var used = [Bool](repeating: false, count: b.count)
        return a.map { key in
            guard let key, let j = first[key] else { return nil }
            let next = used[j] ? repeats[key]?.first(where: { !used[$0] }) : j
            if let next { used[next] = true }
            return next
        }
    }

    /// Two unmatched cells that do not both have ids.
    static func compatible(_ k: Int, _ n: Int, _ a: [Place], _ b: [Place], _ newOf: [Int?], _ oldOf: [Int?]) -> Bool {
        newOf[k] == nil && oldOf[n] == nil && (a[k].id == nil || b[n].id == nil)
    }

    /// The cells left after ids, by type and title, in order.
    static func matchCellsByTitle(_ a: [Place], _ b: [Place], newOf: inout [Int?], oldOf: inout [Int?]) {
        var byTitle: [String: [Int]] = [:]
        for (n, p) in b.enumerated() where oldOf[n] == nil {
            byTitle[p.type.rawValue + "\u{0}" + (p.title ?? ""), default: []].append(n)
        }
        var cursor: [String: Int] = [:]
        for (k, p) in a.enumerated() where newOf[k] == nil {
            let key = p.type.rawValue + "\u{0}" + (p.title ?? "")
            guard let candidates = byTitle[key] else { continue }
            // Skip the candidates already taken for good; test the rest in order.
            var c = cursor[key] ?? 0
            while c < candidates.count, oldOf[candidates[c]] != nil { c += 1 }
            cursor[key] = c
            if let n = candidates[c...].first(where: { compatible(k, $0, a, b, newOf, oldOf) }) { (newOf[k], oldOf[n]) = (n, k) }
        }
    }

    /// The cells left after ids and equal titles, in sections that match, by similar titles: a row
    /// inserted above a renamed one is an addition and a rename, not a chain of renames. Best pairs
    /// first; sections with more than 2,500 candidate pairs go straight to matching by position.
    static func matchCellsBySimilarTitle(_ a: [Place], _ b: [Place], sectionOf: [Int?], newOf: inout [Int?], oldOf: inout [Int?]) {
        var oldIn: [Int: [Int]] = [:], newIn: [Int: [Int]] = [:]  // new section → unmatched cells with titles
        for (k, p) in a.enumerated() where newOf[k] == nil && p.title != nil {
            if let s = sectionOf[p.section] { oldIn[s, default: []].append(k) }
        }
        for (n, p) in b.enumerated() where oldOf[n] == nil && p.title != nil { newIn[p.section, default: []].append(n) }
        for (s, olds) in oldIn {
            guard let news = newIn[s], olds.count * news.count <= 2_500 else { continue }
            var candidates: [(score: Double, k: Int, n: Int)] = []
            for k in olds {
                for n in news where a[k].type == b[n].type && compatible(k, n, a, b, newOf, oldOf) {
                    let score = similarity(a[k].title!, b[n].title!)
                    if score >= 0.5 { candidates.append((score, k, n)) }
                }
            }
            candidates.sort { ($0.score, -abs(a[$0.k].index - b[$0.n].index)) > ($1.score, -abs(a[$1.k].index - b[$1.n].index)) }
            for c in candidates where newOf[c.k] == nil && oldOf[c.n] == nil { (newOf[c.k], oldOf[c.n]) = (c.n, c.k) }
        }
    }

    /// 1 for equal titles, 0 for nothing in common: one minus the edit distance over the longer
    /// length, on the first 64 characters.
    static func similarity(_ x: String, _ y: String) -> Double {
        let (x, y) = (String(x.prefix(64)), String(y.prefix(64)))
        let longer = max(x.count, y.count)
        return longer == 0 ? 1 : 1 - Double(EditDistance.distance(x, y)) / Double(longer)
    }

    /// The cells left after ids and titles, by their index in sections that match.
    static func matchCellsByPosition(_ a: [Place], _ b: [Place], sectionOf: [Int?], newOf: inout [Int?], oldOf: inout [Int?]) {
        var first: [Int: Int] = [:]  // new section → flat index of its first cell
        for (n, p) in b.enumerated() where first[p.section] == nil { first[p.section] = n }
        for (k, p) in a.enumerated() where newOf[k] == nil {
            guard let s = sectionOf[p.section], let base = first[s] else { continue }
            let n = base + p.index
            if n < b.count, b[n].section == s, compatible(k, n, a, b, newOf, oldOf) { (newOf[k], oldOf[n]) = (n, k) }
        }
    }
}
