import Testing
@testable import SettingsKit

/// A submodule of the project not checked out (`GradleProject.lacksSubmodule`): what its code and
/// values would say is unknown, so a name or a class it may hold is not reported (HalachicTimes'
/// `android-lib`, holdout 16), but a near miss of a name the app's own files hold is.
@Suite struct GradleProjectSubmoduleTests {
    static let screen = AndroidMappingTests.screen("""
        <SwitchPreferenceCompat app:key="sound" app:title="@string/sonud"/>
        <SwitchPreferenceCompat app:key="lib" app:title="@string/library_theme_title"/>
        <com.example.TimePreference app:key="start" app:title="Start" app:defaultValue="22:00"/>
        <SwitchPreferenceCompat app:key="remind" app:title="Remind" app:defaultValue="false" app:dependency="start"/>

        """)

    static func project(library: [String: String]) throws -> PrecisionTests.Folder {
        try PrecisionTests.Folder([
            ".git/HEAD": "ref: refs/heads/main\n",
            ".gitmodules": "[submodule \"lib\"]\n\tpath = lib\n\turl = https://example.org/lib.git\n",
            "settings.gradle": "include ':app', ':lib'\n",
            "app/build.gradle": "",
            "app/src/main/res/xml/settings.xml": screen,
            "app/src/main/res/values/strings.xml": RuleExample.androidValues("<string name=\"sound\">Sound</string>\n"),
        ].merging(library) { $1 })
    }

    @Test func namesAndClassesASubmoduleMayHoldAreNotReported() throws {
        // Not checked out: the folder is there, empty but for what git leaves. A name it may hold
        // is not reported; a near miss of the app's own `sound` still is (tinyclock's, holdout 19).
        let absent = try Self.project(library: ["lib/.keep": ""])
        #expect(try absent.rules("app/src/main/res/xml/settings.xml") == ["unresolved-resource"])
        // Checked out, it holds neither: the typo is reported, and so is the value class the app's
        // code declares (one it does not declare is a library's, and never judged: hackdash's).
        let declared = ["app/src/main/java/com/example/TimePreference.java": "public class TimePreference extends Preference {}\n"]
        let present = try Self.project(library: declared.merging(["lib/build.gradle": "", "lib/src/main/res/values/strings.xml": RuleExample.androidValues("<string name=\"other\">Other</string>\n")]) { $1 })
        #expect(try present.rules("app/src/main/res/xml/settings.xml").sorted() == ["dependency-not-switch", "unresolved-resource"])
        // A submodule the build does not include as a module (native code: batphone's) holds neither.
        let native = try Self.project(library: declared.merging(["app/src/main/jni/native/.keep": "", "settings.gradle": "include ':app'\n",
                                                ".gitmodules": "[submodule \"native\"]\n\tpath = app/src/main/jni/native\n"]) { $1 })
        #expect(try native.rules("app/src/main/res/xml/settings.xml").sorted() == ["dependency-not-switch", "unresolved-resource"])
    }
}
