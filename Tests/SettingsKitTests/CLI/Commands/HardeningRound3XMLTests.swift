import Foundation
import Testing
@testable import SettingsKit

/// Issue #34's findings in XML, through the executable: amplification through the DTD, elements
/// of endless attributes, and what aapt2 and Apple's reader refuse but expat lets through.
@Suite(.serialized) struct HardeningRound3XMLTests {
    /// An `<!ATTLIST>` default was copied into every element: 370 KB gave 20,000 copies of 10 KB.
    @Test func anAttributeDefaultIsNotCopiedIntoEveryElement() throws {
        let strings = String(repeating: "<string>a</string>", count: 20_000)
        let folder = try TempFolder(["Root.plist": "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ATTLIST string x CDATA \"\(String(repeating: "x", count: 10_000))\">]>\n"
            + "<plist><dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Titles</key><array>"
            + strings + "</array></dict></array></dict></plist>\n"])
        let run = try Tool.run(["validate", "--color", "never", folder.path("Root.plist")], timeout: 30)
        #expect(run.status != 2 && run.peakMiB < (Tool.sanitized ? 400 : 100), "\(run.peakMiB) MiB")
        #expect(run.cpuSeconds < Tool.cpuBound(5), "\(run.cpuSeconds) s")
    }

    /// One element of 300,000 attributes (3.5 MB) peaked at 19 times the file: past 1,000, the
    /// element is refused as it opens.
    @Test(arguments: ["res/xml/screen.xml", "Root.plist"])
    func anElementOfEndlessAttributesIsRefused(name: String) throws {
        let attributes = (0..<300_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let text = name.hasSuffix(".xml") ? "<PreferenceScreen xmlns:app=\"http://schemas.android.com/apk/res-auto\">\n<Preference \(attributes)/>\n</PreferenceScreen>\n"
            : "<plist>\n<dict \(attributes)/></plist>\n"
        let folder = try TempFolder([name: text])
        let run = try Tool.run(["validate", "--color", "never", folder.path(name)], timeout: 30)
        #expect(run.status == 1 && run.stdout.contains(":2:") && run.stdout.contains("an element has 300000 attributes, more than the 1000 any settings file needs [resource-limit]"),
                "\(run.stdout.prefix(300))")
        // What is left is expat's own: it reads every attribute of a tag before it reports the tag.
        #expect(run.peakMiB < (Tool.sanitized ? 600 : 90), "\(run.peakMiB) MiB")
    }

    /// aapt2 rejects a prefix no element binds; expat reads names as written, so it passed.
    @Test func anUnboundPrefixIsAnError() throws {
        let folder = try TempFolder([
            "res/xml/s.xml": "<PreferenceScreen xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<SwitchPreferenceCompat app:key=\"s\" android:title=\"Sync\"/>\n</PreferenceScreen>\n",
            "res/xml/bound.xml": "<PreferenceScreen>\n<PreferenceCategory xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:title=\"A\">\n<SwitchPreferenceCompat app:key=\"s\" xml:lang=\"en\"/>\n</PreferenceCategory>\n</PreferenceScreen>\n",
        ])
        let run = try Tool.run(["validate", "--color", "never", folder.path("res/xml/s.xml")])
        #expect(run.status == 1 && run.stdout.contains("s.xml:2:25: error: the prefix 'app' of 'app:key' is not bound"), "\(run.stdout)")
        #expect(run.stdout.contains("aapt2 rejects the file (unbound prefix) [xml-syntax]"))
        let bound = try Tool.run(["validate", "--color", "never", folder.path("res/xml/bound.xml")])
        #expect(bound.status == 0 && !bound.stdout.contains("unbound"), "\(bound.stdout)")
    }

    /// Under Xcode's DOCTYPE expat skips an entity it cannot find, as the external DTD might
    /// declare it: `A &copy; B` showed as `A  B`.
    @Test func anUndeclaredEntityUnderAnExternalDTDIsAnError() throws {
        let folder = try TempFolder(["Root.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSGroupSpecifier</string>
            <key>Title</key><string>A &copy; B</string></dict></array></dict></plist>

            """])
        for arguments in [["validate"], ["render"]] {
            let run = try Tool.run(arguments + ["--color", "never", folder.path("Root.plist")])
            #expect(run.status == 1, "\(arguments): \(run.stdout)")
            #expect((run.stdout + run.stderr).contains("Root.plist:4:27: error: the entity '&copy;' is declared nowhere in the document"), "\(run.stdout + run.stderr)")
        }
    }
}
