// Builds a settings page in code, then validates, renders and diffs it with SettingsKit's public
// API, and exits 1 if any result is not what it should be.
import Foundation  // for exit()
import SettingsKit

func check(_ ok: Bool, _ what: String) {
    guard ok else {
        print("consumer: FAILED: \(what)")
        exit(1)
    }
    print("consumer: ok: \(what)")
}

var dark = Cell(id: .int(2), type: .switch, title: "夜间模式", on: false)
let page = Page(id: .string("settings"), title: "设置", sections: [
    Section(header: "通用", cells: [
        Cell(id: .int(1), title: "新消息通知", indicator: Indicator(title: "已开启")),
        dark,
        Cell(id: .int(3), title: "隐私", image: "privacy"),
    ]),
    Section(cells: [Cell(id: .string("logout"), type: .logout)]),
])

// Validate: as a page file, the page has no problem at all.
let text = PageYAML.text(of: page)
let loaded = PageLoader.load(bytes: Array(text.utf8), name: "settings.yaml")
let problems = Validator.check(loaded)
check(problems.isEmpty, "a page built in code validates clean \(problems.map { "\($0.rule): \($0.message)" })")
check(loaded.pages.count == 1 && loaded.pages[0].sections[0].cells[1].on == false, "and loads back as written")
var report = ValidationReport(strict: false)
_ = report.add(Validator.check(PageLoader.load(bytes: Array("title: [\n".utf8), name: "broken.yaml")), path: "broken.yaml")
let sarif = Reporters.named("sarif").map { $0.init(ReportRun(version: "1.0")).finish(report, unreadable: []) } ?? ""
check(sarif.contains("\"version\": \"2.1.0\"") && sarif.contains("yaml-syntax"), "a broken page's findings write as SARIF")

// Render: every line fits the width, and the titles are drawn.
let drawn = TextRenderer.render(page, width: 40, color: nil)
check(drawn.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 40 }, "rendered lines fit 40 columns")
check(drawn.contains("夜间模式") && drawn.contains("退出登录"), "the rendering shows the titles")
check(page.json.serialized().contains("\"title\": \"设置\""), "the resolved model prints as JSON")
let picture = SVGWriter().svg(PictureLayout(page, device: .iphone, appearance: .dark))
check(picture.hasPrefix("<svg") && picture.contains("夜间模式"), "the page draws as an SVG picture")

// Diff: switch 夜间模式 turned on, 隐私 moved to the top.
dark.on = true
var changed = page
changed.sections[0].cells = [page.sections[0].cells[2], page.sections[0].cells[0], dark]
let changes = PageDiff.changes(old: [page], new: [changed])
check(changes.contains { $0.kind == .changed && $0.name == "夜间模式" }, "the diff sees the switch turned on")
check(changes.contains { $0.kind == .moved && $0.name == "隐私" }, "the diff sees 隐私 move")
