import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Issue #34's findings, through the real executable where the finding was a crash: each input
/// now draws, or exits 1 with a located finding, never a trap.
@Suite(.serialized) struct HardeningRound3Tests {
    /// `"\UD800\U0041"`: a high surrogate followed by no low one overflowed the pair's arithmetic.
    /// Apple's reader takes it (the half pair shows as U+FFFD), so it reads, without a trap
    /// (FoundationOracleTests, issue #47).
    @Test func aHalfSurrogatePairInAStringsTableReadsAsAppleReadsIt() throws {
        let folder = try TempFolder([
            "S.bundle/Root.plist": RuleExample.plistText("<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Messages</string></dict>\n"),
            "S.bundle/en.lproj/Root.strings": "\"Messages\" = \"\\UD800\\U0041\";\n",
        ])
        let run = try Tool.run(["validate", "--color", "never", folder.path("S.bundle")])
        #expect(run.status == 0 && run.stderr.isEmpty, "exit \(run.status) \(run.stderr)")
        #expect(!run.stdout.contains("[strings-syntax]"), "\(run.stdout)")
    }

    /// A value that reads as a slider over the whole range of doubles: `high - low` is infinite.
    /// An empty state's offset of 1e21 points: no Int holds it.
    @Test(arguments: [
        "title: T\nsections:\n  - cells:\n      - { id: 1, type: none, title: a, value: \"1e308 (-1e308–1e308)\" }\n",
        "title: T\nempty: {offset: 1e21, title: x}\nsections: []\n",
        "title: T\nempty: {offset: -1e300, title: x}\nsections: []\n",
    ])
    func hugeNumbersDraw(page: String) throws {
        let folder = try TempFolder(["page.yaml": page])
        for arguments in [["--color", "never"], ["--format", "svg"], ["--format", "html"]] {
            let run = try Tool.run(arguments + [folder.path("page.yaml")])
            #expect(run.status == 0, "\(arguments): exit \(run.status) \(run.stderr.prefix(300))")
        }
    }

    @Test func aSliderOverEveryDoubleHasItsPlace() throws {
        #expect(try #require(PageLayout.sliderPosition("0 (-1e308–1e308)")).1 == 0.5)
        #expect(try #require(PageLayout.sliderPosition("1e308 (-1e308–1e308)")).1 == 1)
    }

    /// `--follow` walks a chain of panes on a stack of its own, in link order, and names the
    /// panes of a cycle.
    @Test func aLongChainOfPanesIsFollowedWithoutRecursion() throws {
        let n = 150
        func pane(_ next: String) -> String {
            RuleExample.plistText("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Next</string><key>File</key><string>\(next)</string></dict>\n")
        }
        var files = ["S.bundle/Root.plist": pane("P1")]
        for i in 1...n { files["S.bundle/P\(i).plist"] = pane(i < n ? "P\(i + 1)" : "P\(n / 2)") }
        let folder = try TempFolder(files)
        var options = RenderCommand.Options()
        options.follow = true
        let out = RenderCommand.run([folder.path("S.bundle")], options: options)
        #expect(out.stdout.components(separatedBy: "╭").count - 1 == n + 1)
        #expect(out.stderr.contains("the child pane 'P\(n / 2)' leads back to a pane already shown (Root → P1 → P2 → "))
        #expect(out.stderr.contains("→ P\(n) → P\(n / 2)); it is not followed again"))
    }

    /// The configuration search stops at the repository's root: one in a folder above it (a
    /// shared CI work folder, the home folder) does not reconfigure the run.
    @Test func theConfigurationSearchStopsAtTheRepositoryRoot() throws {
        let page = "title: T\nsections:\n  - cells:\n      - { title: Open }\n"
        let folder = try TempFolder([
            "work/.settings-render.yml": "rules:\n  missing-id: error\n",
            "work/repo/.git/HEAD": "ref: refs/heads/main\n",
            "work/repo/pages/p.yaml": page,
            "work/loose/p.yaml": page,
        ])
        let inRepo = try Tool.run(["validate", "--color", "never", folder.path("work/repo/pages/p.yaml")])
        #expect(inRepo.status == 0 && inRepo.stdout.contains("warning:") && inRepo.stdout.contains("[missing-id]"), "\(inRepo.stdout)")
        // Outside a repository the search goes on up, as before.
        let loose = try Tool.run(["validate", "--color", "never", folder.path("work/loose/p.yaml")])
        #expect(loose.status == 1 && loose.stdout.contains("error:") && loose.stdout.contains("[missing-id]"), "\(loose.stdout)")
    }

    /// `--output-dir` names files by bytes, not characters: 100 Chinese characters are 300 bytes,
    /// over a file name's 255.
    @Test func pictureNamesFitAFileSystem() throws {
        let stem = RenderCommand.fileStem(String(repeating: "设", count: 100))
        #expect(stem.utf8.count <= 200 && stem.utf8.count > 190 && stem.allSatisfy { $0 == "设" })
        #expect(RenderCommand.fileStem("settings") == "settings")
    }

    /// A `shared_prefs` float of NaN or infinity shows as Java writes it, not as JSON's `null`.
    @Test func aNaNStoredValueShowsAsNaN() {
        #expect(ValueOverlay.StoredValue.real(.nan).text == "NaN")
        #expect(ValueOverlay.StoredValue.real(-.infinity).text == "-Infinity")
        #expect(ValueOverlay.StoredValue.real(0.5).text == "0.5")
    }

    /// A bundle folder is listed once a walk, not once a pane: a chain of 2,000 panes took a
    /// minute and a half (n² listings and stats), and the old walk recursed once a pane.
    @Test func aChainOfTwoThousandPanesIsBounded() throws {
        let n = 2_000
        func pane(_ next: String?) -> String {
            RuleExample.plistText(next.map { "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Next</string><key>File</key><string>\($0)</string></dict>\n" }
                ?? "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>End</string></dict>\n")
        }
        var files = ["S.bundle/Root.plist": pane("P1")]
        for i in 1...n { files["S.bundle/P\(i).plist"] = pane(i < n ? "P\(i + 1)" : nil) }
        let folder = try TempFolder(files)
        let run = try Tool.run(["--follow", "--color", "never", folder.path("S.bundle")], timeout: 120)
        #expect(run.status == 0 && run.stdout.components(separatedBy: "╭").count - 1 == n && run.stdout.contains("End"), "exit \(run.status)")
        #expect(run.cpuSeconds < Tool.cpuBound(10) && run.peakMiB < (Tool.sanitized ? 800 : 200), "\(run.cpuSeconds) s, \(run.peakMiB) MiB")
    }

    /// Every schema file read every other one to find a strings table's users, and every screen
    /// read its module's values in every locale: n² over a bundle or a res/ folder. They are read
    /// once a run: 800 panes with their tables; 400 screens over 30 locales of 400 strings.
    @Test func aFoldersNeighboursAreReadOnceARun() throws {
        var files: [String: String] = [:]
        for i in 1...800 {
            files["S.bundle/P\(i).plist"] = RuleExample.plistText(
                "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Next \(i)</string><key>File</key><string>P\(i % 800 + 1)</string></dict>\n")
            files["S.bundle/en.lproj/P\(i).strings"] = "\"Next \(i)\" = \"Weiter\";\n"
        }
        files["S.bundle/Root.plist"] = files["S.bundle/P1.plist"]
        let strings = RuleExample.androidValues((1...400).map { "<string name=\"t\($0)\">T\($0)</string>\n" }.joined())
        for i in 1...400 { files["res/xml/s\(i).xml"] = RuleExample.androidText("<Preference app:key=\"k\(i)\" app:title=\"@string/t\(i)\"/>\n") }
        for locale in ["", "-de", "-fr", "-es", "-it", "-pt", "-ru", "-ja", "-ko", "-zh-rCN", "-zh-rTW", "-nl", "-sv", "-da", "-fi", "-nb", "-pl", "-cs",
                       "-hu", "-ro", "-tr", "-el", "-he", "-ar", "-hi", "-th", "-vi", "-id", "-uk", "-ca"] {
            files["res/values\(locale)/strings.xml"] = strings
        }
        let folder = try TempFolder(files)
        for path in ["S.bundle", "res"] {
            let run = try Tool.run(["validate", folder.path(path)], timeout: 120)
            #expect(run.status != 2 && run.stdout.contains(path == "res" ? "in 400 files" : "in 1601 files"), "\(run.stdout.suffix(200))")
            #expect(run.cpuSeconds < Tool.cpuBound(10), "\(path): \(run.cpuSeconds) s")
        }
    }
}
