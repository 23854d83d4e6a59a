import Testing
@testable import SettingsKit

/// A large page is decoded, laid out and written as JSON in pieces on several threads; joined,
/// the pieces must be exactly what one pass over the page makes.
@Suite struct LargePageTests {
    /// A page of `sections` sections of 1 to 40 cells, every kind of row, with refresh and
    /// load-more, some sections hidden by a switch that is off (at piece boundaries too), and
    /// `mistakes` unknown keys spread over it, some inside an anchored cell every section repeats.
    static func page(sections: Int, mistakes: Bool = false) -> String {
        var text = "title: 大页面\nrefresh: 下拉刷新\nloadMore: { title: 更多, auto: false }\nstyle: { titleFont: 15 }\nsections:\n"
        text += "  - id: top\n    cells:\n      - &shared { id: shared, title: 共享, \(mistakes ? "colour: red, " : "")indicator: 详情 }\n"
        text += "      - { id: master, type: switch, title: 总开关, on: false }\n"
        for s in 0..<sections {
            text += "  - id: s\(s)\n    header: 分组 \(s)\n"
            if s % 7 == 3 { text += "    visibleWhen: { cell: master }\n" }
            if s % 5 == 0 { text += "    style: { titleColor: \"#336699\" }\n" }
            text += "    cells:\n      - *shared\n"
            for c in 0..<(1 + (s * 13) % 40) {
                let id = "c\(s)-\(c)"
                switch c % 5 {
                case 0: text += "      - { id: \(id), title: 设置 \(id), image: icon, indicator: { title: 详情, image: badge } }\n"
                case 1: text += "      - { id: \(id), type: switch, title: Switch \(id), on: \(c % 2 == 0) }\n"
                case 2: text += "      - { id: \(id), type: none, title: 无 \(id), value: v\(c), style: { titleFont: { size: 14, weight: semibold } } }\n"
                case 3: text += "      - { id: \(id), title: Detail \(id), subtitle: 说明, enabled: false\(mistakes && s % 9 == 0 ? ", titel: x" : "") }\n"
                default: text += "      - { id: \(id), type: avatar, name: 用户 \(c), account: \"微信号：u\(c)\" }\n"
                }
            }
            if s % 11 == 0 { text += "    footer: 脚注 \(s)\n" }
        }
        return text
    }

    static func load(_ text: String, threads: Bool = true) -> LoadedFile {
        PageLoader.load(SourceFile(path: "large.yaml", bytes: Array(text.utf8)), threads: threads)
    }

    @Test func textPiecesJoinToOnePass() throws {
        let page = try #require(Self.load(Self.page(sections: 300)).pages.first).applyingConditions()
        let pieces = PageLayout.Pieces(page, width: 60)
        #expect(pieces.count > 4, "the page is laid out in several pieces")
        for color in [nil, ColorDepth.trueColor] {
            var streamed = ""
            TextRenderer.render(page, width: 60, color: color) { streamed += $0 }
            // Without colour the renderer marks disabled rows in a shape.
            var glyphs = Glyphs.unicode
            glyphs.marksDisabled = color == nil
            #expect(streamed == ANSI.render(PageLayout.lines(for: page, width: 60, glyphs: glyphs), color: color))
        }
        // Joined, the pieces' lines are the page's, each tagged with the section or cell it shows.
        let joined = (0..<pieces.count).flatMap { pieces.lines($0) }
        let whole = PageLayout.lines(for: page, width: 60)
        #expect(joined.map(\.source) == whole.map(\.source))
    }

    /// One section of 1,300 rows is cut in parts of a piece's size (a section of a million rows
    /// was laid out whole: 11 times its file). Rows hidden across a cut must not change the box:
    /// the first shown row after a run of hidden ones opens it, whichever part it falls in.
    @Test func aLongSectionIsCutInPartsThatJoinToOnePass() throws {
        let hidden: (Int) -> Bool = { $0 < 600 || $0 == 1023 || $0 == 1024 || $0 == 1299 }
        let text = "title: 长\nsections:\n  - cells:\n      - { id: master, type: switch, title: 总开关, on: false }\n"
            + "  - header: 很多行\n    footer: 脚注\n    cells:\n"
            + (0..<1_300).map { "      - { title: 行 \($0)\(hidden($0) ? ", visibleWhen: { cell: master }" : "") }\n" }.joined()
            + "  - header: 之后\n    cells:\n      - { title: 最后 }\n"
        let page = try #require(Self.load(text).pages.first).applyingConditions()
        let pieces = PageLayout.Pieces(page, width: 40)
        #expect(pieces.count == 3, "1,300 rows in parts of 512")
        let joined = (0..<pieces.count).flatMap { pieces.lines($0) }
        let whole = PageLayout.lines(for: page, width: 40)
        #expect(ANSI.render(joined, color: nil) == ANSI.render(whole, color: nil))
        #expect(joined.map(\.source) == whole.map(\.source))
        #expect(ANSI.render(whole, color: nil).contains("行 600") && !ANSI.render(whole, color: nil).contains("行 599"))
    }

    @Test func aPageWithoutCellsIsOnePiece() throws {
        let page = try #require(Self.load("title: 空\nsections: []\nempty: { title: 没有内容 }\n").pages.first)
        #expect(PageLayout.Pieces(page, width: 40).count == 1)
        #expect(TextRenderer.render(page, width: 40, color: nil) == ANSI.render(PageLayout.lines(for: page, width: 40), color: nil))
    }

    @Test func jsonRunsJoinToOnePass() throws {
        // Sections beyond two runs, and a section of more cells than that, are written side by side.
        let text = Self.page(sections: 120) + "  - id: long\n    cells:\n"
            + (0..<200).map { "      - { title: 行 \($0) }\n" }.joined()
        let pages = Self.load(text).pages.map { $0.applyingConditions() }
        let json = JSONValue.object([("pages", .array(pages.map(\.json)))])
        var streamed: [UInt8] = []
        json.serialize(utf8: { streamed += $0 })
        #expect(String(decoding: streamed, as: UTF8.self) == WrittenJSONTests.built(json).serialized() + "\n")
    }

    @Test func svgRunsJoinToOnePass() throws {
        let page = try #require(Self.load(Self.page(sections: 120)).pages.first).applyingConditions()
        let layout = PictureLayout(page)
        #expect(layout.shownSections.count >= 2 * SVGWriter.sectionRun)
        var serial = SVGWriter()
        serial.sideBySide = false
        let (runs, once) = (SVGWriter().svg(layout), serial.svg(layout))
        #expect(runs == once)
        #expect(once.components(separatedBy: "<g class=\"section\"").count - 1 == layout.shownSections.count)
    }

    @Test func sectionsDecodedInHalvesAreOnePass() {
        let text = Self.page(sections: 400, mistakes: true)
        let (halves, once) = (Self.load(text), Self.load(text, threads: false))
        #expect(halves.source.bytes.count > 50_000)
        #expect(halves.pages.map(\.json) == once.pages.map(\.json))
        #expect(halves.diagnostics == once.diagnostics)
        // The anchored cell's mistake, met in every section of both halves, is reported once.
        let repeated = halves.diagnostics.filter { $0.message.contains("'colour'") }
        #expect(repeated.count == 1)
        #expect(repeated.first?.notes.contains { $0.message.contains("used in 401 places") } == true)
        #expect(halves.diagnostics.contains { $0.message.contains("'titel'") })
        // The second half's nodes are on a twin of the tree (its own object, the same storage),
        // and the rules find the same things through them.
        let sections = halves.documents[0].yaml?.sections ?? []
        let trees = Set(sections.map { ObjectIdentifier($0.node.tree) })
        #expect(trees.count == 2 && sections.first?.node.tree.records.count == sections.last?.node.tree.records.count)
        #expect(Validator.check(halves, disabled: [], assets: nil) == Validator.check(once, disabled: [], assets: nil))
    }
}
