/// A child pane whose `File` names no schema file beside it. Names are matched exactly: a Mac's
/// file system finds `root.plist` for `Root` on the simulator, a device's does not.
enum MissingChildPaneRule: Rule {
    static let description = RuleDescription(
        id: .missingChildPane,
        summary: "A PSChildPaneSpecifier's File names no schema file in the bundle (matched case-sensitively, as on a device).",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\n↓<key>File</key><string>Advanced</string></dict>\n"),
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\n↓<key>File</key><string>advanced</string></dict>\n",
                   neighbours: [("Advanced.plist", RuleExample.plistText(""))]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\n<key>File</key><string>Advanced</string></dict>\n",
                   neighbours: [("Advanced~iphone.plist", RuleExample.plistText(""))]),
        ])
}
