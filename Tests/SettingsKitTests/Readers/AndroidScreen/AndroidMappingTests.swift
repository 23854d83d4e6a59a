import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// SPEC 7.4's table, an element at a time, with resources, locales, dependencies, hidden and
/// collapsed rows, nested screens and the text rules of Android's string resources.
@Suite struct AndroidMappingTests {
    /// A `res/` folder with these files, removed when the test ends.
    final class Res {
        let url: URL
        init(_ files: [String: String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("android-\(UUID().uuidString)/res")
            for (name, text) in files {
                let file = url.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
        deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        func load(_ name: String = "xml/settings.xml", _ options: ImportOptions = .default) throws -> LoadedFile {
            try PageLoader.load(path: url.appendingPathComponent(name).path, options: options)
        }
    }

    static func screen(_ body: String, root: String = "") -> String {
        "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:app=\"http://schemas.android.com/apk/res-auto\"\(root)>\n\(body)</PreferenceScreen>\n"
    }

    func load(_ body: String, root: String = "", values: String? = nil, _ options: ImportOptions = .default) throws -> LoadedFile {
        var files = ["xml/settings.xml": Self.screen(body, root: root)]
        if let values { files["values/values.xml"] = RuleExample.androidValues(values) }
        return try Res(files).load("xml/settings.xml", options)
    }

    func page(_ body: String, root: String = "", values: String? = nil) throws -> Page {
        try #require(try load(body, root: root, values: values).pages.first)
    }

    func cells(_ page: Page) -> [Cell] { page.sections.flatMap(\.cells) }

    @Test func categoriesMakeSectionsAndRowsOutsideThemHeaderlessOnes() throws {
        let p = try page("""
            <Preference app:key="a" app:title="A"/>
            <PreferenceCategory app:title="Sound" app:summary="Below the group"><Preference app:key="b" app:title="B"/></PreferenceCategory>
            <Preference app:key="c" app:title="C"/>
            <PreferenceCategory app:title=""/>
            """, root: " app:title=\"Settings\"")
        #expect(p.title == "Settings")
        #expect(p.id == .string("settings"))
        #expect(p.source == PageSource(format: .android, locale: nil))
        #expect(p.sections.map(\.header) == [nil, "Sound", nil, nil])
        #expect(p.sections[1].footer == "Below the group")
        #expect(p.sections.map { $0.cells.compactMap(\.title) } == [["A"], ["B"], ["C"], []])
    }

    @Test func aScreenWithoutATitleTakesItsFileStem() throws {
        #expect(try page("<Preference app:title=\"A\"/>\n").title == "settings")
    }

    @Test func eachElementBecomesTheCellTheSpecSays() throws {
        let p = try page("""
            <SwitchPreferenceCompat app:key="s" app:title="S" app:defaultValue="true" app:summaryOn="On!" app:summaryOff="Off!"/>
            <CheckBoxPreference app:key="c" app:title="C" app:summary="Plain"/>
            <ListPreference app:key="l" app:title="L" app:entries="@array/names" app:entryValues="@array/codes" app:defaultValue="b" app:summary="Now: %s"/>
            <DropDownPreference app:key="d" app:title="D" app:entries="@array/names" app:entryValues="@array/codes" app:useSimpleSummaryProvider="true"/>
            <MultiSelectListPreference app:key="m" app:title="M" app:entries="@array/names" app:entryValues="@array/codes" app:defaultValue="@array/two"/>
            <EditTextPreference app:key="e" app:title="E" app:defaultValue="Ada"/>
            <SeekBarPreference app:key="v" app:title="V" android:max="10" app:min="2" app:defaultValue="@integer/five"/>
            <Preference app:key="f" app:title="F" app:fragment="com.example.Fragment"/>
            <Preference app:key="i" app:title="I"><intent android:action="android.intent.action.VIEW" android:data="https://example.com"/></Preference>
            <Preference app:key="p" app:title="P" app:icon="@drawable/ic_star"/>
            """, values: """
            <string-array name="names"><item>Alpha</item><item>Beta</item><item>Gamma</item></string-array>
            <string-array name="codes"><item>a</item><item>b</item><item>c</item></string-array>
            <string-array name="two"><item>a</item><item>c</item></string-array>
            <integer name="five">5</integer>
            """)
        let c = cells(p)
        #expect(c.map(\.type) == [.switch, .switch, .disclosure, .disclosure, .disclosure, .none, .none, .disclosure, .disclosure, .none])
        #expect(c[0].on == true && c[0].subtitle == "On!")
        #expect(c[1].on == false && c[1].subtitle == "Plain")  // no summaryOff: the summary
        #expect(c[2].value == "Beta" && c[2].subtitle == "Now: Beta" && c[2].link == .page("settings/l"))
        #expect(c[3].value == nil && c[3].subtitle == "Not set")  // the simple summary provider without a value
        #expect(c[4].value == "Alpha, Gamma")
        #expect(c[5].value == "Ada")
        #expect(c[6].value == "5 (2–10)")
        #expect(c[7].link == .target("com.example.Fragment"))
        #expect(c[8].link == .target("https://example.com"))
        #expect(c[9].image == "ic_star")
        #expect(c.map(\.id) == ["s", "c", "l", "d", "m", "e", "v", "f", "i", "p"].map(Identifier.string))
    }

    @Test func listsLeadToChoicePagesWithTheDefaultsChecked() throws {
        let loaded = try load("""
            <ListPreference app:key="l" app:title="L" app:dialogTitle="Pick one" app:entries="@array/names" app:entryValues="@array/codes" app:defaultValue="b"/>
            <MultiSelectListPreference app:key="m" app:title="M" app:entries="@array/names" app:entryValues="@array/codes" app:defaultValue="@array/two"/>
            """, values: """
            <string-array name="names"><item>Alpha</item><item>Beta</item><item>Gamma</item></string-array>
            <string-array name="codes"><item>a</item><item>b</item><item>c</item></string-array>
            <string-array name="two"><item>a</item><item>c</item></string-array>
            """)
        let pages = loaded.linkedPages
        #expect(pages.map(\.id.key) == ["settings/l", "settings/m"])
        #expect(pages[0].title == "Pick one")
        #expect(cells(pages[0]).map(\.title) == ["Alpha", "Beta", "Gamma"])
        #expect(cells(pages[0]).map(\.checked) == [false, true, false])
        #expect(cells(pages[0]).map(\.id) == ["l=a", "l=b", "l=c"].map(Identifier.string))
        #expect(cells(pages[1]).map(\.checked) == [true, false, true])
    }

    @Test func customClassesAreReadByTheirNamesEnding() throws {
        let c = cells(try page("""
            <com.example.ui.FancySwitchPreference app:key="a" app:title="A" app:defaultValue="true"/>
            <com.example.ui.ColorListPreference app:key="b" app:title="B"/>
            <com.example.ui.NumberSeekBarPreference app:key="c" app:title="C"/>
            <com.example.ui.AccountPreference app:key="d" app:title="D"/>
            <androidx.preference.SwitchPreferenceCompat app:key="e" app:title="E"/>
            """))
        #expect(c.map(\.type) == [.switch, .disclosure, .none, .none, .switch])
        #expect(c[0].on == true)
        #expect(c[2].value == "0 (0–100)")
    }

    @Test func appAttributesWinOverAndroidOnesAndOtherPrefixesAreNotRead() throws {
        let c = cells(try page("""
            <Preference android:key="k" android:title="Android" app:title="App" tools:title="Tools"/>
            <Preference android:title="Only android"/>
            <Preference tools:title="Only tools"/>
            <Preference res:title="Declared prefix"/>
            """, root: " xmlns:tools=\"http://schemas.android.com/tools\" xmlns:res=\"http://schemas.android.com/apk/res-auto\""))
        #expect(c.map(\.title) == ["App", "Only android", nil, "Declared prefix"])
    }

    /// Dependencies of every kind: on switches (one inverted), on a text preference, in a disabled category.
    static let dependencies = """
            <SwitchPreferenceCompat app:key="a" app:title="A" app:defaultValue="false"/>
            <SwitchPreferenceCompat app:key="b" app:title="B" app:defaultValue="true" app:dependency="a"/>
            <Preference app:key="c" app:title="C" app:dependency="b"/>
            <Preference app:key="hidden" app:title="Hidden" app:isPreferenceVisible="false"/>
            <SwitchPreferenceCompat app:key="d" app:title="D" app:defaultValue="true" app:disableDependentsState="true"/>
            <Preference app:key="e" app:title="E" app:dependency="d"/>
            <Preference app:key="f" app:title="F" android:enabled="false"/>
            <PreferenceCategory app:enabled="false"><Preference app:key="g" app:title="G"/></PreferenceCategory>
            <EditTextPreference app:key="name" app:title="Name"/>
            <Preference app:key="h" app:title="H" app:dependency="name"/>
            """

    @Test func hiddenRowsAreLeftOutAndDependenciesDisableDownTheChain() throws {
        let c = cells(try page(Self.dependencies))
        #expect(c.map(\.title) == ["A", "B", "C", "D", "E", "F", "G", "Name", "H"])
        // A dependency on a switch of the page is a condition; applied, it disables down the chain.
        #expect(c.map { $0.enabledWhen.map(\.cell.key) } == [[], ["a"], ["b"], [], ["d"], [], [], [], []])
        #expect(c[4].enabledWhen.first?.on == false)  // disableDependentsState: on disables
        let shown = cells(try page(Self.dependencies).applyingConditions())
        #expect(shown.map(\.enabled) == [true, false, false, true, false, false, false, true, false])
        // With A on, B is in effect and on, so C is enabled: the chain follows the state.
        let on = cells(try page("""
            <SwitchPreferenceCompat app:key="a" app:title="A" app:defaultValue="false"/>
            <SwitchPreferenceCompat app:key="b" app:title="B" app:defaultValue="true" app:dependency="a"/>
            <Preference app:key="c" app:title="C" app:dependency="b"/>
            """).applyingConditions(states: ["a": true]))
        #expect(on.map(\.enabled) == [true, true, true])
    }

    @Test func aDependencyOnASwitchTheScreenDoesNotShowKeepsItsStateAtOpen() throws {
        let c = cells(try page("""
            <SwitchPreferenceCompat app:key="a" app:title="A" app:defaultValue="false" app:isPreferenceVisible="false"/>
            <Preference app:key="c" app:title="C" app:dependency="a"/>
            """))
        #expect(c.map(\.title) == ["C"])
        #expect(c[0].enabledWhen.isEmpty && !c[0].enabled)
    }

    @Test func nestedScreensAreLinkedPagesFollowedInOrder() throws {
        let loaded = try load("""
            <PreferenceScreen app:key="privacy" app:title="Privacy">
              <SwitchPreferenceCompat app:key="receipts" app:title="Receipts" app:defaultValue="true"/>
              <PreferenceScreen app:title="Deeper"><Preference app:key="x" app:title="X"/></PreferenceScreen>
            </PreferenceScreen>
            <Preference app:key="after" app:title="After"/>
            """)
        #expect(cells(loaded.pages[0]).map(\.link) == [.page("privacy"), nil])
        #expect(loaded.nestedDocuments.map(\.page.id.key) == ["privacy", "settings/2"])
        #expect(loaded.nestedDocuments[0].page.title == "Privacy")
        #expect(cells(loaded.nestedDocuments[0].page).map(\.title) == ["Receipts", "Deeper"])
        let followed = LinkedPages.follow(loaded, options: .default, limits: .default, errors: Validator.fileErrors)
        #expect(followed.followed.flatMap(\.pages).map(\.id.key) == ["privacy", "settings/2"])
        #expect(followed.warnings.isEmpty)
    }

    @Test func referencesResolveThroughTheLocaleThenTheDefaults() throws {
        let res = try Res([
            "xml/settings.xml": Self.screen("""
                <Preference app:key="a" app:title="@string/hello" app:summary="@string/only_default"/>
                <Preference app:key="b" app:title="@string/missing"/>
                <Preference app:key="c" app:title="@android:string/ok" app:icon="@android:drawable/ic_menu_camera"/>
                """, root: " app:title=\"@string/title\""),
            "values/strings.xml": RuleExample.androidValues("<string name=\"title\">Settings</string><string name=\"hello\">Hello</string><string name=\"only_default\">Default</string>"),
            "values-de/strings.xml": RuleExample.androidValues("<string name=\"title\">Einstellungen</string><string name=\"hello\">Hallo</string>"),
            "values-pt-rBR/strings.xml": RuleExample.androidValues("<string name=\"hello\">Olá</string>"),
            "values-night/strings.xml": RuleExample.androidValues("<string name=\"hello\">Night</string>"),
        ])
        let english = try #require(try res.load().pages.first)
        #expect(english.title == "Settings")
        #expect(cells(english).map(\.title) == ["Hello", "@string/missing", "@android:string/ok"])
        #expect(cells(english)[2].image == "ic_menu_camera")
        var options = ImportOptions()
        options.locale = .named("de")
        let german = try #require(try res.load("xml/settings.xml", options).pages.first)
        #expect(german.title == "Einstellungen")
        #expect(cells(german).map(\.title) == ["Hallo", "@string/missing", "@android:string/ok"])
        #expect(cells(german)[0].subtitle == "Default")
        #expect(german.source == PageSource(format: .android, locale: "de"))
        options.locale = .named("pt-BR")
        #expect(cells(try #require(try res.load("xml/settings.xml", options).pages.first))[0].title == "Olá")
        options.locale = .all
        let all = try res.load("xml/settings.xml", options).pages
        #expect(all.map(\.source.locale) == [nil, "de", "pt-rBR"])  // values-night is no locale
        #expect(all.map { cells($0)[0].title } == ["Hello", "Hallo", "Olá"])
    }

    @Test func stringResourcesReadAsAndroidShowsThem() throws {
        let c = cells(try page("""
            <Preference app:title="@string/styled"/>
            <Preference app:title="@string/escaped"/>
            <Preference app:title="@string/quoted"/>
            <Preference app:title="@string/spaced"/>
            <Preference app:title="@string/alias"/>
            <Preference app:title="@string/entity"/>
            <Preference app:title="\\@not_a_reference"/>
            """, values: """
            <string name="styled"><b>Very</b> <i>stylish</i> preference</string>
            <string name="escaped">Don\\'t \\"quote\\" me\\nnow \\u00e9</string>
            <string name="quoted">"  kept   as   is  "</string>
            <string name="spaced">
                many    spaces
                and lines
            </string>
            <string name="alias">@string/styled</string>
            <string name="entity">&lt;b&gt; &amp; co</string>
            """))
        #expect(c.map(\.title) == [
            "Very stylish preference", "Don't \"quote\" me\nnow é", "  kept   as   is  ", "many spaces and lines",
            "Very stylish preference", "<b> & co", "@not_a_reference",
        ])
    }

    /// `\u001B` in a string resource is a real ESC once resolved: the drawing shows it escaped.
    @Test func escapesThatMakeControlCharactersAreDrawnSafely() throws {
        let page = try page("<Preference app:title=\"@string/evil\"/>\n", values: "<string name=\"evil\">\\u001B[31mred\\u202Eevil</string>\n")
        #expect(cells(page)[0].title == "\u{1B}[31mred\u{202E}evil")
        var text = ""
        TextRenderer.render(page, width: 60, glyphs: .unicode, color: .trueColor) { text += $0 }
        #expect(FuzzHarness.unsafeOutput(text) == nil)
        #expect(text.contains("red"))
    }

    @Test func aFileWhoseRootIsNoPreferenceScreenIsNotAPage() throws {
        let res = try Res(["xml/network_security_config.xml": "<network-security-config/>\n"])
        let loaded = try res.load("xml/network_security_config.xml")
        #expect(loaded.isNotAPage)
        #expect(loaded.diagnostics.map(\.rule) == [.xmlSyntax])
        #expect(loaded.diagnostics.first?.message.contains("<network-security-config>") == true)
    }

    /// The framework's `PreferenceActivity` headers (`loadHeadersFromResource`) are a page whose
    /// `<header>`s open a fragment or an intent; validate, render and convert read it alike.
    @Test func preferenceHeadersAreAPageOfRowsThatOpenFragments() throws {
        let res = try Res([
            "xml/headers.xml": """
                <preference-headers xmlns:android="http://schemas.android.com/apk/res/android">
                    <header android:fragment="com.example.GeneralFragment" android:title="@string/general" android:summary="Basics"/>
                    <header android:title="Website"><intent android:action="android.intent.action.VIEW" android:data="https://example.com"/></header>
                </preference-headers>
                """,
            "values/strings.xml": RuleExample.androidValues(#"<string name="general">General</string>"#),
        ])
        let loaded = try res.load("xml/headers.xml")
        #expect(!loaded.isNotAPage && loaded.diagnostics.isEmpty)
        #expect(Validator.check(loaded).isEmpty)
        let c = try cells(#require(loaded.pages.first))
        #expect(c.map(\.title) == ["General", "Website"] && c[0].subtitle == "Basics")
        #expect(c.map(\.link) == [.target("com.example.GeneralFragment"), .target("https://example.com")])
    }

    @Test func standardInputIsDetectedByItsRootAndHasNoResources() {
        let loaded = PageLoader.load(bytes: Array(Self.screen("<Preference app:title=\"@string/x\"/>\n").utf8), name: "-")
        #expect(loaded.format == .android)
        #expect(cells(loaded.pages[0]).first?.title == "@string/x")
        let found = Validator.check(loaded)
        #expect(found.map(\.rule) == [.unresolvedResource])
        #expect(found.first?.message.contains("standard input") == true)
    }
}
