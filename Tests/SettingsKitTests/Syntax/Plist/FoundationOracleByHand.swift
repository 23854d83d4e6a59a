import Foundation
import Testing
@testable import SettingsKit

/// By hand, over apps no test holds: every `.plist` and `.strings` file below the folders of
/// `SETTINGS_RENDER_ORACLE_CORPUS` (separated by `:`; `.ci/sweep` lays apps out in
/// `/tmp/settings-render-<list>`), read by Foundation and by us. Disagreements are printed, not
/// failed, as the aapt run by hand does: a fetched app is evidence to read, not a fixture.
@Suite struct FoundationOracleByHand {
    static let roots = ProcessInfo.processInfo.environment["SETTINGS_RENDER_ORACLE_CORPUS"]?
        .split(separator: ":").map(String.init) ?? []

    @Test(.enabled(if: !roots.isEmpty))
    func aCorpusFolderByHand() {
        var plists = FoundationOracleTests.Tally(), tables = FoundationOracleTests.Tally()
        for root in Self.roots {
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            for case let path as String in walk {
                let kind: FoundationOracleTests.Kind
                if path.hasSuffix(".plist") { kind = .plist } else if path.hasSuffix(".strings") { kind = .strings } else { continue }
                // Files over a few megabytes are data, not settings; Foundation's reader is slow on them.
                guard let bytes = FileManager.default.contents(atPath: root + "/" + path), bytes.count < 4 << 20 else { continue }
                if kind == .plist { plists.check(Array(bytes), kind, root + "/" + path) } else { tables.check(Array(bytes), kind, root + "/" + path) }
            }
        }
        print("oracle by hand: property lists: \(plists)")
        print("oracle by hand: strings tables: \(tables)")
        for failure in (plists.failures + tables.failures).prefix(60) { print("  " + failure) }
    }
}
