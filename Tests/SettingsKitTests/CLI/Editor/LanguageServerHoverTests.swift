import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Issue #46: hover past the last line showed the last row, the position clamped to the text's
/// end. Past the text there is nothing to show. Through the executable.
@Suite struct LanguageServerHoverTests {
    static let page = "title: T\nsections:\n  - cells:\n      - {id: wifi, type: switch, title: Wi-Fi}\n      - {title: Last, type: switch, id: last}"

    @Test func hoverPastTheTextShowsNothing() throws {
        let path = "/nowhere/p.yaml"
        let (answers, _) = try LanguageServerProcess.serve(LanguageServerProcess.initialize + LanguageServerProcess.open(path, Self.page)
            + LanguageServerProcess.request(2, "textDocument/hover", LanguageServerProcess.at(path, 4, 10)) + LanguageServerProcess.request(3, "textDocument/hover", LanguageServerProcess.at(path, 5, 0))
            + LanguageServerProcess.request(4, "textDocument/hover", LanguageServerProcess.at(path, 400, 3)) + LanguageServerProcess.request(5, "textDocument/hover", LanguageServerProcess.at(path, 4, 200)))
        #expect(answers[2]?["result"]?["contents"]?["value"]?.text?.contains("id `last`") == true)
        for id in 3...5 { #expect(answers[id]?["result"] == .null && answers[id] != nil, "\(id)") }
    }
}
