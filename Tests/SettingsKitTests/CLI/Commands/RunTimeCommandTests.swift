import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `--values`, `--all-states` and the run-time keys through the commands, on an injected file system.
@Suite struct RunTimeCommandTests {
    private static func reader(_ files: [String: String]) -> SourceFile.Reader {
        { path throws(ReadError) in
            guard let text = files[path] else { throw ReadError(path: path, reason: "No such file or directory") }
            return SourceFile(path: path, bytes: Array(text.utf8))
        }
    }

    static let page = """
        title: 通知
        sections:
          - cells:
              - { id: notify, type: switch, title: 接收通知, on: true }
              - { id: detail, title: 消息详情, visibleWhen: { cell: notify } }
              - { id: cache, title: 清理缓存, indicator: 12.3M }
        """

    private func render(_ paths: [String], _ files: [String: String], _ configure: (inout RenderCommand.Options) -> Void = { _ in }) -> CommandOutput {
        var options = RenderCommand.Options()
        options.width = 40
        configure(&options)
        return RenderCommand.run(paths, options: options, read: Self.reader(files))
    }

    @Test func renderLaysTheValuesOverAndAppliesTheConditions() {
        let out = render(["p.yaml"], ["p.yaml": Self.page, "v.yaml": "notify: { on: false }\ncache: { indicator: 0B }\nold: { title: x }\n"]) {
            $0.runTime.values = "v.yaml"
        }
        #expect(out.exitCode == 0)
        #expect(!out.stdout.contains("消息详情"))  // hidden: notifications are off
        #expect(out.stdout.contains("0B ›") && !out.stdout.contains("12.3M"))
        #expect(out.stderr == """
            v.yaml:3:1: warning: no cell has the id 'old', so its values show nowhere [unknown-value-id]
            old: { title: x }
            ^

            """)
    }

    @Test func anUnreadableValuesFileExits2AndABrokenOneExits1() {
        let missing = render(["p.yaml"], ["p.yaml": Self.page]) { $0.runTime.values = "nowhere.yaml" }
        #expect(missing.exitCode == 2 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("nowhere.yaml"))
        let broken = render(["p.yaml"], ["p.yaml": Self.page, "v.yaml": "- not a map\n"]) { $0.runTime.values = "v.yaml" }
        #expect(broken.exitCode == 1 && broken.stdout.isEmpty)
        #expect(broken.stderr.hasPrefix("v.yaml:1:1: error: a values file is a map from cell id"))
    }

    @Test func allStatesDrawsEachStateAndSaysWhenItStops() {
        let both = render(["p.yaml"], ["p.yaml": Self.page]) { $0.runTime.allStates = true }
        #expect(both.stdout.components(separatedBy: "通知 — 接收通知 ").count == 3)
        #expect(both.stdout.components(separatedBy: "消息详情").count == 2)  // shown in the "on" state only
        let switches = (0..<5).map { "      - { id: s\($0), type: switch, title: s\($0) }\n" }.joined()
        let many = "title: T\nsections:\n  - cells:\n" + switches + "      - { id: x, title: x, visibleWhen: [\((0..<5).map { "{ cell: s\($0) }" }.joined(separator: ", "))] }\n"
        let out = render(["m.yaml"], ["m.yaml": many]) { $0.runTime.allStates = true }
        #expect(out.exitCode == 0)
        #expect(out.stderr.contains("warning: page 'm' has 32 states of its switches; drawing the first 16"))
        #expect(out.stdout.components(separatedBy: "T — ").count == 17)
    }

    @Test func jsonShowsThePageAsShownWithItsConditions() throws {
        let out = render(["p.yaml"], ["p.yaml": Self.page]) { $0.format = .json; $0.runTime.allStates = false }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let cells = try #require(((json["pages"] as? [[String: Any]])?[0]["sections"] as? [[String: Any]])?[0]["cells"] as? [[String: Any]])
        #expect(cells.map { $0["visible"] as? Bool } == [true, true, true])
        #expect((cells[1]["visibleWhen"] as? [[String: Any]])?.first?["cell"] as? String == "notify")
        #expect((cells[0]["swipe"] as? [Any])?.isEmpty == true)
    }

    @Test func diffOfOnePageAndItsValuesComparesTheDefaultsWithThem() {
        var options = DiffCommand.Options()
        options.runTime.values = "v.yaml"
        options.valuesAgainstDefaults = true
        let out = DiffCommand.run(old: "p.yaml", new: "p.yaml", labels: ("p.yaml", "p.yaml with v.yaml"), options: options,
                                  read: Self.reader(["p.yaml": Self.page, "v.yaml": "notify: { on: false }\n"]))
        #expect(out.exitCode == 1)
        #expect(out.stdout == """
            p.yaml → p.yaml with v.yaml
            page 通知 [p]
              section 0
                ~ 接收通知 [notify] on: true → false
                ~ 消息详情 [detail] visible: true → false
            2 changes

            """)
    }

    @Test func validateReportsTheValuesFileAsAFileOfItsOwn() throws {
        var options = ValidateCommand.Options()
        options.format = .json
        options.values = "v.yaml"
        let out = ValidateCommand.run(["p.yaml"], options: options, read: Self.reader(["p.yaml": Self.page, "v.yaml": "cache: { on: true }\n"]))
        #expect(out.exitCode == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["p.yaml", "v.yaml"])
        let found = try #require(files[1]["diagnostics"] as? [[String: Any]])
        #expect(found.map { $0["rule"] as? String } == ["value-mismatch"])
        #expect(found.first?["line"] as? Int == 1 && found.first?["column"] as? Int == 14)
    }

    /// Control characters in swipe actions and load-more titles make the page invalid, as
    /// anywhere in a page; markup in them is escaped in pictures.
    @Test func runTimeTextIsCheckedAndEscaped() {
        let hostile = "title: T\nloadMore: \"more\\e[2J\"\nsections:\n  - cells:\n      - { id: 1, title: a, swipe: [{ title: \"x\\a\" }] }\n"
        let refused = render(["h.yaml"], ["h.yaml": hostile])
        #expect(refused.exitCode == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.components(separatedBy: "[control-character]").count == 3)
        let markup = "title: T\nrefresh: \"<b>pull</b>\"\nsections:\n  - cells:\n      - { id: 1, title: a, swipe: [{ title: \"<script>alert(1)</script>\" }] }\n"
        for format in [RenderCommand.Format.svg, .html] {
            let out = render(["m.yaml"], ["m.yaml": markup]) { $0.format = format; $0.revealSwipe = true }.stdout
            #expect(!out.contains("<script>") && out.contains("&lt;script&gt;") && out.contains("&lt;b&gt;pull"), "\(format)")
        }
    }
}
