import Foundation
import Testing
@testable import SettingsKit

/// SPEC 7.3's table, a row at a time: each specifier type becomes the cells it says, with the
/// model additions of 7.2, and the details of 7.6.
@Suite struct SettingsBundleMappingTests {
    /// A bundle folder with these files, removed when the test ends.
    final class Bundle {
        let url: URL
        init(_ files: [String: String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("mapping-\(UUID().uuidString)/Settings.bundle")
            for (name, text) in files {
                let file = url.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
        deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        func load(_ name: String = "Root.plist", _ options: ImportOptions = .default) throws -> LoadedFile {
            try PageLoader.load(path: url.appendingPathComponent(name).path, options: options)
        }
    }

    static func plist(_ specifiers: String, root: String = "") -> String {
        RuleExample.plistText(specifiers, root: root)
    }

    static func dict(_ pairs: String) -> String { "<dict>\(pairs)</dict>\n" }

    private func page(_ specifiers: String, root: String = "") throws -> Page {
        let bundle = try Bundle(["Root.plist": Self.plist(specifiers, root: root)])
        return try #require(try bundle.load().pages.first)
    }

    @Test func groupsMakeSectionsAndRowsBeforeThemAHeaderlessOne() throws {
        let p = try page(
            Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>a</string><key>Title</key><string>A</string>")
            + Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string><key>FooterText</key><string>Line one\nline two</string>")
            + Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string></string>"),
            root: "<key>Title</key><string>Settings</string>")
        #expect(p.title == "Settings")
        #expect(p.id == .string("Root"))
        #expect(p.source == PageSource(format: .settingsBundle, locale: nil))
        #expect(p.sections.map(\.header) == [nil, "Sound", nil])  // an empty Title is no header
        #expect(p.sections[1].footer == "Line one\nline two")
        #expect(p.sections.map(\.cells.count) == [1, 0, 0])
    }

    @Test func toggles() throws {
        let p = try page(
            Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>a</string><key>Title</key><string>A</string><key>DefaultValue</key><true/>")
            + Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>B</string><key>DefaultValue</key><string>YES</string>")
            + Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>c</string><key>Title</key><string>C</string><key>TrueValue</key><integer>1</integer><key>FalseValue</key><integer>2</integer><key>DefaultValue</key><integer>2</integer>")
            + Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>d</string><key>Title</key><string>D</string><key>DefaultValue</key><true/><key>IASKToggleStyle</key><string>Checkmark</string>"))
        let cells = p.sections[0].cells
        #expect(cells.map(\.type) == [.switch, .switch, .switch, .none])
        #expect(cells.map(\.on) == [true, true, false, nil])
        #expect(cells[3].checked == true)
        #expect(cells.map(\.id) == ["a", "b", "c", "d"].map(Identifier.string))
    }

    @Test func multiValuesShowTheirChoiceAndLeadToAChoicePage() throws {
        let bundle = try Bundle(["Root.plist": Self.plist(Self.dict("""
            <key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>mode</string><key>Title</key><string>Mode</string>\
            <key>Titles</key><array><string>Automatic</string><string>Light</string></array>\
            <key>ShortTitles</key><array><string>Auto</string><string>Lt</string></array>\
            <key>Values</key><array><integer>0</integer><integer>1</integer></array><key>DefaultValue</key><integer>1</integer>
            """))])
        let loaded = try bundle.load()
        let cell = loaded.pages[0].sections[0].cells[0]
        #expect(cell.type == .disclosure)
        #expect(cell.value == "Lt")
        #expect(cell.link == .page("Root/mode"))
        let choice = try #require(loaded.linkedPages.first)
        #expect(choice.id == .string("Root/mode"))
        #expect(choice.title == "Mode")
        #expect(choice.sections[0].cells.map(\.title) == ["Automatic", "Light"])
        #expect(choice.sections[0].cells.map(\.checked) == [false, true])
        #expect(choice.sections[0].cells.map(\.id) == [.string("mode=0"), .string("mode=1")])
    }

    @Test func valueRows() throws {
        let cells = try page(
            Self.dict("<key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>v</string><key>Title</key><string>Version</string><key>DefaultValue</key><string>1.0</string>")
            + Self.dict("<key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>w</string><key>Title</key><string>Size</string><key>DefaultValue</key><integer>2</integer><key>Titles</key><array><string>Small</string><string>Large</string></array><key>Values</key><array><integer>1</integer><integer>2</integer></array>")
            + Self.dict("<key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>n</string><key>Title</key><string>Name</string><key>DefaultValue</key><string>Ann</string>")
            + Self.dict("<key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>p</string><key>Title</key><string>Password</string><key>DefaultValue</key><string>secret</string><key>IsSecure</key><true/>")
            + Self.dict("<key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>t</string><key>Title</key><string>Tag</string><key>IASKPlaceholder</key><string>none yet</string>")
            // An empty secure field is empty: its placeholder shows, not dots.
            + Self.dict("<key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>e</string><key>Title</key><string>PIN</string><key>DefaultValue</key><string></string><key>IsSecure</key><true/><key>IASKPlaceholder</key><string>none</string>")
            + Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Volume</string>")
            + Self.dict("<key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>s</string><key>DefaultValue</key><real>0.5</real><key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>1</integer>")
        ).sections.flatMap(\.cells)
        #expect(cells.map(\.type) == Array(repeating: .none, count: 7))
        // A secure field shows a dot a character, as UITextField does.
        #expect(cells.map(\.value) == ["1.0", "Large", "Ann", "••••••", "none yet", "none", "0.5 (0–1)"])
        #expect(cells[6].title == "Volume")  // a slider without a Title takes its group's header
    }

    @Test func radioGroupsAreSectionsOfTheirOwn() throws {
        let p = try page(
            Self.dict("<key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>fruit</string><key>Title</key><string>Fruit</string><key>FooterText</key><string>Pick one</string><key>Titles</key><array><string>Apple</string><string>Kiwi</string></array><key>Values</key><array><string>apple</string><string>kiwi</string></array><key>DefaultValue</key><string>kiwi</string>")
            + Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>a</string><key>Title</key><string>After</string>"))
        #expect(p.sections.map(\.header) == ["Fruit", nil])
        #expect(p.sections[0].footer == "Pick one")
        #expect(p.sections[0].cells.map(\.id) == [.string("fruit=apple"), .string("fruit=kiwi")])
        #expect(p.sections[0].cells.map(\.checked) == [false, true])
        #expect(p.sections[1].cells.map(\.title) == ["After"])
    }

    @Test func linksAndInAppSettingsKitRows() throws {
        let cells = try page(
            Self.dict("<key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string>")
            + Self.dict("<key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Button</string><key>IASKSubtitle</key><string>does a thing</string><key>IASKCellImage</key><string>star</string>")
            + Self.dict("<key>Type</key><string>IASKOpenURLSpecifier</string><key>Title</key><string>Web</string><key>File</key><string>https://example.com</string>")
            + Self.dict("<key>Type</key><string>IASKMailComposeSpecifier</string><key>Title</key><string>Mail</string><key>IASKMailComposeToRecipents</key><array><string>a@example.com</string></array>")
            + Self.dict("<key>Type</key><string>IASKDatePickerSpecifier</string><key>Key</key><string>d</string><key>Title</key><string>Date</string>")
            + Self.dict("<key>Type</key><string>IASKTextViewSpecifier</string><key>Key</key><string>tv</string><key>DefaultValue</key><string>two\nlines</string>")
            + Self.dict("<key>Type</key><string>PSNewSpecifier</string><key>Key</key><string>x</string>")
        ).sections.flatMap(\.cells)
        #expect(cells.map(\.type) == [.disclosure, .none, .disclosure, .disclosure, .none, .none])  // the unknown type is left out
        #expect(cells.map(\.link) == [.page("More"), nil, .url("https://example.com"), .url("mailto:a@example.com"), nil, nil])
        #expect(cells[1].subtitle == "does a thing")
        #expect(cells[1].image == "star")
        #expect(cells[4].value == nil)
        #expect(cells[5].value == "two\nlines")
    }

    @Test func idiomsPickVariantsAndRows() throws {
        let row = { (title: String, idioms: String) in
            Self.dict("<key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>\(title)</string><key>Title</key><string>\(title)</string><key>SupportedUserInterfaceIdioms</key><array>\(idioms)</array>")
        }
        let bundle = try Bundle([
            "Root.plist": Self.plist(row("both", "<string>Phone</string><string>Pad</string>") + row("pad", "<string>Pad</string>"), root: "<key>Title</key><string>Plain</string>"),
            "Root~ipad.plist": Self.plist(row("pad", "<string>Pad</string>"), root: "<key>Title</key><string>Pad</string>"),
        ])
        let phone = try bundle.load("Root.plist", ImportOptions(idiom: .phone)).pages[0]
        #expect(phone.sections.flatMap(\.cells).map(\.title) == ["both"])
        let pad = try bundle.load("Root.plist", ImportOptions(idiom: .pad)).pages[0]
        #expect(pad.sections.flatMap(\.cells).map(\.title) == ["both", "pad"])
        // A bundle folder stands for its Root, in the idiom's variant.
        #expect(PageLoader.entryFile(bundle.url.path, options: ImportOptions(idiom: .pad)).hasSuffix("Root~ipad.plist"))
        #expect(PageLoader.entryFile(bundle.url.path, options: ImportOptions(idiom: .phone)).hasSuffix("/Root.plist"))
        // A variant's page id is its pane's name.
        #expect(try bundle.load("Root~ipad.plist").pages[0].id == .string("Root"))
    }

    @Test func locales() throws {
        let bundle = try Bundle([
            "Root.plist": Self.plist(Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SOUND</string>")
                + Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>ONLY_EN</string>")
                + Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>As written</string>"),
                root: "<key>Title</key><string>TITLE</string>"),
            "en.lproj/Root.strings": "\"TITLE\" = \"Settings\"; \"SOUND\" = \"Sound\"; \"ONLY_EN\" = \"English\";",
            "de.lproj/Root.strings": "\"TITLE\" = \"Einstellungen\"; \"SOUND\" = \"Ton\";",
        ])
        let automatic = try bundle.load().pages
        #expect(automatic.map(\.source.locale) == ["en"])
        #expect(automatic[0].sections.map(\.header) == ["Sound", "English", "As written"])
        let german = try bundle.load("Root.plist", ImportOptions(locale: .named("de"))).pages
        #expect(german[0].title == "Einstellungen")
        // A key the locale lacks falls back to en, then to the text as written.
        #expect(german[0].sections.map(\.header) == ["Ton", "English", "As written"])
        let all = try bundle.load("Root.plist", ImportOptions(locale: .all)).pages
        #expect(all.map(\.source.locale) == ["de", "en"])
        #expect(all.map(\.title) == ["Einstellungen", "Settings"])
    }

    @Test func withoutStringsTheTextIsAsWritten() throws {
        let p = try page(Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SOUND</string>"))
        #expect(p.source.locale == nil)
        #expect(p.title == "Root")  // no Title: the stem
        #expect(p.sections[0].header == "SOUND")
    }

    /// A binary property list (what a built app carries) reads as its XML twin, at line 0.
    @Test func binaryPropertyListsRead() throws {
        let xml = try PageLoader.load(path: Golden.url("Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle/Account.plist").path)
        let binary = try PageLoader.load(path: Golden.url("Fixtures/settings-bundle/binary/Account.plist").path)
        #expect(binary.pages.count == 1)
        #expect(binary.pages[0].sections.map { $0.cells.map(\.title) } == xml.pages[0].sections.map { $0.cells.map(\.title) })
        #expect(binary.pages[0].sections.map { $0.cells.map(\.value) } == xml.pages[0].sections.map { $0.cells.map(\.value) })
        // Its mistakes are found, at line 0: a binary file has no lines.
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let keyless = try encoder.encode(["PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "Sync"]]])
        let found = Validator.validate(SourceFile(path: "Keyless.plist", bytes: Array(keyless)))
        #expect(found.map(\.rule) == [.missingSpecifierField])
        #expect(found.allSatisfy { $0.start == Mark(line: 0, column: 0) })
        let garbage = PageLoader.load(bytes: Array("bplist00".utf8) + Array(repeating: 0xFF, count: 64), name: "Bad.plist")
        #expect(garbage.diagnostics.map(\.rule) == [.xmlSyntax])
        #expect(garbage.diagnostics.first?.start == Mark(line: 0, column: 0))
    }

    /// The rules of the page format that apply to every format see imported pages' keys.
    @Test func crossFormatRulesPointIntoTheXML() throws {
        let bundle = try Bundle(["Root.plist": Self.plist("""
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>v</string></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string>
            <key>Key</key><string>v</string></dict>

            """)])
        let found = Validator.validate(try SourceFile.read(bundle.url.appendingPathComponent("Root.plist").path))
        #expect(found.map(\.rule) == [.duplicateID])
        #expect(found.first?.start == Mark(line: 7, column: 1))
        #expect(found.first?.notes.first?.mark == Mark(line: 5, column: 62))
    }
}

extension SettingsBundleMappingTests {
    /// A long file is read, checked and drawn on two threads, and its format's rules run on two
    /// when the load did not run them: the pages and findings are the same as on one.
    @Test func aLongFileReadsTheSameOnTwoThreads() throws {
        let long = max(SettingsBundleDecoder.parallelThreshold, Validator.formParallelThreshold) + 100
        let rows = (0..<long).map { i in
            switch i % 4 {
            case 0: Self.dict("<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>G\(i)</string>")
            case 1: Self.dict("<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k\(i)</string><key>Title</key><string>T\(i)</string><key>DefaultValue</key><string>YES</string>")
            case 2: Self.dict("<key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>m\(i)</string><key>Titles</key><array><string>A</string></array><key>Values</key><array><integer>1</integer><integer>2</integer></array>")
            default: Self.dict("<key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>k\(i - 2)</string><key>KeyboardType</key><string>Mail</string>")
            }
        }.joined()
        let bundle = try Bundle(["Root.plist": Self.plist(rows)])
        let source = try SourceFile.read(bundle.url.appendingPathComponent("Root.plist").path)
        let one = PageLoader.load(source, threads: false, checking: Validator.formRules(excluding: []))
        let two = PageLoader.load(source, threads: true, checking: Validator.formRules(excluding: []))
        #expect(one.diagnostics == two.diagnostics)
        let inTurn = try #require(one.formFindings).flatMap(\.found.kept).sorted(by: Diagnostic.inReportOrder)
        let beside = try #require(two.formFindings).flatMap(\.found.kept).sorted(by: Diagnostic.inReportOrder)
        let halves = Validator.checkForm(try #require(two.form), RuleRegistry.all).flatMap(\.found.kept).sorted(by: Diagnostic.inReportOrder)
        #expect(!inTurn.isEmpty && inTurn == beside && inTurn == halves)
        #expect(one.pages.count == two.pages.count && one.pages.map(\.json) == two.pages.map(\.json))
        #expect(one.pages.first?.sections.count == long / 4)
    }
}

extension SettingsBundleMappingTests {
    /// A schema's keys without `PreferenceSpecifiers` is a page of no rows (entourage's store
    /// build); a dictionary with none of a schema's keys is no schema.
    @Test func aSchemaWithoutRowsIsAnEmptyPage() throws {
        let empty = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>StringsTable</key><string>Root</string></dict>\n</plist>\n"
        let other = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>Colour</key><string>red</string></dict>\n</plist>\n"
        let bundle = try Bundle(["Root.plist": empty, "Data.plist": other])
        let loaded = try bundle.load()
        #expect(!loaded.isNotAPage && loaded.diagnostics.isEmpty)
        #expect(loaded.pages.count == 1 && loaded.pages[0].sections.isEmpty)
        let data = try bundle.load("Data.plist")
        #expect(data.isNotAPage && data.diagnostics.map(\.rule) == [.missingSpecifierField])
    }
}
