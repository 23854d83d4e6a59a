/// InAppSettingsKit's own rows (a button, a URL, a mail composer…) in a file the Settings app
/// reads, where they leave a group's header or footer standing over no row. The Settings app
/// skips a type it does not know, as InAppSettingsKit documents and apps mean (MADBike's "Rate the
/// app" buttons beside its settings): a skipped row alone is no mistake. A group whose every row
/// is skipped is one: the Settings app draws its header or footer over nothing ("Give us your
/// opinion", MADBike; Dropbox's footer asking to activate a service, datac). InAppSettingsKit
/// reads `.inApp.plist` variants first, and a folder named `InAppSettings.bundle` before
/// `Settings.bundle`: their files are in-app files.
enum InAppOnlySpecifierRule: Rule {
    static let description = RuleDescription(
        id: .inAppOnlySpecifier,
        summary: "In a file the Settings app reads, a group's rows are all InAppSettingsKit's own, which the Settings app leaves out: its header or footer stands over no row.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                   + "<dict>↓<key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
        ],
        nonTriggering: [
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                                              + "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
                        name: "Root.inApp.plist"),
            // The Settings app leaves the button out and draws the group with its switch.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                   + "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"
                   + "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>t</string><key>Title</key><string>Tips</string><key>DefaultValue</key><true/></dict>\n"),
            // No header or footer: nothing is left standing.
            .plist("<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
        ])
}

extension InAppOnlySpecifierRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile, !file.decoder.isInApp else { return }
        // Each group as the Settings app draws it: from a group row (or the top) to the next.
        var group: Specifier?, skipped: [(Specifier, SpecifierType)] = [], drawn = false
        func close() {
            let label = [group?.string(.title), group?.string(.footerText)].compactMap { $0 }.first { !$0.isEmpty }
            if let label, !drawn {
                let what = group?.string(.title).map { !$0.isEmpty } == true ? "header" : "footer"
                found.add(contentsOf: skipped.map { s, type in
                    diagnostic("\(type.rawValue) is InAppSettingsKit's own: the Settings app reads '\(file.source.stem).plist' and leaves it out, and with it every row of the group '\(label)', whose \(what) stands over no row (put the group in a '.inApp.plist' variant)",
                               s, at: .type)
                })
            }
            (skipped, drawn) = ([], false)
        }
        for s in file.specifiers {
            guard let type = s.type else { continue }  // a type no one knows: `unknown-specifier-type`'s
            if type == .group || type == .radioGroup {
                close()
                group = s
                drawn = type == .radioGroup  // its choices are its rows
            } else if type.isInAppOnly {
                skipped.append((s, type))
            } else {
                drawn = true
            }
        }
        close()
    }
}
