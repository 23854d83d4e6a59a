/// A child pane whose `File` names no schema file in the bundle. The name is a path in the bundle
/// (LicensePlist's `com.mono0926.LicensePlist/Alamofire`), matched exactly: a Mac's file system
/// finds `root.plist` for `Root` on the simulator, a device's does not.
enum MissingChildPaneRule: Rule {
    static let description = RuleDescription(
        id: .missingChildPane,
        summary: "A PSChildPaneSpecifier's File names no schema file in the bundle (matched case-sensitively, as on a device).",
        severity: .error,
        triggering: [
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\n↓<key>File</key><string>Advanced</string></dict>\n"),
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\n↓<key>File</key><string>advanced</string></dict>\n",
                   neighbours: [("Advanced.plist", RuleExample.plistText(""))]),
            // `/Packages` ignores the folder beside the `.gitignore`, not the bundle's own `Packages/` (element-x-ios).
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Licences</string>\n↓<key>File</key><string>Packages/Licences</string></dict>\n",
                   neighbours: [(".gitignore", "/Licences.plist\n")]),
            // CocoaPods' name, in an app that left CocoaPods: no Podfile up to the repository's top (kanjiryokucha).
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Acknowledgements</string>\n↓<key>File</key><string>Pods-acknowledgements</string></dict>\n",
                   neighbours: [(".git", "gitdir: elsewhere\n")]),
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Acknowledgements</string>\n↓<key>File</key><string>Pods-App-acknowledgements</string></dict>\n",
                   neighbours: [(".git", "gitdir: elsewhere\n")]),
        ],
        nonTriggering: [
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\n<key>File</key><string>Advanced</string></dict>\n",
                   neighbours: [("Advanced~iphone.plist", RuleExample.plistText(""))]),
            // A pane a build phase writes, which git ignores.
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Thanks</string>\n<key>File</key><string>Acknowledgements</string></dict>\n",
                   neighbours: [(".gitignore", "Acknowledgements.plist\n")]),
            // A pane cocoapods-acknowledgements writes at `pod install` (mobile-flight).
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Acknowledgements</string>\n<key>File</key><string>Pods-MobileFlight-settings-metadata</string></dict>\n",
                   neighbours: [(".git", "gitdir: elsewhere\n"), ("Podfile", "target 'MobileFlight' do\nend\n")]),
            // A pane in a subfolder of the bundle, as LicensePlist writes its acknowledgements.
            .plist("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Alamofire</string>\n<key>File</key><string>com.mono0926.LicensePlist/Alamofire</string></dict>\n",
                   neighbours: [("com.mono0926.LicensePlist/Alamofire.plist", RuleExample.plistText(""))]),
        ])
}

extension MissingChildPaneRule {
    static func check(_ form: any FileForm, into found: inout FindingsCap) {
        guard let file = form as? SpecifierFile, file.hasFolder else { return }
        let bundle = file.bundle, decoder = file.decoder
        found.add(contentsOf: file.typed.lazy.compactMap { s, type in
            // InAppSettingsKit's own view controllers need no schema file.
            guard type == .childPane, s.string(.viewControllerClass) == nil, s.string(.segueIdentifier) == nil,
                  let name = s.string(.file),
                  bundle.schemaFile(stem: name, idiom: decoder.options.idiom, inApp: decoder.isInApp) == nil,
                  // A pane a build writes (one the repository ignores, CocoaPods') ships all the same.
                  !bundle.isWrittenByBuild(pane: name) else { return nil }
            let near = bundle.caseInsensitiveMatch(schema: name).map {
                "; '\($0)' differs only in case: found on a Mac's simulator, missing on a device"
            } ?? ""
            let place = bundle.directory.hasSuffix(".bundle/") ? "in the bundle" : "beside this file"
            return diagnostic("the child pane '\(name).plist' does not exist \(place)\(near)", s, at: .file)
        })
    }
}
