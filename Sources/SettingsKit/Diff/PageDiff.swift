/// Compares two versions of a file's pages by meaning: the resolved models, matched by id.
///
/// Pages pair as `pairs` says (by id, the entry pages of the files apps ship whatever their names,
/// then through the rows that lead to them). Cells match across the whole page by id, then by type
/// and title (in the files apps ship, then by type and title alone: a row whose key changed);
/// sections match by id, then by header, then by the cells they share, then by position among the
/// sections left; remaining cells match by position in matched sections. Otherwise two entities
/// that both have ids match only by id. Order
/// changes are reported as the fewest moves (a longest increasing subsequence), and a cell that
/// changes section is one move. Everything is linear but for that O(n log n) step.
public enum PageDiff {
    /// The changes from the old pages to the new, in page order, then by position. With
    /// `entries`, each side's first page is the file the user named, and its pages match whatever
    /// the file is called (`PageDiff.pairs`).
    public static func changes(old: [Page], new: [Page], entries: Bool = false) -> [Change] {
        let paired = pairs(old, new, entries: entries)
        // A row that leads to paired pages leads to the same page, whatever their ids.
        var pageOf: [String: String] = [:]
        for case let (a?, b?) in paired { pageOf[a.id.key] = b.id.key }
        return paired.flatMap { before, after -> [Change] in
            switch (before, after) {
            case let (a?, b?): return diff(a, b, pageOf: pageOf)
            case let (a?, nil): return [Change(.removed, .page, page: a.id, id: a.id, name: a.title)]
            case let (nil, b?): return [Change(.added, .page, page: b.id, id: b.id, name: b.title)]
            case (nil, nil): return []
            }
        }
    }

    /// A located cell: its section and index, and what matching looks at (not the whole cell:
    /// copying 100,000 cells would cost more than matching them).
    struct Place {
        var section: Int
        var index: Int
        var id: Identifier?
        var type: CellType
        var title: String?
    }

    static func diff(_ a: Page, _ b: Page, pageOf: [String: String] = [:]) -> [Change] {
        var keyed: [(key: (Int, Int, Int), change: Change)] = []
        func add(_ change: Change, group: Int, order: Int, rank: Int = 0) {
            var c = change
            c.group = group
            keyed.append(((group, order, rank), c))
        }

        // The page itself.
        // How a page was read (`source`) is not what it shows; a title the file does not give is
        // its name: neither is a change of the page's.
        let namedByFiles = a.title == a.id.key && b.title == b.id.key
        for (property, old, new) in differences(a.json(withSections: false), b.json(withSections: false), skip: ["file", "id", "source"], nested: ["metrics", "empty", "refresh", "loadMore"])
        where property != "title" || !namedByFiles {
            var c = Change(.changed, .page, page: b.id, id: b.id, name: b.title)
            (c.property, c.old, c.new, c.words) = (property, old, new, words(old, new))
            add(c, group: -1, order: 0)
        }

        // Cells match by id and title first: sections without ids or headers match by the cells they share.
        let oldCells = places(a), newCells = places(b)
        var (cellOf, oldOfCell) = matchCellsByID(oldCells, newCells)
        matchCellsByTitle(oldCells, newCells, newOf: &cellOf, oldOf: &oldOfCell)
        // In the files apps ship a cell's id is the key its value is saved under.
        let storesKeys = a.source.format != .yaml && b.source.format != .yaml
        if storesKeys { matchRekeyedCells(oldCells, newCells, newOf: &cellOf, oldOf: &oldOfCell) }
        let shared = cellOf.enumerated().compactMap { k, n in n.map { (oldCells[k].section, newCells[$0].section) } }

        // Sections.
        let (sectionOf, oldOfSection) = matchSections(a.sections, b.sections, sharing: shared)
        let removedGroup = b.sections.count  // removed sections are listed after the page's own
        for (i, s) in a.sections.enumerated() where sectionOf[i] == nil {
            var c = Change(.removed, .section, page: b.id, id: s.id, name: s.header ?? "")
            c.from = .init(section: i)
            add(c, group: removedGroup + i, order: -1)
        }
        let matchedSections = b.sections.indices.filter { oldOfSection[$0] != nil }
        let keptSections = LongestIncreasingSubsequence.positions(matchedSections.map { oldOfSection[$0]! })
        for (j, s) in b.sections.enumerated() {
            guard let i = oldOfSection[j] else {
                var c = Change(.added, .section, page: b.id, id: s.id, name: s.header ?? "")
                c.to = .init(section: j)
                add(c, group: j, order: -1)
                continue
            }
            if let position = matchedSections.firstIndex(of: j), !keptSections.contains(position) {
                var c = Change(.moved, .section, page: b.id, id: s.id, name: s.header ?? "")
                (c.from, c.to) = (.init(section: i), .init(section: j))
                add(c, group: j, order: -1)
            }
            for (property, old, new) in differences(a.sections[i].json(withCells: false), s.json(withCells: false), skip: [], nested: []) {
                var c = Change(.changed, .section, page: b.id, id: s.id, name: s.header ?? "")
                (c.section, c.property, c.old, c.new, c.words) = (j, property, old, new, words(old, new))
                (c.from, c.to) = (.init(section: i), .init(section: j))
                add(c, group: j, order: -1, rank: 1)
            }
        }

        // Cells.
        matchCellsBySimilarTitle(oldCells, newCells, sectionOf: sectionOf, newOf: &cellOf, oldOf: &oldOfCell)
        matchCellsByPosition(oldCells, newCells, sectionOf: sectionOf, newOf: &cellOf, oldOf: &oldOfCell)
        func cell(_ page: Page, _ p: Place) -> Cell { page.sections[p.section].cells[p.index] }
        for (k, p) in oldCells.enumerated() where cellOf[k] == nil {
            var c = Change(.removed, .cell, page: b.id, id: p.id, name: name(cell(a, p)))
            c.from = .init(section: p.section, index: p.index)
            add(c, group: sectionOf[p.section] ?? removedGroup + p.section, order: p.index, rank: -1)
        }
        // Within each section, the cells that stayed in it keep their order but for the fewest moves.
        var movedWithin = Set<Int>()
        var start = 0
        while start < newCells.count {
            var end = start
            while end < newCells.count, newCells[end].section == newCells[start].section { end += 1 }
            let stayed = (start..<end).filter { n in
                oldOfCell[n].map { sectionOf[oldCells[$0].section] == newCells[n].section } ?? false
            }
            let kept = LongestIncreasingSubsequence.positions(stayed.map { oldOfCell[$0]! })
            for (position, n) in stayed.enumerated() where !kept.contains(position) { movedWithin.insert(n) }
            start = end
        }
        for (n, p) in newCells.enumerated() {
            guard let k = oldOfCell[n] else {
                var c = Change(.added, .cell, page: b.id, id: p.id, name: name(cell(b, p)))
                c.to = .init(section: p.section, index: p.index)
                add(c, group: p.section, order: p.index)
                continue
            }
            let o = oldCells[k]
            let before = cell(a, o), after = sameChoicePage(cell(b, p), as: before, in: b, and: a)
            if sectionOf[o.section] != p.section || movedWithin.contains(n) {
                var c = Change(.moved, .cell, page: b.id, id: p.id, name: name(after))
                (c.from, c.to) = (.init(section: o.section, index: o.index), .init(section: p.section, index: p.index))
                add(c, group: p.section, order: p.index)
            }
            if before.sameContent(as: after) { continue }  // the common case: nothing to compare key by key
            for d in cellDifferences(before, after, storesKeys: storesKeys, sameFormat: a.source.format == b.source.format, pageOf: pageOf) {
                var c = Change(.changed, .cell, page: b.id, id: p.id, name: name(after))
                (c.section, c.property, c.old, c.new, c.note) = (p.section, d.property, d.old, d.new, d.note)
                c.words = words(d.old, d.new)
                (c.from, c.to) = (.init(section: o.section, index: o.index), .init(section: p.section, index: p.index))
                add(c, group: p.section, order: p.index, rank: 1)
            }
        }
        collapseSectionStyles(&keyed, b, matchedCells: newCells.indices.filter { oldOfCell[$0] != nil }.map { newCells[$0].section })
        // Stable: within one key, changes keep the order they were found in.
        return keyed.enumerated().sorted { x, y in
            let (l, r) = (x.element.key, y.element.key)
            return (l.0, l.1, l.2, x.offset) < (r.0, r.1, r.2, y.offset)
        }.map(\.element.change)
    }

    /// A choice page's id starts with its page's (`Root/font_size`): two pages of different ids
    /// (a Settings.bundle pane and an Android screen of the same settings) lead to the same
    /// choices when the rest agrees, which is no change; nor is a row's own choice page that
    /// moved with its key (`Root/font` → `Root/font_size`), as the key's change is reported.
    static func sameChoicePage(_ cell: Cell, as old: Cell, in page: Page, and oldPage: Page) -> Cell {
        guard case .page(let target)? = cell.link, case .page(let oldTarget)? = old.link, target != oldTarget else { return cell }
        let own = target == page.id.key + "/" + (cell.id?.key ?? "\u{0}") && oldTarget == oldPage.id.key + "/" + (old.id?.key ?? "\u{0}")
        guard own || (page.id != oldPage.id && target.hasPrefix(page.id.key + "/") && oldTarget.hasPrefix(oldPage.id.key + "/")
                      && target.dropFirst(page.id.key.count) == oldTarget.dropFirst(oldPage.id.key.count)) else { return cell }
        var same = cell
        same.link = old.link
        return same
    }

    /// One style edit that changed every kept cell of a section the same way (a section or page
    /// style edit, usually) is reported once, at the section, with the number of cells.
    static func collapseSectionStyles(_ keyed: inout [(key: (Int, Int, Int), change: Change)], _ page: Page, matchedCells: [Int]) {
        var kept: [Int: Int] = [:]  // new section → cells matched in it
        for section in matchedCells { kept[section, default: 0] += 1 }
        var byEdit: [Int: [String: [Int]]] = [:]  // section → property → positions in `keyed`
        for (k, entry) in keyed.enumerated() {
            let c = entry.change
            guard c.entity == .cell, c.kind == .changed, let property = c.property, property.hasPrefix("style."), let s = c.section
            else { continue }
            byEdit[s, default: [:]][property, default: []].append(k)
        }
        var dropped = Set<Int>()
        var collapsed: [(key: (Int, Int, Int), change: Change)] = []
        for (s, edits) in byEdit.sorted(by: { $0.key < $1.key }) {
            for (property, positions) in edits.sorted(by: { $0.key < $1.key }) {
                let first = keyed[positions[0]].change
                guard positions.count >= 2, positions.count == kept[s],
                      positions.allSatisfy({ keyed[$0].change.old == first.old && keyed[$0].change.new == first.new })
                else { continue }
                let section = page.sections[s]
                var c = Change(.changed, .section, page: page.id, id: section.id, name: section.header ?? "")
                (c.section, c.property, c.old, c.new, c.cells) = (s, property, first.old, first.new, positions.count)
                c.to = .init(section: s)
                c.group = s
                collapsed.append(((s, -1, 2), c))
                dropped.formUnion(positions)
            }
        }
        guard !dropped.isEmpty else { return }
        keyed = keyed.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) + collapsed
    }

    /// The properties that differ between two resolved JSON objects, as (key path, old, new).
    /// Keys in `nested` are compared member by member when both sides are objects.
    static func differences(_ a: JSONValue, _ b: JSONValue, skip: Set<String>, nested: Set<String>) -> [(String, JSONValue, JSONValue)] {
        guard let x = a.members, let y = b.members else { return [] }
        var out: [(String, JSONValue, JSONValue)] = []
        for ((key, old), (_, new)) in zip(x, y) where !skip.contains(key) && old != new {
            if nested.contains(key), let o = old.members, let n = new.members {
                for ((sub, ov), (_, nv)) in zip(o, n) where ov != nv { out.append(("\(key).\(sub)", ov, nv)) }
            } else {
                out.append((key, old, new))
            }
        }
        return out
    }

    /// A long text's change word by word; nil for a short one or what is not text.
    static func words(_ old: JSONValue, _ new: JSONValue) -> [WordDiff.Part]? {
        guard case .string(let x) = old, case .string(let y) = new, WordDiff.applies(x, y) else { return nil }
        return WordDiff.parts(x, y)
    }

    /// What a reviewer calls a cell: its title, an avatar's name, or its image.
    static func name(_ cell: Cell) -> String {
        cell.title ?? cell.name ?? cell.image ?? cell.type.rawValue
    }
}
