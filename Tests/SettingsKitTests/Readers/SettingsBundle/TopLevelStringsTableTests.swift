import Foundation
import Testing
@testable import SettingsKit

/// Holdout 4 (datac): a strings table at the bundle's top, beside its schema files. CFBundle finds a
/// resource there before any `.lproj` copy, so it is every locale's table (corelibs-foundation's
/// `Bundle.localizedString(forKey:value:table:)` answers from it, and not from `en.lproj`'s copy).
@Suite struct TopLevelStringsTableTests {
    static let toggle = RuleExample.plistText(
        "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>filter</string><key>Title</key><string>USE_LOW_PASS_FILTER</string><key>DefaultValue</key><true/></dict>\n")

    @Test func aTopLevelTableIsEveryLocalesTable() throws {
        let folder = try TempFolder([
            "Settings.bundle/Root.plist": Self.toggle,
            "Settings.bundle/Root.strings": "\"USE_LOW_PASS_FILTER\" = \"Enable filter\";\n",
            // Shadowed: the device never reads it.
            "Settings.bundle/de.lproj/Root.strings": "\"USE_LOW_PASS_FILTER\" = \"Filter\";\n",
        ])
        let bundle = folder.path("Settings.bundle")
        let validate = try Tool.run(["validate", "--no-config", bundle])
        #expect(validate.status == 0 && !validate.stdout.contains("missing-strings-table"), "\(validate.stdout)")
        for locale in ["de", "en"] {
            let render = try Tool.run(["render", "--locale", locale, "--color", "never", bundle])
            #expect(render.status == 0 && render.stdout.contains("Enable filter"), "\(locale): \(render.stdout)\(render.stderr)")
        }
        // Without it, the key shows as written.
        try FileManager.default.removeItem(atPath: folder.path("Settings.bundle/Root.strings"))
        let render = try Tool.run(["render", "--color", "never", bundle])
        #expect(render.stdout.contains("USE_LOW_PASS_FILTER"), "\(render.stdout)")
    }
}
