import Foundation
import Testing
@testable import SettingsKit

/// Debian's aapt is the oracle for the text of Android strings: the seeds of `AaptOracleInputs`,
/// mutations of them, and every `values*/strings.xml` and `arrays.xml` of the corpora are compiled
/// by aapt, and every string and array item we read must be the one aapt compiled, and what aapt
/// refuses must be a refusal an `AaptException` names. Debian ships aapt v1; the build runs
/// aapt2, so where the two differ the reader follows aapt2 and an exception says so
/// (Docs/Android.md, "The aapt oracle").
///
/// CI sets `REQUIRE_AAPT=1`, so a missing aapt fails there; elsewhere the suite is skipped.
/// `SETTINGS_RENDER_AAPT_CORPUS=DIR` compares every app of a folder (`.ci/sweep`'s) by hand.
@Suite(.enabled(if: Aapt.path != nil || Aapt.required, "no aapt found (apt-get install aapt, or AAPT=/path)"))
struct AaptOracleTests {
    static let corpora = ["Fixtures", "../shared/realworld", "../shared/realworld-apps"]

    @Test func theSeedsCompileAsWeReadThem() throws {
        let (bytes, names) = AaptOracleInputs.file(AaptOracleInputs.seeds, prefix: "seed")
        var tally = AaptTally()
        try tally.compare([Aapt.File(folder: "values", name: "strings.xml", bytes: bytes)], label: "seeds")
        print("aapt oracle seeds: \(tally)")
        #expect(tally.compared >= names.count, "every seed is compared")
        for refused in ["unescaped apostrophe", "non-positional substitutions", "bad \\u escape"] {
            #expect(tally.excepted[refused] != nil, "aapt refuses the seed for \(refused)")
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }

    /// Mutations of the seeds, all in one file and one run: a fixed seed, so a failure replays.
    @Test func mutatedValuesCompileAsWeReadThem() throws {
        var random = SplitMix64(state: 47)
        let count = ProcessInfo.processInfo.environment["AAPT_MUTATIONS"].flatMap { Int($0) } ?? 400
        let (bytes, _) = AaptOracleInputs.file(AaptOracleInputs.mutated(count: count, &random), prefix: "m")
        var tally = AaptTally()
        try tally.compare([Aapt.File(folder: "values", name: "strings.xml", bytes: bytes)], label: "mutations")
        print("aapt oracle mutations: \(tally)")
        #expect(tally.compared >= count)
        #expect(tally.failures.isEmpty, "\(tally.failures.count) disagreements; first:\n\(tally.failures.prefix(30).joined(separator: "\n"))")
    }

    @Test func everyCorpusValuesFileCompilesAsWeReadIt() throws {
        var tally = AaptTally()
        let folders = Self.resFolders(Self.corpora.map { Golden.url($0).path })
        for (res, files) in folders { try tally.compare(files, label: res) }
        print("aapt oracle corpus: \(folders.count) res folders, \(tally)")
        #expect(folders.count > 10, "the fixtures alone hold more")
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(30).joined(separator: "\n"))")
    }

    /// By hand: every app of a folder, each reported; disagreements are printed, not failed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SETTINGS_RENDER_AAPT_CORPUS"] != nil))
    func aCorpusFolderByHand() throws {
        let root = ProcessInfo.processInfo.environment["SETTINGS_RENDER_AAPT_CORPUS"]!
        let apps = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        var total = AaptTally(), files = 0
        for app in apps {
            var tally = AaptTally()
            let folders = Self.resFolders([root + "/" + app])
            for (res, group) in folders { try tally.compare(group, label: app + res.dropFirst(root.count + app.count + 1)) }
            files += folders.values.map(\.count).reduce(0, +)
            if tally.compared > 0 { print("aapt oracle \(app): \(tally)") }
            total.merge(tally)
        }
        print("aapt oracle by hand: \(apps.count) apps, \(files) files, \(total)")
        for failure in total.failures.prefix(60) { print("  " + failure) }
    }

    /// The `values*/strings.xml` and `arrays.xml` below the roots, by the res folder that holds them.
    static func resFolders(_ roots: [String]) -> [String: [Aapt.File]] {
        var out: [String: [Aapt.File]] = [:]
        for root in roots {
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            for case let path as String in walk where path.hasSuffix("/strings.xml") || path.hasSuffix("/arrays.xml") {
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count >= 2, parts[parts.count - 2].hasPrefix("values"),
                      let bytes = FileManager.default.contents(atPath: root + "/" + path) else { continue }
                let res = root + "/" + parts.dropLast(2).joined(separator: "/")
                out[res, default: []].append(Aapt.File(folder: parts[parts.count - 2], name: parts.last!, bytes: Array(bytes)))
            }
        }
        return out
    }
}
