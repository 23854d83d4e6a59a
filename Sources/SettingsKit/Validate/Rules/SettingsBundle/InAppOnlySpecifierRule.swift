/// InAppSettingsKit's own rows (a button, a URL, a mail composer…) in a file the Settings app
/// reads, where what stays of their group speaks of them. The Settings app skips a type it does
/// not know, as InAppSettingsKit documents and apps mean (MADBike's "Clear cache" button beside
/// its settings): a skipped row alone is no mistake. A group whose every row is skipped is one, its
/// header or footer drawn over nothing (MADBike's "About us"); so is a group whose footer explains
/// rows one of which is gone (datac's "Activate a service…" over a switch, its Dropbox row left out). InAppSettingsKit
/// reads `.inApp.plist` variants first, and a folder named `InAppSettings.bundle` before
/// `Settings.bundle`: their files are in-app files.
enum InAppOnlySpecifierRule: Rule {
    static let description = RuleDescription(
        id: .inAppOnlySpecifier,
        summary: "In a file the Settings app reads, InAppSettingsKit's own rows, which the Settings app leaves out, leave their group's header or footer over no row, or its footer speaking of them.",
        severity: .warning,
        triggering: [
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                   + "<dict>↓<key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
            // A footer kept over a switch, without the row it explains.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>FooterText</key><string>Choose a service to sync with.</string></dict>\n"
                   + "<dict>↓<key>Type</key><string>IASKCustomViewSpecifier</string><key>Key</key><string>service</string><key>Title</key><string>Service</string></dict>\n"
                   + "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sync</string><key>Title</key><string>Sync</string><key>DefaultValue</key><true/></dict>\n"),
        ],
        nonTriggering: [
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                                              + "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
                        name: "Root.inApp.plist"),
            // The Settings app leaves the button out and draws the group with its switch.
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                   + "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"
                   + "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>t</string><key>Title</key><string>Tips</string><key>DefaultValue</key><true/></dict>\n"),
            // A pane no row of the bundle opens: the Settings app never reads it.
            RuleExample(RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Feedback</string></dict>\n"
                                              + "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
                        name: "Advanced.plist", neighbours: [("Root.plist", RuleExample.plistText(""))]),
            // A footer that is the app's copyright line speaks of no row (Harekaze's "About" group, its review link left out).
            .plist("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>About</string><key>FooterText</key><string>Copyright © 2018 Yuki. All Rights Reserved.</string></dict>\n"
                   + "<dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>v</string><key>Title</key><string>Version</string><key>DefaultValue</key><string>1.0</string></dict>\n"
                   + "<dict><key>Type</key><string>IASKOpenURLSpecifier</string><key>Key</key><string>r</string><key>Title</key><string>Review</string></dict>\n"),
            // No header or footer: nothing is left standing.
            .plist("<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Key</key><string>b</string><key>Title</key><string>Share</string></dict>\n"),
        ])
}

extension InAppOnlySpecifierRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        // A pane no row opens (IITC-Mobile's `Advanced.plist`, orphaned in 2017) the Settings app never reads.
        guard let file = form as? SpecifierFile, !file.decoder.isInApp, file.isShown else { return }
        // Each group as the Settings app draws it: from a group row (or the top) to the next.
        var group: Specifier?, skipped: [(Specifier, SpecifierType)] = [], drawn = false
        // A footer may be a licence's whole text: the message names its start.
        func named(_ key: SpecifierKey) -> String? {
            group?.string(key).flatMap { $0.isEmpty ? nil : $0.count > 40 ? $0.prefix(40) + "…" : $0 }
        }
        func close() {
            defer { (skipped, drawn) = ([], false) }
            // Most groups skip no row: their header and footer are not looked at.
            guard !skipped.isEmpty else { return }
            let title = named(.title), footer = named(.footerText)
            let why: String? = if let label = title ?? footer, !drawn {
                "and with it every row of the group '\(label)', whose \(title == nil ? "footer" : "header") stands over no row"
            } else if let footer, !isNotice(group?.string(.footerText) ?? "") {
                "and the group's footer '\(footer)' speaks of rows the Settings app does not show"
            } else { nil }
            if let why {
                found.add(contentsOf: skipped.map { s, type in
                    diagnostic("\(type.rawValue) is InAppSettingsKit's own: the Settings app reads '\(file.source.stem).plist' and leaves it out, \(why) (put the group in a '.inApp.plist' variant)",
                               s, at: .type)
                })
            }
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

    /// A copyright line, which stands under a group for the whole app, not for a row of it.
    private static func isNotice(_ footer: String) -> Bool {
        let text = footer.lowercased()
        return text.contains("©") || text.contains("copyright") || text.contains("all rights reserved")
    }
}
