import Testing
@testable import SettingsKit

@Suite struct GlobTests {
    @Test(arguments: [
        ("pages/**/*.yaml", "pages/me.yaml", true),
        ("pages/**/*.yaml", "pages/a/b/me.yaml", true),
        ("pages/**/*.yaml", "other/me.yaml", false),
        ("pages/*.yaml", "pages/a/me.yaml", false),
        ("*.generated.yaml", "deep/down/x.generated.yaml", true),
        ("*.generated.yaml", "deep/down/x.yaml", false),
        ("legacy", "pages/legacy/old.yaml", true),
        ("legacy", "pages/legacyish/old.yaml", false),
        ("Fixtures/", "Fixtures/pages/a.yaml", true),
        ("./Fixtures/pages", "Fixtures/pages/a.yaml", true),
        ("Fixtures/pages", "Fixtures/pagesx/a.yaml", false),
        ("**/legacy/*", "a/b/legacy/x.yaml", true),
        ("p?ges/*", "pages/x", true),
        ("p?ges/*", "pges/x", false),
        ("设置/*.yaml", "设置/我.yaml", true),
        ("**", "anything/at/all.yaml", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    /// A pattern of many stars against a long name that fails late stays fast (no exponential backtracking).
    @Test func manyStarsStayLinearEnough() {
        let name = String(repeating: "a", count: 5_000) + "b"
        #expect(!Glob.matches(name: Substring(name), pattern: Substring(String(repeating: "*a", count: 50) + "c")))
    }
}
