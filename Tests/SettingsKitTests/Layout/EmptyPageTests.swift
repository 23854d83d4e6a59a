import Testing
@testable import SettingsKit

/// A page with no row to show draws its empty state, unless its groups have texts of their own: an
/// acknowledgements pane is headers and footers only, and those are what it shows.
@Suite struct EmptyPageTests {
    static func text(_ page: Page) -> String {
        TextRenderer.render(page, width: 50, color: nil)
    }

    @Test func aPageOfGroupTextsShowsThemAndNoEmptyState() {
        let page = Page(id: .string("acks"), title: "Acknowledgements", sections: [
            Section(header: "Alamofire", footer: "Copyright (c) 2014 Alamofire Software Foundation.", cells: []),
            Section(header: "Kingfisher", cells: []),
        ])
        let drawn = Self.text(page)
        #expect(drawn.contains("Alamofire") && drawn.contains("Copyright (c) 2014") && drawn.contains("Kingfisher"), "\(drawn)")
        #expect(!drawn.contains("(no cells)"), "\(drawn)")
    }

    @Test func aPageWithNothingAtAllShowsTheEmptyState() {
        #expect(Self.text(Page(id: .string("none"), title: "Nothing", sections: [Section(cells: [])])).contains("(no cells)"))
        // A hidden section's texts are not shown.
        var hidden = Section(header: "Hidden", cells: [])
        hidden.visible = false
        #expect(Self.text(Page(id: .string("hidden"), title: "Nothing", sections: [hidden])).contains("(no cells)"))
    }
}
