import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct ResolvedModelTests {
    /// Ids print exactly as written: an int id with every digit (no `1e+15`, no rounding past 2^53),
    /// one past 64 bits as the string of its digits, and a hex id as its text.
    @Test(arguments: [
        ("1000000000000000", "1000000000000000"),
        ("9007199254740993", "9007199254740993"),
        ("-9223372036854775808", "-9223372036854775808"),
        ("99999999999999999999", "\"99999999999999999999\""),
        ("0x10000000000000000", "\"0x10000000000000000\""),
        ("0xＡ", "\"0xＡ\""),
    ])
    func idsKeepEveryDigit(written: String, json: String) throws {
        let p = try #require(page(pageWithCells("      - { id: \(written), title: a }\n")))
        let text = p.sections[0].cells[0].json.serialized()
        #expect(text.contains("\"id\": \(json),"), "\(text.prefix(80))")
    }

    @Test func aBareCellGetsEveryDefault() throws {
        let p = try #require(page(pageWithCells("      - { id: 1, title: 通用 }\n")))
        let cell = p.sections[0].cells[0]
        #expect(cell.type == .disclosure)
        #expect(cell.reuseId == "defaultCell")
        #expect(cell.on == nil && cell.indicator == nil && cell.image == nil)
        #expect(cell.style == Style.defaults(for: .disclosure))
        #expect(cell.style.json.serialized() == """
            {
              "height": 44,
              "titleFont": {
                "size": 15,
                "weight": "regular"
              },
              "titleColor": "#000000FF",
              "imageSize": [30, 30],
              "imageGap": 10,
              "indicatorFont": {
                "size": 13,
                "weight": "regular"
              },
              "indicatorColor": "#888888FF",
              "indicatorImageSize": [30, 30],
              "indicatorGap": 6,
              "logoutFont": {
                "size": 16,
                "weight": "regular"
              },
              "logoutColor": "#000000FF"
            }
            """)
        #expect(p.sections[0].headerHeight == 10 && p.sections[0].footerHeight == 10)
        #expect(p.metrics == PageMetrics())
        #expect(p.empty == nil)
    }

    @Test func theCascadeRunsPageThenSectionThenCell() throws {
        let text = """
            title: T
            style: { titleFont: 20, imageGap: 1, indicatorGap: 2, height: 50 }
            sections:
              - style: { imageGap: 3, titleColor: red }
                cells:
                  - { id: 1, title: a }
                  - { id: 2, title: b, style: { imageGap: 5, titleFont: { size: 9, weight: bold } } }
              - cells:
                  - { id: 3, title: c }
                  - { id: 4, type: avatar, name: n }
            """
        let p = try #require(page(text))
        let a = p.sections[0].cells[0].style, b = p.sections[0].cells[1].style
        let c = p.sections[1].cells[0].style, avatar = p.sections[1].cells[1].style
        #expect(a.titleFont == Font(20) && a.imageGap == 3 && a.indicatorGap == 2 && a.titleColor == Color(255, 0, 0))
        #expect(b.titleFont == Font(9, .bold) && b.imageGap == 5 && b.indicatorGap == 2 && b.titleColor == Color(255, 0, 0))
        #expect(c.titleFont == Font(20) && c.imageGap == 1 && c.titleColor == Color(0, 0, 0))
        // The page style sits above the built-in default, the avatar's 80 included.
        #expect(a.height == 50 && avatar.height == 50)
    }

    /// Cells that resolve to the same style share one box, across sections too; a cell's own
    /// style is a box of its own unless another cell resolved to it; a changed style is the cell's alone.
    @Test func cellsThatResolveAlikeShareTheirStyle() throws {
        let loaded = try #require(page("""
            title: T
            sections:
              - cells:
                  - { id: 1, title: a }
                  - { id: 2, title: b, style: { height: 50 } }
                  - { id: 3, title: c, style: { height: 50 } }
                  - { id: 4, type: switch, title: d }
              - cells:
                  - { id: 5, title: e }
                  - { id: 6, title: f, style: { height: 60 } }
            """))
        let cells = loaded.sections.flatMap(\.cells)
        #expect(cells[0].sharedStyle === cells[4].sharedStyle)
        #expect(cells[1].sharedStyle === cells[2].sharedStyle && cells[1].style.height == 50)
        #expect(cells[0].sharedStyle !== cells[1].sharedStyle && cells[0].sharedStyle !== cells[5].sharedStyle)
        #expect(cells[3].sharedStyle == SharedStyle(.defaults(for: .switch)))
        var changed = cells[0]
        changed.style.imageGap += 1
        #expect(changed.style.imageGap == cells[0].style.imageGap + 1 && cells[4].style == cells[0].style)
    }

    @Test func theAvatarDefaultHeightIs80() throws {
        let p = try #require(page(pageWithCells("      - { id: 0, type: avatar, name: J }\n")))
        #expect(p.sections[0].cells[0].style.height == 80)
    }

    @Test func pageMetricsComeFromThePageStyle() throws {
        let p = try #require(page("title: T\nstyle: { margin: 16, verticalGap: 4, titleWidthLimit: 200.5 }\nsections: []\n"))
        #expect(p.json.serialized().contains("\"metrics\": {\n    \"margin\": 16,\n    \"verticalGap\": 4,\n    \"titleWidthLimit\": 200.5\n  }"))
        #expect(located("title: T\nsections:\n  - style: { margin: 3 }\n    cells: []\n") == ["unknown-key@3:14"])
    }

    @Test func everyCellTypeResolvesWhatItShows() throws {
        let text = pageWithCells("""
                  - { id: 1, title: a, image: i, indicator: x, on: true, name: n }
                  - { id: 2, type: switch, title: b, indicator: x }
                  - { id: 3, type: switch, title: c, on: true }
                  - { id: 4, type: none, title: d, image: j, indicator: x }
                  - { id: 5, type: logout, image: k }
                  - { id: 6, type: logout, title: 注销, reuseId: bye }
                  - { id: 7, type: avatar, name: J, account: "微信号：x", avatar: av, qrCode: qr, title: t }

            """)
        let cells = try #require(page(text)).sections[0].cells
        #expect(cells.map(\.type) == [.disclosure, .switch, .switch, .none, .logout, .logout, .avatar])
        #expect(cells[0].indicator == Indicator(title: "x", image: nil, imageFirst: true))
        #expect(cells[0].on == nil && cells[0].name == nil && cells[0].image == "i")
        #expect(cells[1].on == false && cells[1].indicator == nil)
        #expect(cells[2].on == true)
        #expect(cells[3].indicator == nil && cells[3].image == "j")
        #expect(cells[4].title == "退出登录" && cells[4].reuseId == "logout" && cells[4].image == nil)
        #expect(cells[5].title == "注销" && cells[5].reuseId == "bye")
        #expect(cells[6].name == "J" && cells[6].account == "微信号：x" && cells[6].avatar == "av" && cells[6].qrCode == "qr")
        #expect(cells[6].title == nil)
    }

    @Test func theIndicatorShorthandAndMapForms() throws {
        let cells = try #require(page(pageWithCells("""
                  - { id: 1, title: a, indicator: 12.3M }
                  - { id: 2, title: b, indicator: { image: lock } }
                  - { id: 3, title: c, indicator: { title: t, image: lock, imageFirst: false } }
                  - { id: 4, title: d, indicator: {} }

            """))).sections[0].cells
        #expect(cells.map(\.indicator) == [
            Indicator(title: "12.3M", image: nil, imageFirst: true),
            Indicator(title: nil, image: "lock", imageFirst: true),
            Indicator(title: "t", image: "lock", imageFirst: false),
            nil,
        ])
    }

    @Test func textFieldsAreTakenAsWritten() throws {
        let cells = try #require(page(pageWithCells("""
                  - { id: 1, title: 2048, indicator: 12.30 }
                  - { id: 2, title: true, indicator: 1e3 }
                  - { id: 3, title: "0x1F", image: 007 }

            """))).sections[0].cells
        #expect(cells.map(\.title) == ["2048", "true", "0x1F"])
        #expect(cells.map { $0.indicator?.title } == ["12.30", "1e3", nil])
        #expect(cells[2].image == "007")
    }

    @Test func idsKeepTheirYAMLType() throws {
        let text = """
            title: T
            sections:
              - id: 5
                cells:
                  - { id: 8, title: a }
                  - { id: "9", title: b }
                  - { id: x7, title: c }
                  - { id: 0x10, title: d }
                  - { id: 1.5, title: e }
                  - { id: -2, title: f }
            """
        let p = try #require(page(text))
        #expect(p.sections[0].id == .int(5))
        #expect(p.sections[0].cells.map(\.id) == [.int(8), .string("9"), .string("x7"), .string("0x10"), .string("1.5"), .int(-2)])
        #expect(Identifier.int(8).key == Identifier.string("8").key)
    }

    @Test func pageIdsDefaultToTheFileStem() {
        let loaded = PageLoader.load(SourceFile(path: "dir/me.page.yaml", bytes: Array("title: a\nsections: []\n---\ntitle: b\nsections: []\n---\nid: 7\ntitle: c\nsections: []\n".utf8)))
        #expect(loaded.pages.map(\.id) == [.string("me.page"), .string("me.page-2"), .int(7)])
        #expect(loaded.pages.map(\.file) == ["dir/me.page.yaml", "dir/me.page.yaml", "dir/me.page.yaml"])
    }

    @Test func extensionKeysAreIgnoredAtEveryLevel() throws {
        let text = """
            x-base: &b { titleColor: "#112233" }
            title: T
            x-note: anything
            style: { <<: *b, x-a: 1 }
            sections:
              - x-section: 1
                cells:
                  - { id: 1, title: a, x-cell: { deep: [1] }, indicator: { title: t, x-i: 2 }, style: { x-s: 3 } }
            empty: { title: e, x-e: 4 }
            """
        let loaded = loadPages(text)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.pages.first?.sections[0].cells[0].style.titleColor == Color(0x11, 0x22, 0x33))
    }

    @Test func theEmptyStateKeepsAllFiveKeys() throws {
        let p = try #require(page("title: T\nsections: []\nempty: { title: 空, button: 重试, offset: -20 }\n"))
        #expect(p.hasNoCells)
        #expect(p.empty == EmptyState(title: "空", detail: nil, image: nil, button: "重试", offset: -20))
        #expect(p.empty?.json.serialized() == """
            {
              "title": "空",
              "detail": null,
              "image": null,
              "button": "重试",
              "offset": -20
            }
            """)
    }

    @Test func theCellMarkIsItsFirstKey() throws {
        let p = try #require(page("title: T\nsections:\n  - cells:\n      - id: 0\n        title: a\n      - {  title: b }\n"))
        #expect(p.sections[0].cells.map(\.mark) == [Mark(line: 4, column: 9), Mark(line: 6, column: 12)])
    }
}

/// SPEC 7.2's cell keys, as a page file writes them.
@Suite struct ImportedRowKeysTests {
    @Test func theFiveKeysResolve() throws {
        let p = try #require(page(pageWithCells("""
                  - { id: 1, type: none, title: 字体, subtitle: 标准, enabled: false, checked: true, link: {page: "settings/font"}, value: "0.5 (0–1)" }
                  - { id: 2, title: 官网, link: {url: "https://example.com"} }

            """)))
        let (a, b) = (p.sections[0].cells[0], p.sections[0].cells[1])
        #expect(a.subtitle == "标准" && !a.enabled && a.checked == true && a.link == .page("settings/font") && a.value == "0.5 (0–1)")
        #expect(b.enabled && b.checked == nil && b.link == .url("https://example.com") && b.subtitle == nil)
        #expect(p.source == PageSource(format: .yaml, locale: nil))
    }

    @Test(arguments: [
        ("link: {page: a, url: b}", "a link has one key, found page, url"),
        ("link: {}", "expected a link ({page: ID}, {file: PATH}, {url: URL} or {target: TEXT}), found an empty map"),
        ("link: x", #"expected a link ({page: ID}, {file: PATH}, {url: URL} or {target: TEXT}), found the string "x""#),
        ("enabled: yes", "'enabled' must be true or false: `yes` is a string in YAML 1.2; write `true`"),
    ])
    func mistakesAreReported(_ written: String, message: String) {
        let d = loadPages(pageWithCells("      - { id: 1, title: a, \(written) }\n")).diagnostics
        #expect(d.map(\.message) == [message])
    }
}
