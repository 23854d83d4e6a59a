import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Issue #46: completion and go to definition read a screen's `res/values` through a link out of
/// the tree, and went to a child pane's `File` anywhere on disk (`../../…`: an existence oracle).
/// They keep to what `validate` reads. Through the executable.
@Suite struct LanguageServerContainmentTests {
    static let page = "title: T\nsections:\n  - cells:\n      - {id: wifi, type: switch, title: Wi-Fi}\n"

    /// A screen's `res/values` that is a link out of the project, a child pane's `File` with
    /// `..` or naming a link out of its bundle, a page's `file` out of its folder: `validate`
    /// reads none of them, so completion lists none of their names and definition goes to none.
    @Test func definitionAndCompletionKeepToTheTree() throws {
        let outside = try TempFolder([
            "values/strings.xml": "<resources><string name=\"secret_title\">S</string></resources>\n",
            "Secret.plist": RuleExample.plistText(""), "secret.yaml": Self.page,
        ], prefix: "outside")
        let inside = try TempFolder([
            "own/res/values/strings.xml": "<resources><string name=\"own_title\">O</string></resources>\n",
            "own/res/xml/s.xml": RuleExample.androidText("<SwitchPreference android:key=\"k\" android:title=\"@string/own_title\"/>\n"),
            "linked/res/xml/s.xml": RuleExample.androidText("<SwitchPreference android:key=\"k\" android:title=\"@string/secret_title\"/>\n"),
            "Settings.bundle/Root.plist": RuleExample.plistText("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>File</key><string>Child</string></dict>\n"
                + "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>File</key><string>../../\(outside.url.lastPathComponent)/Secret</string></dict>\n"
                + "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>File</key><string>Linked</string></dict>\n"),
            "Settings.bundle/Child.plist": RuleExample.plistText(""),
            "pages/p.yaml": "title: T\nsections:\n  - cells:\n      - {title: A, link: {file: ../../\(outside.url.lastPathComponent)/secret.yaml}}\n      - {title: B, link: {file: q.yaml}}\n",
            "pages/q.yaml": Self.page,
        ], prefix: "inside")
        try FileManager.default.createSymbolicLink(atPath: inside.path("linked/res/values"), withDestinationPath: outside.path("values"))
        try FileManager.default.createSymbolicLink(atPath: inside.path("Settings.bundle/Linked.plist"), withDestinationPath: outside.path("Secret.plist"))
        let own = inside.path("own/res/xml/s.xml"), linked = inside.path("linked/res/xml/s.xml")
        let root = inside.path("Settings.bundle/Root.plist"), page = inside.path("pages/p.yaml")
        let texts = try [own, linked, root, page].map { try String(contentsOfFile: $0, encoding: .utf8) }
        func find(_ word: String, in text: String) -> (Int, Int) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { $0.contains(word) } ?? 0
            return (line, lines[line].utf16.distance(from: lines[line].startIndex, to: lines[line].firstRange(of: word)!.lowerBound) + 1)
        }
        var input = LanguageServerProcess.initialize
        for (path, text) in zip([own, linked, root, page], texts) { input += LanguageServerProcess.open(path, text) }
        let completions = [(10, own), (11, linked)].map { id, path in
            let (line, column) = find("@string/", in: texts[path == own ? 0 : 1])
            return LanguageServerProcess.request(id, "textDocument/completion", LanguageServerProcess.at(path, line, column + "@string/".count - 1))
        }
        let definitions = [(20, own, texts[0], "own_title"), (21, linked, texts[1], "secret_title"), (22, root, texts[2], ">Child<"),
                           (23, root, texts[2], "Secret"), (24, root, texts[2], ">Linked<"), (25, page, texts[3], "secret.yaml"), (26, page, texts[3], "q.yaml")]
        input += completions.joined() + definitions.flatMap { id, path, text, word in
            let (line, column) = find(word, in: text)
            return LanguageServerProcess.request(id, "textDocument/definition", LanguageServerProcess.at(path, line, column))
        }
        let (answers, log) = try LanguageServerProcess.serve(input)
        func labels(_ id: Int) -> [String] { answers[id]?["result"]?["items"]?.items?.compactMap { $0["label"]?.text } ?? [] }
        func target(_ id: Int) -> String? { answers[id]?["result"]?["uri"]?.text }
        #expect(labels(10) == ["own_title"], "\(log)")
        #expect(labels(11).isEmpty)
        #expect(target(20)?.hasSuffix("own/res/values/strings.xml") == true)
        #expect(target(22)?.hasSuffix("Settings.bundle/Child.plist") == true)
        #expect(target(26)?.hasSuffix("pages/q.yaml") == true)
        for id in [21, 23, 24, 25] { #expect(answers[id]?["result"] == .null && answers[id] != nil, "\(id): \(answers[id].map { $0.compact() } ?? "none")") }
    }
}
