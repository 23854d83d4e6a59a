import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Every crasher the fuzzer found, and the seed corpus, still run clean through its harness.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = ["Fixtures/fuzz/regressions", "Fixtures/pages", "Fixtures/validate", "Fixtures/diff"].flatMap { dir in
        ((try? FileManager.default.contentsOfDirectory(atPath: Golden.url(dir).path)) ?? []).sorted()
            .filter { $0.hasSuffix(".yaml") }.map { "\(dir)/\($0)" }
    }

    @Test func thereAreRegressionInputs() {
        #expect(Self.inputs.contains { $0.hasPrefix("Fixtures/fuzz/regressions/") })
    }

    @Test(arguments: inputs)
    func replay(path: String) throws {
        FuzzHarness.exercise(try Golden.bytes(path))
    }
}
