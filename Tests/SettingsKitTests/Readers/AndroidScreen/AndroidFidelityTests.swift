import Testing
@testable import SettingsKit

/// Where real screens showed AndroidX working otherwise than the reader did, each checked against
/// AndroidX's source (issue #33): dependencies on lists, repeated values, the expand button,
/// nested categories.
@Suite struct AndroidFidelityTests {
    /// ListPreference's `findIndexOfValue` searches from the end: of entries sharing the
    /// default's value, the last is the one shown and checked.
    @Test func duplicateEntryValuesShowTheLastMatch() throws {
        let m = AndroidMappingTests()
        let loaded = try m.load("""
            <ListPreference app:key="q" app:title="Quality" app:entries="@array/names" app:entryValues="@array/values"
                app:defaultValue="hd" app:useSimpleSummaryProvider="true"/>
            """, values: """
            <string-array name="names"><item>720p</item><item>HD (default)</item><item>SD</item></string-array>
            <string-array name="values"><item>hd</item><item>hd</item><item>sd</item></string-array>
            """)
        let row = try #require(loaded.pages.first?.sections.first?.cells.first)
        #expect(row.subtitle == "HD (default)" && row.value == "HD (default)")
        #expect(loaded.linkedPages.first?.sections.first?.cells.map { $0.checked } == [false, true, false])
    }

    /// AndroidX's ListPreference and DropDownPreference do not override `shouldDisableDependents`
    /// (EditTextPreference does): a list without a value leaves its dependents enabled.
    @Test func aListWithoutAValueLeavesItsDependentsEnabled() throws {
        let m = AndroidMappingTests()
        let c = m.cells(try m.page("""
            <ListPreference app:key="mode" app:title="Mode"/>
            <Preference app:key="i" app:title="I" app:dependency="mode"/>
            <DropDownPreference app:key="size" app:title="Size"/>
            <Preference app:key="j" app:title="J" app:dependency="size"/>
            <EditTextPreference app:key="name" app:title="Name"/>
            <Preference app:key="k" app:title="K" app:dependency="name"/>
            """).applyingConditions())
        #expect(c.map(\.enabled) == [true, true, true, true, true, false])
    }

    /// AndroidX's expand button: "Advanced", right after the last row shown and in its section,
    /// the collapsed titles as its summary (a titled group's title for its rows), leading to a page
    /// of the collapsed rows that `render --follow` and `diff` see.
    @Test func initialExpandedChildrenCountShowsTheRowsThenAnExpandRow() throws {
        let m = AndroidMappingTests()
        let loaded = try m.load("""
            <PreferenceCategory app:key="more" app:title="More" app:initialExpandedChildrenCount="2">
              <Preference app:key="a" app:title="A"/>
              <PreferenceCategory app:title="Inner"><Preference app:key="b" app:title="B"/></PreferenceCategory>
              <Preference app:key="c" app:title="C"/>
              <Preference app:key="hidden" app:title="Hidden" app:isPreferenceVisible="false"/>
              <PreferenceCategory app:title="Sync"><Preference app:key="d" app:title="D"/></PreferenceCategory>
              <PreferenceCategory><Preference app:key="e" app:title="E"/></PreferenceCategory>
            </PreferenceCategory>
            <Preference app:key="after" app:title="After"/>
            """)
        let page = try #require(loaded.pages.first)
        #expect(page.sections.map { $0.header } == ["More", "Inner", nil])
        #expect(page.sections.map { $0.cells.map(\.title) } == [["A"], ["B", "Advanced"], ["After"]])
        let expand = page.sections[1].cells[1]
        #expect(expand.subtitle == "C, Sync, E" && expand.link == .page("settings/more/expanded"))
        let rows = try #require(loaded.linkedPages.first { $0.id.key == "settings/more/expanded" })
        #expect(rows.title == "More")
        #expect(rows.sections.map { $0.header } == [nil, "Sync", nil])
        #expect(rows.sections.map { $0.cells.map(\.title) } == [["C"], ["D"], ["E"]])
    }

    /// Rows a category holds after a nested category follow the nested rows, under no new header.
    @Test func rowsAfterANestedCategoryFollowItsRows() throws {
        let m = AndroidMappingTests()
        let page = try m.page("""
            <PreferenceCategory app:title="Outer">
              <Preference app:key="a" app:title="A"/>
              <PreferenceCategory app:title="Nested"><Preference app:key="b" app:title="B"/></PreferenceCategory>
              <Preference app:key="c" app:title="C"/>
            </PreferenceCategory>
            <Preference app:key="d" app:title="D"/>
            """)
        #expect(page.sections.map { $0.header } == ["Outer", "Nested", nil])
        #expect(page.sections.map { $0.cells.map(\.title) } == [["A"], ["B", "C"], ["D"]])
    }
}
