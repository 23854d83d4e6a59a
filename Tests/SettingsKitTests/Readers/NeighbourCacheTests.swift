import Testing
@testable import SettingsKit

/// A value is made once per key, an optional one too: a key not yet made is no cached nil.
@Suite struct NeighbourCacheTests {
    @Test func optionalValuesAreMadeOnceAndKept() {
        let cache = NeighbourCache()
        var made = 0
        let first: Int? = cache.value("a") { made += 1; return 7 }
        let again: Int? = cache.value("a") { made += 1; return 8 }
        let none: Int? = cache.value("b") { made += 1; return nil }
        let noneAgain: Int? = cache.value("b") { made += 1; return 9 }
        #expect(first == 7 && again == 7 && none == nil && noneAgain == nil)
        #expect(made == 2)
    }
}
