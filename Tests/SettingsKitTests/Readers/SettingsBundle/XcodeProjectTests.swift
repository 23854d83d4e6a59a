import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// What the Xcode project above a bundle says of it (`SettingsBundle.ProjectFacts`): panes a build
/// phase writes, and a bundle no target copies.
@Suite struct XcodeProjectTests {
    /// A child pane to `file`, and a pbxproj whose lines are `project`.
    static func app(pane file: String, project: String, more: [String: String] = [:]) throws -> PrecisionTests.Folder {
        try PrecisionTests.Folder([
            ".git/HEAD": "ref: refs/heads/main\n",
            "App/Settings.bundle/Root.plist": RuleExample.plistText(
                "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Licences</string><key>File</key><string>\(file)</string></dict>\n"),
            "App/Settings.bundle/en.lproj/Root.strings": "\"Licences\" = \"Licences\"\n",
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n" + project + "}\n",
        ].merging(more) { $1 })
    }

    static let copied = "\t\tA1 /* Settings.bundle */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.plug-in\"; path = Settings.bundle; sourceTree = \"<group>\"; };\n"
        + "\t\tA2 /* Settings.bundle in Resources */ = {isa = PBXBuildFile; fileRef = A1 /* Settings.bundle */; };\n"

    @Test func aPaneTheLicensePlistConfigurationNamesIsWrittenByTheBuild() throws {
        // Protokolle (holdout 14): `prefix:` in license_plist.yml, LicensePlist run as a package plugin.
        let config = "options:\n  prefix: thewonderofyou.syslog\n  singlePage: false\n"
        let app = try Self.app(pane: "thewonderofyou.syslog", project: Self.copied, more: ["license_plist.yml": config])
        #expect(try app.rules("App/Settings.bundle/Root.plist").isEmpty)
        // Another pane is still missing; so is the same one where nothing configures LicensePlist.
        #expect(try Self.app(pane: "Licences", project: Self.copied, more: ["license_plist.yml": config]).rules("App/Settings.bundle/Root.plist") == ["missing-child-pane"])
        #expect(try Self.app(pane: "thewonderofyou.syslog", project: Self.copied).rules("App/Settings.bundle/Root.plist") == ["missing-child-pane"])
        // Run by a script phase, LicensePlist writes its own prefix, or the one `--prefix` gives.
        let script = Self.copied + "\t\t\tshellScript = \"${PODS_ROOT}/LicensePlist/license-plist --output-path $PRODUCT_NAME/Settings.bundle --prefix Credits\\n\";\n"
        #expect(try Self.app(pane: "com.mono0926.LicensePlist", project: script).rules("App/Settings.bundle/Root.plist").isEmpty)
        #expect(try Self.app(pane: "Credits", project: script).rules("App/Settings.bundle/Root.plist").isEmpty)
        // Where the repository keeps LicensePlist's output, a pane missing among it is missing (iMast, holdout 15).
        let kept = ["App/Settings.bundle/com.mono0926.LicensePlist/Alamofire.plist": RuleExample.plistText("")]
        #expect(try Self.app(pane: "com.mono0926.LicensePlist/Alamofir", project: script, more: kept).rules("App/Settings.bundle/Root.plist") == ["missing-child-pane"])
    }

    @Test func aPaneAScriptPhaseWritesIsThere() throws {
        let script = Self.copied + "\t\t\toutputPaths = (\n\t\t\t\t\"$(TARGET_BUILD_DIR)/$(PRODUCT_NAME).app/Settings.bundle/Acknowledgements.plist\",\n\t\t\t);\n"
        #expect(try Self.app(pane: "Acknowledgements", project: script).rules("App/Settings.bundle/Root.plist").isEmpty)
        #expect(try Self.app(pane: "Thanks", project: script).rules("App/Settings.bundle/Root.plist") == ["missing-child-pane"])
        // A file whose name only ends so is another.
        let other = Self.copied + "\t\t\tshellScript = \"cp MyLicences.plist \\\"$DEST/Settings.bundle/\\\"\\n\";\n"
        #expect(try Self.app(pane: "Licences", project: other).rules("App/Settings.bundle/Root.plist") == ["missing-child-pane"])
        #expect(try Self.app(pane: "MyLicences", project: other).rules("App/Settings.bundle/Root.plist").isEmpty)
    }

    @Test func aBundleNoTargetCopiesIsNoSettingsFileOfTheApp() throws {
        // breakout-ios (holdout 14): referenced by the project, in no build phase.
        let referenced = String(Self.copied.split(separator: "\n")[0]) + "\n"
        let broken = ["App/Settings.bundle/en.lproj/Root.strings": "\"PROD\" = \"Production\"\n\"DEV\" = \"Development\";\n"]
        var options = ValidateCommand.Options()
        options.format = .json
        options.configuration = .none
        let unused = try Self.app(pane: "Licences", project: referenced, more: broken)
        let run = ValidateCommand.run([unused.url.path], options: options)
        #expect(!run.stdout.contains("strings-syntax"), "\(run.stdout)")
        // Its panes are still read, but what the Settings app would show is not judged.
        #expect(run.stdout.contains("missing-child-pane"), "\(run.stdout)")
        // Copied into a target, by a script (newer Xcode writes its lines as a list: moers-ios,
        // holdout 17), or where no project says (XcodeGen's project.yml), it is the app's.
        let script = referenced + "\t\t\tshellScript = (\n\t\t\t\t\"BUNDLE_DIR=\\\"$PROJECT_DIR/App\\\"\",\n"
            + "\t\t\t\t\"cp -rf \\\"$BUNDLE_DIR/Settings.bundle\\\" \\\"$BUILD_APP_DIR\\\"\",\n\t\t\t);\n"
        for (project, more) in [(Self.copied, [:]), (script, [:]), (referenced, ["project.yml": "name: App\n"])] {
            let app = try Self.app(pane: "Licences", project: project, more: broken.merging(more) { $1 })
            #expect(ValidateCommand.run([app.url.path], options: options).stdout.contains("strings-syntax"))
        }
    }
}
