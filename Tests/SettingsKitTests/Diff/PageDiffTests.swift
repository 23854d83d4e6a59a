import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The meaning of a diff, asserted directly rather than through golden files.
@Suite struct PageDiffTests {
    private func changes(_ old: String, _ new: String) throws -> [Change] {
        let a = PageLoader.load(SourceFile(path: "a.yaml", bytes: Array(old.utf8)))
        let b = PageLoader.load(SourceFile(path: "b.yaml", bytes: Array(new.utf8)))
        try #require(!a.hasErrors && !b.hasErrors)
        return PageDiff.changes(old: a.pages, new: b.pages)
    }

    private func summary(_ c: [Change]) -> [String] {
        c.map { change in
            var s = "\(change.kind.rawValue) \(change.entity.rawValue) \(change.id?.key ?? change.name)"
            if let p = change.property { s += " \(p): \(change.old!.compact()) → \(change.new!.compact())" }
            if change.kind != .changed {
                if let f = change.from { s += " from \(f.section)" + (f.index.map { ".\($0)" } ?? "") }
                if let t = change.to { s += " to \(t.section)" + (t.index.map { ".\($0)" } ?? "") }
            }
            return s
        }
    }

    static func page(_ sections: [[String]], header: [String?] = []) -> String {
        var text = "title: T\nsections:\n"
        for (i, cells) in sections.enumerated() {
            text += "  - " + (i < header.count && header[i] != nil ? "header: \(header[i]!)\n    " : "") + "cells:\n"
            text += cells.map { "      - { \($0) }\n" }.joined()
        }
        return text
    }

    @Test func aStyleMovedUpToItsSectionIsNoChange() throws {
        let old = Self.page([["id: 1, title: a, style: { imageGap: 4 }", "id: 2, title: b, style: { imageGap: 4 }"]])
        let new = "title: T\nsections:\n  - style: { imageGap: 4 }\n    cells:\n      - { id: 1, title: a }\n      - { id: 2, title: b }\n"
        #expect(try changes(old, new).isEmpty)
    }

    @Test func everyPropertyIsItsOwnEntryWithJSONValues() throws {
        let old = Self.page([["id: 7, type: switch, title: 夜间模式, on: false, style: { titleColor: red }"]])
        let new = Self.page([["id: 7, type: switch, title: 夜间模式, on: true, reuseId: night, style: { titleColor: blue, titleFont: { size: 15, weight: bold } }"]])
        #expect(summary(try changes(old, new)) == [
            "changed cell 7 on: false → true",
            "changed cell 7 reuseId: \"defaultCell\" → \"night\"",
            "changed cell 7 style.titleFont: {\"size\": 15, \"weight\": \"regular\"} → {\"size\": 15, \"weight\": \"bold\"}",
            "changed cell 7 style.titleColor: \"#FF0000FF\" → \"#0000FFFF\"",
        ])
    }

    @Test func reorderingReportsTheFewestMoves() throws {
        let old = Self.page([["id: 1, title: a", "id: 2, title: b", "id: 3, title: c", "id: 4, title: d", "id: 5, title: e"]])
        let new = Self.page([["id: 2, title: b", "id: 3, title: c", "id: 4, title: d", "id: 5, title: e", "id: 1, title: a"]])
        #expect(summary(try changes(old, new)) == ["moved cell 1 from 0.0 to 0.4"])
        let inserted = Self.page([["id: 9, title: z", "id: 1, title: a", "id: 2, title: b", "id: 3, title: c", "id: 4, title: d", "id: 5, title: e"]])
        #expect(summary(try changes(old, inserted)) == ["added cell 9 to 0.0"])
    }

    @Test func aCellMovingToAnotherSectionIsOneMove() throws {
        let old = Self.page([["id: 1, title: a", "id: 2, title: b"], ["id: 3, title: c"]])
        let new = Self.page([["id: 1, title: a"], ["id: 3, title: c", "id: 2, title: b"]])
        #expect(summary(try changes(old, new)) == ["moved cell 2 from 0.1 to 1.1"])
    }

    @Test func cellsWithoutIdsMatchByTypeAndTitleThenByPosition() throws {
        let old = Self.page([["title: 通用", "title: 隐私", "type: switch, title: 夜间模式"]])
        let new = Self.page([["title: 隐私", "title: 通用", "type: switch, title: 夜间模式, on: true"]])
        #expect(summary(try changes(old, new)) == ["moved cell 隐私 from 0.1 to 0.0", "changed cell 夜间模式 on: false → true"])
        // A renamed cell without an id keeps its place, so it is the same cell with a new title.
        let renamed = Self.page([["title: 通用设置", "title: 隐私", "type: switch, title: 夜间模式"]])
        #expect(summary(try changes(old, renamed)) == ["changed cell 通用设置 title: \"通用\" → \"通用设置\""])
    }

    /// Cells without ids pair by similar titles before position: a row inserted at the top and a
    /// renamed one are an addition and a rename, not a chain of renames.
    @Test func cellsWithoutIdsPairBySimilarTitlesBeforePosition() throws {
        let old = Self.page([["title: Clear cache", "title: Storage", "title: About"]])
        let new = Self.page([["title: Usage", "title: Clear cache now", "title: Storage", "title: About"]])
        #expect(summary(try changes(old, new)) == [
            "added cell Usage to 0.0",
            "changed cell Clear cache now title: \"Clear cache\" → \"Clear cache now\"",
        ])
        // Titles with nothing in common are not paired by similarity.
        let unrelated = Self.page([["title: Usage", "title: Storage", "title: About"]])
        #expect(summary(try changes(old, unrelated)) == ["changed cell Usage title: \"Clear cache\" → \"Usage\""])
    }

    /// A style key the cell's type does not draw with is no visible change.
    @Test func propertiesTheTypeDoesNotShowAreNoChange() throws {
        let old = Self.page([["id: 1, type: switch, title: a", "id: 2, title: b", "id: 3, type: logout"]])
        let new = Self.page([[
            "id: 1, type: switch, title: a, style: { indicatorColor: red, logoutFont: 20 }",
            "id: 2, title: b, style: { logoutColor: red, indicatorColor: red }",
            "id: 3, type: logout, style: { titleFont: 30, logoutColor: red }",
        ]])
        #expect(summary(try changes(old, new)) == [
            "changed cell 2 style.indicatorColor: \"#888888FF\" → \"#FF0000FF\"",
            "changed cell 3 style.logoutColor: \"#000000FF\" → \"#FF0000FF\"",
        ])
    }

    /// One section style edit that changes every cell is reported once, at the section.
    @Test func aSectionWideStyleEditIsReportedOnce() throws {
        let cells = ["id: 1, title: a", "id: 2, title: b", "id: 3, title: c", "id: 4, title: d", "id: 5, title: e"]
        let old = "title: T\nsections:\n  - cells: [{ id: 0, title: z }]\n  - header: 通用\n    cells:\n"
            + cells.map { "      - { \($0) }\n" }.joined()
        let new = old.replacingOccurrences(of: "  - header: 通用\n", with: "  - header: 通用\n    style: { titleFont: 17 }\n")
        let found = try changes(old, new)
        #expect(summary(found) == ["changed section 通用 style.titleFont: {\"size\": 15, \"weight\": \"regular\"} → {\"size\": 17, \"weight\": \"regular\"}"])
        #expect(found.first?.cells == 5 && found.first?.section == 1)
        let text = DiffTextPrinter(color: nil).format(found, old: "a", new: "b", pages: ([], []))
        #expect(text.contains("  ~ section 通用 style.titleFont: {\"size\": 15, \"weight\": \"regular\"} → {\"size\": 17, \"weight\": \"regular\"} (5 cells)\n"))
        #expect(found.first?.json.compact().contains("\"cells\": 5") == true)
        // A cell that keeps its own font is not changed, so each changed cell is its own entry.
        let partly = new.replacingOccurrences(of: "{ id: 3, title: c }", with: "{ id: 3, title: c, style: { titleFont: 15 } }")
        #expect(try changes(old, partly).count == 4)
    }

    @Test func cellsWithDifferentIdsNeverMatch() throws {
        let old = Self.page([["id: 1, title: a"]])
        let new = Self.page([["id: 2, title: a"]])
        #expect(summary(try changes(old, new)) == ["removed cell 1 from 0.0", "added cell 2 to 0.0"])
    }

    @Test func sectionsMatchByIdThenHeaderThenSharedCellsThenPosition() throws {
        let old = Self.page([["id: 1, title: a"], ["id: 2, title: b"], ["title: x"]], header: [nil, "通用", nil])
        // Inserted first: a section with a new id. The headed one and the one holding cell 1 still match.
        let new = "title: T\nsections:\n  - id: dev\n    cells: [{ id: 9, title: d }]\n"
            + "  - cells: [{ id: 1, title: a }]\n  - header: 通用\n    footer: f\n    cells: [{ id: 2, title: b }]\n  - cells: [{ title: x }]\n"
        #expect(summary(try changes(old, new)) == [
            "added section dev to 0", "added cell 9 to 0.0", "changed section 通用 footer: null → \"f\"",
        ])
    }

    @Test func movedSectionsAreReportedOnce() throws {
        let old = "title: T\nsections:\n  - { id: a, cells: [{ id: 1, title: x }] }\n  - { id: b, cells: [{ id: 2, title: y }] }\n  - { id: c, cells: [{ id: 3, title: z }] }\n"
        let new = "title: T\nsections:\n  - { id: c, cells: [{ id: 3, title: z }] }\n  - { id: a, cells: [{ id: 1, title: x }] }\n  - { id: b, cells: [{ id: 2, title: y }] }\n"
        #expect(summary(try changes(old, new)) == ["moved section c from 2 to 0"])
    }

    @Test func pagesMatchById() throws {
        let old = "id: a\ntitle: A\nsections: []\n---\nid: b\ntitle: B\nsections: []\n"
        let new = "id: b\ntitle: B2\nsections: []\n---\nid: c\ntitle: C\nsections: []\n"
        #expect(summary(try changes(old, new)) == ["removed page a", "changed page b title: \"B\" → \"B2\"", "added page c"])
    }

    @Test func twentyThousandCellsWithAHandfulOfEdits() throws {
        func page(_ edit: Bool) -> String {
            var rows = ["title: Big", "sections:"]
            for s in 0..<2000 {
                rows.append("  - id: s\(s)\n    cells:")
                for c in 0..<10 {
                    let i = s * 10 + c
                    rows.append("      - {id: \(i), title: Cell \(i)\(edit && i % 5000 == 7 ? " edited" : "")}")
                }
            }
            return rows.joined(separator: "\n") + "\n"
        }
        var new = page(true)
        // And one move: cell 15 to the end of its section.
        new = new.replacingOccurrences(of: "      - {id: 15, title: Cell 15}\n", with: "")
            .replacingOccurrences(of: "      - {id: 19, title: Cell 19}\n", with: "      - {id: 19, title: Cell 19}\n      - {id: 15, title: Cell 15}\n")
        let found = summary(try changes(page(false), new))
        #expect(found == [
            "changed cell 7 title: \"Cell 7\" → \"Cell 7 edited\"", "moved cell 15 from 1.5 to 1.9",
            "changed cell 5007 title: \"Cell 5007\" → \"Cell 5007 edited\"",
            "changed cell 10007 title: \"Cell 10007\" → \"Cell 10007 edited\"",
            "changed cell 15007 title: \"Cell 15007\" → \"Cell 15007 edited\"",
        ])
    }

    /// `Cell.sameContent` lists the fields it compares; a new field must be added there, or the
    /// diff would not see it change.
    /// A reuse identifier is stored only when it is not its type's default; cells equal in what
    /// they say stay equal however it was set, and a change of type keeps the identifier the cell had.
    @Test func aReuseIdentifierIsKeptOnlyWhenGiven() {
        var given = Cell(title: "a", reuseId: "defaultCell")
        #expect(given == Cell(title: "a") && given.hashValue == Cell(title: "a").hashValue)
        given.reuseId = "avatarCell"
        #expect(given.reuseId == "avatarCell" && given != Cell(title: "a"))
        given.reuseId = "defaultCell"
        #expect(given == Cell(title: "a"))
        var logout = Cell(type: .logout)
        #expect(logout.reuseId == "logout")
        logout.type = .disclosure
        #expect(logout.reuseId == "logout")
        var plain = Cell(title: "b")
        plain.type = .logout
        #expect(plain.reuseId == "defaultCell" && plain == Cell(type: .logout, title: "b", reuseId: "defaultCell"))
    }

    /// A page holds up to ~100k cells: the reuse identifier with the rare fields and the indicator
    /// kept beside the flags make a cell 112 bytes, where it was 136.
    @Test func aCellIs112Bytes() {
        #expect(MemoryLayout<Cell>.stride == 112)
        var cell = Cell(title: "a", indicator: Indicator(title: "详情", image: "badge", imageFirst: false))
        #expect(cell.indicator == Indicator(title: "详情", image: "badge", imageFirst: false))
        cell.indicator = Indicator()
        #expect(cell.indicator == Indicator() && cell != Cell(title: "a"))
        cell.indicator = nil
        #expect(cell.indicator == nil && cell == Cell(title: "a"))
    }

    @Test func sameContentComparesEveryFieldButTheMark() throws {
        let cell = try #require(loadPages(pageWithCells("      - { id: 1, title: a }\n")).pages.first).sections[0].cells[0]
        // The fields stored in the cell, and those in its box of rare fields (boxed once one is set).
        var withRare = cell
        withRare.subtitle = "s"
        let rareBox = try #require(Mirror(reflecting: withRare).descendant("rare", "some"))
        let rareFields = try #require(Mirror(reflecting: rareBox).descendant("fields"))
        #expect(Mirror(reflecting: cell).children.map(\.label) == [
            "id", "type", "on", "enabled", "visible", "indicatorShape", "title", "image", "indicatorTitle", "indicatorImage",
            "sharedStyle", "mark", "rare",
        ])
        #expect(Mirror(reflecting: rareFields).children.map(\.label) == [
            "name", "account", "avatar", "qrCode", "subtitle", "reuseId", "checked", "link", "value", "swipe", "enabledWhen", "visibleWhen",
            "stored",
        ])
        var moved = cell
        moved.mark = Mark(line: 99, column: 1)
        #expect(cell.sameContent(as: moved))
        var changed = cell
        changed.style.imageGap += 1
        #expect(!cell.sameContent(as: changed))
        for edit in [{ (c: inout Cell) in c.subtitle = "s" }, { $0.enabled = false }, { $0.checked = true },
                     { $0.link = .url("https://example.com") }, { $0.value = "v" }, { $0.swipe = [SwipeAction(title: "删除")] },
                     { $0.enabledWhen = [Condition(cell: .int(7))] }, { $0.visibleWhen = [Condition(cell: .int(7), on: false)] },
                     { $0.visible = false }, { $0.reuseId = "otherCell" }, { $0.stored = StoredValues(defaultValue: .integer(1)) }] {
            var edited = cell
            edit(&edited)
            #expect(!cell.sameContent(as: edited))
        }
    }

    /// A cell's rare fields are boxed; a box emptied again is no box, so equality and hashing see
    /// only the values, and a copy's change never reaches the original.
    @Test func rareFieldsActAsStored() throws {
        let cell = try #require(loadPages(pageWithCells("      - { id: 1, title: a }\n")).pages.first).sections[0].cells[0]
        var edited = cell
        edited.value = "v"
        edited.swipe.append(SwipeAction(title: "删除"))
        var copy = edited
        copy.swipe.append(SwipeAction(title: "更多"))
        #expect(edited.value == "v" && edited.swipe.map(\.title) == ["删除"])
        #expect(copy.swipe.map(\.title) == ["删除", "更多"] && copy != edited)
        edited.value = nil
        edited.swipe = []
        #expect(edited == cell && edited.hashValue == cell.hashValue)
        #expect(Mirror(reflecting: edited).descendant("rare", "some") == nil)
    }

    @Test func longestIncreasingSubsequence() {
        #expect(LongestIncreasingSubsequence.positions([]) == [])
        #expect(LongestIncreasingSubsequence.positions([0, 1, 2]) == [0, 1, 2])
        #expect(LongestIncreasingSubsequence.positions([1, 2, 3, 4, 0]).count == 4)
        #expect(LongestIncreasingSubsequence.positions([3, 0, 1, 2]) == [1, 2, 3])
        let shuffled = [5, 1, 6, 2, 7, 3, 8, 4]
        let kept = LongestIncreasingSubsequence.positions(shuffled).sorted().map { shuffled[$0] }
        #expect(kept.count == 4 && kept == kept.sorted())
    }
}
