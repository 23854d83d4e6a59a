import Testing
@testable import SettingsKit

/// A page written as YAML loads back as the same page.
@Suite struct PageYAMLTests {
    /// The page with what only says where it was written (file, marks) cleared.
    static func unplaced(_ page: Page) -> Page {
        var p = page
        p.file = ""
        p.mark = .start
        for s in p.sections.indices {
            p.sections[s].mark = .start
            for c in p.sections[s].cells.indices { p.sections[s].cells[c].mark = .start }
        }
        return p
    }

    static func roundTrip(_ page: Page) throws -> Page {
        let text = PageYAML.text(of: page)
        let loaded = PageLoader.load(bytes: Array(text.utf8), name: "p.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))\n\(text)")
        return try #require(loaded.pages.first)
    }

    @Test(arguments: Golden.files(in: "Fixtures/pages", ending: ".yaml"))
    func everyBundledPageRoundTrips(_ path: String) throws {
        for page in PageLoader.load(SourceFile(path: path, bytes: try Golden.bytes(path))).pages {
            #expect(Self.unplaced(try Self.roundTrip(page)) == Self.unplaced(page), "\(path)")
        }
    }

    /// Text that would read back as another type, or not at all, is quoted or escaped.
    @Test func textThatLooksLikeSomethingElseStaysText() throws {
        let tricky = ["8", "true", "null", "~", "", "#fff", "a: b", "- x", " lead", "trail ", "[1]", "{a}", "'q'", "\"q\"",
                      "multi\nline", "tab\there", "esc\u{1B}[31m", "设置 ⚙️", "0x10", "1e3", "yes", "!tag", "&a", "*a", "%x", "@x", "`x`"]
        let cells = tricky.enumerated().map { i, t in
            Cell(id: i % 2 == 0 ? .int(i) : .string(t), title: t, indicator: Indicator(title: t))
        }
        let page = Page(id: .string("8"), title: "true", sections: [Section(header: "null", footer: "#x", cells: cells)])
        #expect(Self.unplaced(try Self.roundTrip(page)) == page)
    }

    /// Styles that differ from a cell type's defaults are written, and only those.
    @Test func stylesAndMetricsRoundTrip() throws {
        var style = Style.defaults(for: .switch)
        style.titleFont = Font(17, .semibold)
        style.imageSize = Size(20, 24)
        style.indicatorColor = Color(1, 2, 3, 4)
        let page = Page(id: .int(1), title: "T", metrics: PageMetrics(margin: 16),
                        sections: [Section(id: .string("s"), headerHeight: 20, cells: [
                            Cell(id: .int(1), type: .switch, title: "夜间模式", on: true, style: style),
                            Cell(type: .logout, title: "退出登录"),
                            Cell(id: .int(3), type: .avatar, name: "张三", account: "微信号：z", avatar: "a", qrCode: "q"),
                            Cell(id: .int(4), type: .none, title: "字体大小", subtitle: "标准", enabled: false, checked: true,
                                 link: .page("settings/font"), value: "0.5 (0–1)"),
                            Cell(id: .int(5), title: "官网", link: .url("https://example.com/?a=1&b=2")),
                        ])],
                        empty: EmptyState(title: "空", offset: -4))
        let text = PageYAML.text(of: page)
        #expect(Self.unplaced(try Self.roundTrip(page)) == page, "\(text)")
        #expect(!text.contains("logoutFont") && text.contains("titleFont: {size: 17, weight: semibold}"), "\(text)")
    }
}
