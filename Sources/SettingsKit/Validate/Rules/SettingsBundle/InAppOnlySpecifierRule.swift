/// An InAppSettingsKit specifier (a button, a URL, a mail composer…) in a file the Settings app
/// reads: there the row is missing. InAppSettingsKit reads `.inApp.plist` variants first, and a
/// folder named `InAppSettings.bundle` before `Settings.bundle`: their files are in-app files.
enum InAppOnlySpecifierRule: Rule {
    static let description = RuleDescription(
        id: .inAppOnlySpecifier,
        summary: "An InAppSettingsKit-only specifier is in a file the Settings app reads (not a .inApp.plist, not in InAppSettings.bundle), where the row is left out.",
        severity: .warning,
        triggering: [
            .plist("<dict>↓<key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
        ],
        nonTriggering: [
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
                        name: "Root.inApp.plist"),
        ])
}

extension InAppOnlySpecifierRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile, !file.decoder.isInApp else { return }
        found.add(contentsOf: file.typed.lazy.filter(\.type.isInAppOnly).map { s, type in
            diagnostic("\(type.rawValue) is InAppSettingsKit's own; the Settings app reads '\(file.source.stem).plist' and leaves this row out (put it in a '.inApp.plist' variant)",
                       s, at: .type)
        })
    }
}
