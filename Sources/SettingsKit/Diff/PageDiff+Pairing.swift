/// How the diff pairs the pages of two versions of an app (SPEC 11, "The whole app").
extension PageDiff {
    /// The pages as the diff pairs them, in the old side's order, then the new side's additions.
    ///
    /// Two single pages pair whatever their ids. Otherwise pages pair by id; with `entries`, each
    /// side's first page (the file the user named, when one side is a file an app ships: two page
    /// files' documents are named by their ids) pairs with the other's, and the pages named
    /// after it (`Root/font`, a choice page) by what follows its id, so a renamed file is the same
    /// page. Pages still unmatched pair through the rows that lead to them: a row of the same type
    /// and title on two paired pages leads to the same page, though a child pane's file or a
    /// list's key was renamed.
    public static func pairs(_ old: [Page], _ new: [Page], entries: Bool = false) -> [(old: Page?, new: Page?)] {
        if old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        // A page file's documents are named by their ids; a shipped file's pages by the file. Two
        // page files pair by id; a page file against a shipped file (a conversion) by entry.
        let entries = entries && (old.first?.source.format != .yaml || new.first?.source.format != .yaml)
        var newOf = matchByKey(pageKeys(old, entries: entries), pageKeys(new, entries: entries))
        var oldOf = [Int?](repeating: nil, count: new.count)
        for (i, j) in newOf.enumerated() { if let j { oldOf[j] = i } }
        pairThroughLinks(old, new, newOf: &newOf, oldOf: &oldOf)
        return old.enumerated().map { i, p in (p, newOf[i].map { new[$0] }) }
            + new.enumerated().filter { oldOf[$0.offset] == nil }.map { (nil, $0.element) }
    }

    /// What a page matches by: its id, or, under an entry page, its place relative to it.
    static func pageKeys(_ pages: [Page], entries: Bool) -> [String?] {
        guard entries, let entry = pages.first else { return pages.map { $0.id.key } }
        let prefix = entry.id.key + "/"
        return pages.enumerated().map { i, page in
            if i == 0 { return "\u{1}entry" }
            return page.id.key.hasPrefix(prefix) ? "\u{1}entry/" + page.id.key.dropFirst(prefix.count) : page.id.key
        }
    }

    /// Pairs unmatched pages that rows alike on paired pages lead to, parents before children.
    static func pairThroughLinks(_ old: [Page], _ new: [Page], newOf: inout [Int?], oldOf: inout [Int?]) {
        guard newOf.contains(nil), oldOf.contains(nil) else { return }
        func index(_ pages: [Page]) -> [String: [Int]] {
            var out: [String: [Int]] = [:]
            for (i, p) in pages.enumerated() { out[p.id.key, default: []].append(i) }
            return out
        }
        let oldIndex = index(old), newIndex = index(new)
        var queue = newOf.enumerated().compactMap { i, j in j.map { (i, $0) } }
        var next = 0
        while next < queue.count {
            let (i, j) = queue[next]
            next += 1
            // The unmatched pages the new page's rows lead to, by the row's type and title.
            var targets: [String: Int] = [:]
            new[j].forEachCell { _, _, cell in
                guard case .page(let t)? = cell.link, let n = newIndex[t]?.first(where: { oldOf[$0] == nil }) else { return }
                let key = rowKey(cell)
                if targets[key] == nil { targets[key] = n }
            }
            guard !targets.isEmpty else { continue }
            old[i].forEachCell { _, _, cell in
                guard case .page(let t)? = cell.link, let o = oldIndex[t]?.first(where: { newOf[$0] == nil }),
                      let n = targets[rowKey(cell)], oldOf[n] == nil else { return }
                (newOf[o], oldOf[n]) = (n, o)
                queue.append((o, n))
            }
        }
    }

    private static func rowKey(_ cell: Cell) -> String { cell.type.rawValue + "\u{0}" + (cell.title ?? "") }
}
