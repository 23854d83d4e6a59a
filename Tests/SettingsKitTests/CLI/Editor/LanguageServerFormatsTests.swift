import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The server on the files apps ship: an AndroidX screen with its `res/values`, a Settings.bundle
/// schema file with its child pane, and a configuration.
@Suite struct LanguageServerFormatsTests {
    static let screen = """
        <PreferenceScreen xmlns:app="http://schemas.android.com/apk/res-auto">
            <SwitchPreferenceCompat app:key="sync" app:title="@string/sync_title"/>
            <CheckBoxPreference app:key="wifi_only" app:title="@string/sync_titel" app:dependency="synk"/>
        </PreferenceScreen>

        """
    static let strings = "<resources>\n    <string name=\"sync_title\">同步</string>\n</resources>\n"

    @Test func androidDefinitionsCompletionAndFixes() throws {
        let folder = try TempFolder(["res/xml/prefs.xml": Self.screen, "res/values/strings.xml": Self.strings])
        let uri = FileURI.uri(folder.path("res/xml/prefs.xml"))
        let session = EditorSession()
        session.open(uri, Self.screen)
        let codes = session.diagnostics(uri).compactMap { $0["code"]?.text }
        #expect(codes.contains("dependency-not-found") && codes.contains("unresolved-resource"))
        // `@string/sync_title` → its <string> in res/values/strings.xml.
        let title = session.request("textDocument/definition", EditorSession.at(uri, 1, 60))["result"]
        #expect(title?["uri"]?.text == FileURI.uri(folder.path("res/values/strings.xml")))
        #expect(title?["range"]?["start"]?["line"]?.intValue == 1)
        // `@string/` completes the names the values have.
        session.change(uri, version: 2, from: (2, 55), to: (2, 73), "@string/")
        let names = session.request("textDocument/completion", EditorSession.at(uri, 2, 63))["result"]?["items"]?.items?.compactMap { $0["label"]?.text }
        #expect(names == ["sync_title"])
        // Every quick fix at once: the dependency's key.
        let all = session.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", EditorDocument.range(Position(line: 2, character: 0), Position(line: 2, character: 0))),
            ("context", .object([("diagnostics", .array([]))])),
        ]))["result"]?.items ?? []
        let fix = try #require(all.first { $0["kind"]?.text == "quickfix" })
        #expect(fix["title"]?.text == "Change 'synk' to 'sync'")
        // A dependency's definition is the preference with that key.
        session.change(uri, version: 3, from: (2, 81), to: (2, 85), "sync")
        let dependency = session.request("textDocument/definition", EditorSession.at(uri, 2, 82))["result"]
        #expect(dependency?["range"]?["start"]?["line"]?.intValue == 1)
    }

    @Test func settingsBundleChildPaneAndTypes() throws {
        let root = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifer</string><key>Title</key><string>Sound</string><key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict>
            </array></dict></plist>

            """
        let more = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array/></dict></plist>\n"
        let folder = try TempFolder(["Settings.bundle/Root.plist": root, "Settings.bundle/More.plist": more])
        let uri = FileURI.uri(folder.path("Settings.bundle/Root.plist"))
        let session = EditorSession()
        session.open(uri, root)
        let typo = try #require(session.diagnostics(uri).first { $0["code"]?.text == "unknown-specifier-type" })
        #expect(typo["range"]?.span == [3, 6, 3, 21])
        let child = session.request("textDocument/definition", EditorSession.at(uri, 2, 120))["result"]
        #expect(child?["uri"]?.text == FileURI.uri(folder.path("Settings.bundle/More.plist")))
        // `<string>PSToggle` after `<key>Type</key>`: the specifier types.
        let types = session.request("textDocument/completion", EditorSession.at(uri, 3, 37))["result"]?["items"]?.items?.compactMap { $0["label"]?.text }
        #expect(types?.contains("PSToggleSwitchSpecifier") == true)
    }

    /// Xcode writes a value on the line below its key: completion and definition find the key there.
    @Test func keysOnTheLineAbove() throws {
        let root = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>PreferenceSpecifiers</key>\n\t<array>\n\t\t<dict>\n"
            + "\t\t\t<key>Type</key>\n\t\t\t<string>PSToggle</string>\n\t\t\t<key>File</key>\n\t\t\t<string>More</string>\n\t\t</dict>\n\t</array>\n</dict>\n</plist>\n"
        let folder = try TempFolder(["Settings.bundle/Root.plist": root, "Settings.bundle/More.plist": "<plist version=\"1.0\"><dict/></plist>\n"])
        let uri = FileURI.uri(folder.path("Settings.bundle/Root.plist"))
        let session = EditorSession()
        session.open(uri, root)
        let types = session.request("textDocument/completion", EditorSession.at(uri, 7, 19))["result"]?["items"]?.items?.compactMap { $0["label"]?.text }
        #expect(types == ["PSToggleSwitchSpecifier"])
        let child = session.request("textDocument/definition", EditorSession.at(uri, 9, 13))["result"]
        #expect(child?["uri"]?.text == FileURI.uri(folder.path("Settings.bundle/More.plist")))
    }

    /// A `.strings` table and its schema file open together: a change to either checks the other again.
    @Test func aNeighbourOpenInTheEditorIsCheckedAsItChanges() throws {
        let plist = { (title: String) in
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array>\n"
                + "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\(title)</string></dict>\n</array></dict></plist>\n"
        }
        let strings = "\"Sound\" = \"声音\";\n"
        // unused-translation is opt-in: the configuration turns it on.
        let folder = try TempFolder(["Settings.bundle/Root.plist": plist("Sounds"), "Settings.bundle/en.lproj/Root.strings": strings,
                                     ".settings-render.yml": "rules:\n  unused-translation: warning\n"])
        let rootURI = FileURI.uri(folder.path("Settings.bundle/Root.plist")), stringsURI = FileURI.uri(folder.path("Settings.bundle/en.lproj/Root.strings"))
        let session = EditorSession()
        session.open(rootURI, plist("Sounds"))
        session.open(stringsURI, strings)
        #expect(session.diagnostics(stringsURI).first?["code"]?.text == "unused-translation")
        // The schema file now uses the key, unsaved: the table's finding goes.
        session.change(rootURI, version: 2, from: (2, 78), to: (2, 84), "Sound")
        #expect(session.diagnostics(stringsURI).isEmpty)
    }

    /// A configuration open in the editor applies as it is typed, to the pages open below it.
    @Test func anUnsavedConfigurationApplies() throws {
        let folder = try TempFolder([".settings-render.yml": "rules: {}\n", "pages/p.yaml": ""])
        let session = EditorSession()
        let page = FileURI.uri(folder.path("pages/p.yaml")), config = FileURI.uri(folder.path(".settings-render.yml"))
        session.open(page, "title: t\nsections:\n  - cells:\n      - {title: 没有 id}\n")
        #expect(session.diagnostics(page).first?["code"]?.text == "missing-id")
        session.open(config, "rules: {}\n")
        session.change(config, version: 2, from: (0, 7), to: (0, 9), "{missing-id: off}")
        #expect(session.diagnostics(page).isEmpty)
        #expect(session.diagnostics(config).isEmpty)
    }

    @Test func configurationFilesAndSuppressions() throws {
        let folder = try TempFolder([".settings-render.yml": "rules:\n  title-truncated: off\n", "p.yaml": ""])
        let session = EditorSession()
        let config = FileURI.uri(folder.path(".settings-render.yml"))
        session.open(config, "rules:\n  titel-truncated: off\n")
        #expect(session.diagnostics(config).first?["message"]?.text?.contains("did you mean 'title-truncated'?") == true)
        // A page below it: the configuration as the editor has it applies, misspelt rule and all…
        let page = FileURI.uri(folder.path("p.yaml"))
        let long = String(repeating: "很长的标题", count: 12)
        session.open(page, "title: t\nsections:\n  - cells:\n      - {id: a, title: \(long)}\n")
        #expect(session.diagnostics(page).first?["code"]?.text == "title-truncated")
        // …until the typo is fixed; then a suppression comment applies too.
        session.change(config, version: 2, from: (1, 2), to: (1, 7), "title")
        #expect(session.diagnostics(page).isEmpty)
        session.open(page, "title: t\nsections:\n  - cells:\n      - {id: a, titel: x}  # settings-render: disable-line unknown-key\n")
        #expect(session.diagnostics(page).isEmpty)
    }
}
