import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// For every page and a sweep of widths: every line fits, every box row is exactly as wide as the
/// table, and every right-hand accessory ends in the same column.
@Suite struct WidthPropertyTests {
    /// Rows that push the layout: wide text, emoji, combining marks, escapes, long names.
    static let stress = """
        title: 很长很长的页面标题，用来测试标题在窄终端里会不会被截断 👨‍👩‍👧
        refresh: 下拉刷新下拉刷新下拉刷新下拉刷新下拉刷新下拉刷新下拉刷新下拉刷新 🔄
        loadMore: { title: 加载更多加载更多加载更多加载更多加载更多加载更多加载更多, auto: true }
        sections:
          - header: 通知与隐私设置（这是一个非常长的分组标题）
            footer: "Footer with emoji 🇨🇳 and combining é, and a second line:\\n很长很长的脚注文字会换行显示，就像 iOS 一样。"
            cells:
              - { id: 1, title: 很长的标题很长的标题很长的标题很长的标题, indicator: { title: 详细信息详细信息, image: SomeVeryLongImageName } }
              - { id: 2, type: switch, title: "夜间模式 🌙 with \\e[31m escape", on: true }
              - { id: 3, type: switch, title: 短, on: false, swipe: [{ title: 删除删除删除删除删除, style: destructive }, { title: "👍🏽 置顶" }, { title: "\\e[31m" }, { title: 标为未读 }, { title: 第五个 }] }
              - { id: 4, title: "e\\u0301e\\u0301 café", image: ic, indicator: { title: 👍🏽👍🏽, image: x, imageFirst: false } }
              - { id: 5, type: none, title: 只有标题没有箭头但是标题很长很长很长很长很长 }
              - { id: 6, type: avatar, name: 一个非常非常长的名字, account: "微信号：a_very_long_account_name_indeed", avatar: av, qrCode: qr }
              - { id: 7, type: logout, title: 退出登录退出登录退出登录退出登录退出登录退出登录 }
              - { id: 8, title: "\\u0301开头是组合符", indicator: "\\u0BBE置", image: "\\u200D" }
              - { id: 9, type: switch, title: "结尾是连接符\\u200D", on: false }
        """

    static func pages() throws -> [(String, Page)] {
        var out: [(String, Page)] = []
        for path in Golden.pages() {
            let loaded = PageLoader.load(SourceFile(path: path, bytes: try Golden.bytes(path)))
            out += loaded.pages.map { (path, $0) }
        }
        let stress = PageLoader.load(SourceFile(path: "stress.yaml", bytes: Array(Self.stress.utf8)))
        #expect(stress.diagnostics.isEmpty)
        return out + stress.pages.map { ("stress.yaml", $0) }
    }

    @Test func linesFitAndAccessoriesLineUp() throws {
        let pages = try Self.pages()
        #expect(pages.count == 12)
        for (path, page) in pages {
            for glyphs in [Glyphs.unicode, .ascii] {
                for width in 20...140 {
                    check(PageLayout.lines(for: page, width: width, glyphs: glyphs), width: width, glyphs: glyphs, "\(path) @\(width)")
                }
            }
        }
    }

    private func check(_ lines: [Line], width: Int, glyphs: Glyphs, _ context: String) {
        var accessoryEnds: Set<Int> = []
        for line in lines {
            let text = line.plainText
            #expect(DisplayWidth.of(text) <= width, "\(context): \(text)")
            #expect(line.width == DisplayWidth.of(text), "\(context): span widths add up")
            guard text.hasPrefix(glyphs.vertical) else { continue }
            #expect(line.width == width && text.hasSuffix(" " + glyphs.vertical), "\(context): box row \(text)")
            for accessory in [glyphs.arrow, glyphs.switchOn, glyphs.switchOff] {
                if let last = line.spans.lastIndex(where: { $0.text == accessory }) {
                    accessoryEnds.insert(line.spans[...last].reduce(0) { $0 + $1.width })
                }
            }
        }
        #expect(accessoryEnds.count <= 1, "\(context): accessories end in columns \(accessoryEnds.sorted())")
        if let end = accessoryEnds.first { #expect(end == width - 2, "\(context)") }
    }

    /// A row of two lines (the avatar cell's account under its name) keeps its second line under
    /// the first line's text at every width, however much of the avatar placeholder was cut.
    @Test(arguments: [
        "{ id: 1, type: avatar, name: 张三, account: \"微信号：zhangsan\", avatar: av, qrCode: qr }",
        "{ id: 1, type: avatar, name: Alexandra Longname, account: alexandra_longname_account, avatar: AvatarImageWithALongName, qrCode: QRCodeImage }",
        "{ id: 1, type: avatar, name: 一个非常非常长的名字, account: a, avatar: 头像 }",
        "{ id: 1, type: avatar, name: x, account: y }",
    ])
    func secondLinesStartUnderTheFirstLinesText(_ cell: String) throws {
        let text = pageWithCells("      - \(cell)\n")
        let loaded = try #require(page(text))
        for width in 20...140 {
            let rows = PageLayout.lines(for: loaded, width: width).map(\.plainText).filter { $0.hasPrefix("│") }
            try #require(rows.count == 2, "@\(width): \(rows)")
            // The first line's text: after the avatar placeholder `[…] ` when one is drawn.
            let first = rows[0].dropFirst(2)
            let nameColumn = first.hasPrefix("[") ? DisplayWidth.of(String(first[...first.firstIndex(of: "]")!])) + 1 : 0
            let second = rows[1].dropFirst(2)
            let accountColumn = second.prefix { $0 == " " }.count
            #expect(accountColumn == nameColumn, "@\(width):\n\(rows[0])\n\(rows[1])")
        }
    }

    @Test func pageTextIsAWholeNumberOfClusters() {
        #expect(Span.selfContained("abc") == "abc")
        #expect(Span.selfContained("设置") == "设置")
        #expect(Span.selfContained("\u{301}e") == "◌\u{301}e")
        #expect(Span.selfContained("\u{BBE}置") == "◌\u{BBE}置")
        #expect(Span.selfContained("a\u{200D}") == "a\u{200D}")  // a joiner joins only emoji to emoji
        #expect(Span.selfContained("👍\u{200D}") == "👍\u{200D}◌")
        #expect(Span.selfContained("x\u{600}") == "x\u{600}◌")
        #expect(Span.selfContained("👨‍👩‍👧") == "👨‍👩‍👧")
    }

    @Test func wideTextAndEmojiAlignWithLatinRows() throws {
        let text = pageWithCells("""
                  - { id: 1, title: Latin, indicator: on }
                  - { id: 2, title: 中文标题, indicator: 中文 }
                  - { id: 3, title: 👍🏽 emoji, indicator: 🇨🇳 }
                  - { id: 4, title: "e\\u0301 combining", indicator: "👨‍👩‍👧" }

            """)
        let lines = PageLayout.lines(for: try #require(page(text)), width: 40).map(\.plainText)
        let rows = lines.filter { $0.hasPrefix("│") }
        #expect(rows.count == 4)
        for row in rows {
            #expect(DisplayWidth.of(row) == 40, "\(row)")
            #expect(DisplayWidth.of(String(row[..<row.lastIndex(of: "›")!])) == 37, "\(row)")
        }
        #expect(rows[1] == "│ 中文标题                      中文 › │")
        #expect(rows[2] == "│ 👍🏽 emoji                        🇨🇳 › │")
    }

    @Test func longTextIsCutWithAnEllipsisNeverWrapped() throws {
        let text = pageWithCells("      - { id: 1, title: \(String(repeating: "很长的标题", count: 20)), indicator: 详细信息详细信息 }\n")
        let lines = PageLayout.lines(for: try #require(page(text)), width: 40).map(\.plainText)
        #expect(lines.count == 5)  // title, blank, top, the one row, bottom
        // The title keeps three fifths of the row; a wide character that would straddle the
        // budget is dropped whole, leaving one blank column rather than half a character.
        #expect(lines[3] == "│ 很长的标题很长的标…  详细信息详细… › │")
    }
}
