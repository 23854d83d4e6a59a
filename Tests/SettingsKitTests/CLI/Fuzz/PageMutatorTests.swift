import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The fuzzer's structure-aware mutations: deterministic, varied, within the size asked, and every
/// result runs clean through the harness.
@Suite struct PageMutatorTests {
    @Test func mutationsOfTheSeedPagesRunCleanThroughTheHarness() throws {
        var distinct = Set<[UInt8]>()
        for path in Golden.pages().prefix(4) {
            var bytes = try Golden.bytes(path)
            for seed in 0..<60 {
                let mutated = PageMutator.mutate(bytes, seed: UInt32(seed), maxSize: 4096)
                #expect(mutated.count <= 4096)
                #expect(mutated == PageMutator.mutate(bytes, seed: UInt32(seed), maxSize: 4096), "deterministic")
                #expect(FuzzHarness.exercise(mutated).isEmpty, "\(path) seed \(seed)")
                distinct.insert(mutated)
                bytes = mutated  // a chain, as the fuzzer mutates its own finds
            }
        }
        #expect(distinct.count > 120)  // most of 240 mutations change the page (a few find nothing to change)
    }
}
