import Testing
@testable import SettingsKit

/// The SVG picture of a page: its goldens, its geometry on every device and in both appearances,
/// its agreement with the `title-truncated` rule, and its safety with hostile text.
@Suite struct PictureTests {
    /// Every fixture page drawn: the YAML seed pages and InAppSettingsKit's real bundle.
    static let files: [String] = Golden.pages()
        + Golden.files(in: "Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle", ending: ".plist")

    static func documents(_ path: String) -> [PageDocument] {
        (try? PageLoader.load(path: Golden.url(path).path).documents) ?? []
    }

    /// One golden SVG per seed page (light, iPhone), and the settings page dark and on iPad.
    @Test(arguments: Golden.pages())
    func seedPagesMatchTheirGoldens(path: String) throws {
        let name = String(path.split(separator: "/").last!.dropLast(".yaml".count))
        // As `render --format svg` draws it: for the switches' states.
        let page = try #require(Self.documents(path).first?.page).applyingConditions()
        Golden.check(SVGWriter().svg(PictureLayout(page)), against: "Fixtures/pictures/\(name).svg")
        if name == "messages" {
            Golden.check(SVGWriter().svg(PictureLayout(page, revealSwipe: true)), against: "Fixtures/pictures/messages-swiped.svg")
        }
        if name == "settings" {
            Golden.check(SVGWriter().svg(PictureLayout(page, device: .ipad, appearance: .dark)), against: "Fixtures/pictures/settings-ipad-dark.svg")
        }
    }

    /// A title is cut with `…` in the picture exactly when the rule reports it (iPhone width).
    @Test(arguments: files)
    func titlesAreCutWhereTheRuleSays(path: String) {
        for document in Self.documents(path) {
            let reported = Set(TitleTruncatedRule.check(document).map(\.path))
            let layout = PictureLayout(document.page)
            layout.forEachSection { section in
                for row in section.rows {
                    let cell = document.page.sections[row.section].cells[row.cell]
                    guard cell.type != .logout, cell.type != .avatar, let title = cell.title else { continue }
                    let drawn = row.shapes.compactMap { shape -> String? in
                        if case .text(let run) = shape, run.font == cell.style.titleFont, run.anchor == .start { return run.text }
                        return nil
                    }.first
                    let path = NodePath.section(row.section, cell: row.cell, "title").description
                    #expect((drawn != title) == reported.contains(path), "\(path) '\(title)' drawn as '\(drawn ?? "nothing")'")
                    if drawn != title { #expect(drawn?.hasSuffix("…") == true) }
                }
            }
        }
    }

    /// On every device and in both palettes: each text lies inside its row and the page, texts
    /// and rows do not overlap, and every accessory of a page ends at one right edge.
    @Test(arguments: files)
    func everyTextStaysInItsRow(path: String) {
        for document in Self.documents(path) {
            for device in Device.allCases {
                for appearance in Appearance.allCases {
                    let layout = PictureLayout(document.page, device: device, appearance: appearance)
                    var rights: Set<Double> = []
                    var lastBottom = 0.0
                    layout.forEachSection { section in
                        for row in section.rows {
                            #expect(row.frame.y >= lastBottom - 0.001 && row.frame.maxX <= layout.width)
                            lastBottom = row.frame.maxY
                            // Texts on one line of a row do not overlap each other.
                            let runs = row.shapes.compactMap { shape -> TextRun? in if case .text(let r) = shape { r } else { nil } }
                            for (a, b) in zip(runs.indices, runs.indices.dropFirst()) where runs[a].baseline == runs[b].baseline {
                                let (l, r) = runs[a].minX < runs[b].minX ? (runs[a], runs[b]) : (runs[b], runs[a])
                                #expect(l.minX + l.width <= r.minX + 0.001, "\(path) \(device) '\(l.text)' runs into '\(r.text)'")
                            }
                            for shape in row.shapes {
                                switch shape {
                                case .text(let run):
                                    #expect(run.minX >= row.frame.x - 0.001 && run.minX + run.width <= row.frame.maxX + 0.001,
                                            "\(path) \(device) '\(run.text)' \(run.minX)+\(run.width) outside \(row.frame)")
                                    #expect(run.baseline > row.frame.y && run.baseline < row.frame.maxY)
                                case .chevron(let right, _, _), .toggle(let right, _, _, _, _), .checkmark(let right, _, _):
                                    rights.insert(right)
                                default: break
                                }
                            }
                        }
                    }
                    #expect(rights.count <= 1, "\(path) \(device): accessories end at \(rights.sorted())")
                    #expect(lastBottom <= layout.height)
                }
            }
        }
    }

    /// Hostile page text stays text: the SVG parses as XML (with expat, entities refused), holds
    /// no element, attribute or script from the page, and no raw control character.
    @Test func hostileTextIsEscaped() throws {
        let hostile = [
            "<script>alert(1)</script>", "\" onload=\"alert(1)", "' onmouseover='x", "]]><svg onload=alert(1)>",
            "&amp;&lt;&#x3C;", "red\u{1B}[31m", "rtl\u{202E}gnp.exe", "<a href=\"javascript:alert(1)\">x</a>",
        ]
        var yaml = "title: \"\(hostile[0])\"\nsections:\n  - header: \"\(hostile[1].replacingOccurrences(of: "\"", with: "\\\""))\"\n    cells:\n"
        for (i, text) in hostile.enumerated() {
            let quoted = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\u{202E}", with: "\\u202E")
            yaml += "      - { id: \(i), title: \"\(quoted)\", image: \"\(quoted)\", indicator: \"\(quoted)\" }\n"
        }
        let page = try #require(loadPages(yaml).pages.first)
        #expect(page.sections[0].cells.count == hostile.count)
        let svg = SVGWriter().svg(PictureLayout(page))
        let html = { var out = ""; HTMLWriter().write([page]) { out += $0 }; return out }()
        for document in [svg, html] {
            #expect(!document.contains("<script") && !document.contains("<a href=\"javascript") && !document.contains("<svg onload"))
            #expect(!document.contains(" onload=\"") && !document.contains(" onmouseover='"))
            #expect(!document.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        }
        // Well-formed, and its texts read back as the page's (escaped where they must be).
        let tree = try XMLReader.read(Array(svg.utf8), maxDepth: 64).get()
        func texts(_ e: XMLElement) -> [String] { (e.name == "text" ? [e.text] : []) + e.children.flatMap(texts) }
        let drawn = texts(tree)
        #expect(drawn.contains("\" onload=\"alert(1)".uppercased()))
        #expect(drawn.contains { $0.hasPrefix("red\\e[31m") })
        #expect(html.contains("default-src 'none'"))
    }

    /// An HTML file links a row to the page it leads to when that page is in the file, and
    /// holds each page in both palettes.
    @Test func htmlLinksItsPages() throws {
        let text = """
            title: Root
            id: root
            sections:
              - cells:
                  - { id: a, title: Child, link: { page: child } }
                  - { id: b, title: Elsewhere, link: { page: missing } }
            ---
            title: Child
            id: child
            sections:
              - cells:
                  - { id: c, type: switch, title: On, on: true }
            """
        let pages = loadPages(text).pages
        try #require(pages.count == 2)
        var html = ""
        HTMLWriter().write(pages) { html += $0 }
        #expect(html.contains("<section class=\"page\" id=\"p2\" data-page=\"child\">"))
        #expect(html.contains("<a href=\"#p2\"><g class=\"row\" data-section=\"0\" data-cell=\"0\""))
        // A page not in the file: the row is drawn, not linked.
        #expect(html.contains("\n<g class=\"row\" data-section=\"0\" data-cell=\"1\""))
        #expect(!html.contains("#missing"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 4)
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
    }

    /// Footers and headers wrap at the group's width, at spaces in Latin text and anywhere in CJK.
    @Test func captionsWrap() {
        let layout = PictureLayout(Page(file: "f", id: .string("p"), title: "T", sections: []))
        let latin = layout.wrap("Notifications and sounds are delivered for every chat you follow", font: Font(13), width: 120)
        #expect(latin.count > 1 && latin.allSatisfy { TextMeasure.width(of: $0, font: Font(13)) <= 120 })
        #expect(latin.joined(separator: " ") == "Notifications and sounds are delivered for every chat you follow")
        let cjk = layout.wrap(String(repeating: "设置", count: 20), font: Font(13), width: 100)
        #expect(cjk.count == 6 && cjk.joined() == String(repeating: "设置", count: 20))
    }

    /// The fast test for text that needs no escaping never passes a character that does.
    @Test func plainTextNeedsNoEscape() {
        var checked = 0
        for value in Array(0...0xFFFF) + Array(0x1F300...0x1F6FF) + Array(0x10FF00...0x10FFFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "设"
            if Markup.isPlain(text) {
                #expect(TerminalSafe.escape(text, backslashes: false) == text && !"&<>\"'".unicodeScalars.contains(scalar),
                        "U+\(String(value, radix: 16)) passes as plain")
                checked += 1
            }
        }
        #expect(checked > 60_000)
    }
}
