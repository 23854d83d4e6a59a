import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// SPEC 12's round trip: a page converted to a Settings.bundle or an AndroidX screen reads back
/// as the same pages (`diff` finds nothing), except where a note said what the target cannot
/// hold. Every fixture and every real file of ../shared/realworld, each converted to YAML first.
@Suite struct GenerateRoundTripTests {
    /// Every schema file and screen of ../shared/realworld (its MANIFEST), and the sample app's
    /// bundle folder (its Root pane as InAppSettingsKit reads it, and the panes it leads to).
    static let realWorld: [String] = {
        let manifest = (try? Golden.read("../shared/realworld/MANIFEST.tsv")) ?? ""
        let files = manifest.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count > 6, f[6] == "plist/xml1" || f[6] == "android/preference-xml" else { return nil }
            return "../shared/realworld/\(f[0].replacingOccurrences(of: "/", with: "__"))/\(f[1])"
        }
        return ["../shared/realworld/futuretap__InAppSettingsKit/InAppSettingsKitSampleApp/Settings.bundle"] + files
    }()

    @Test func everyRealFileIsConverted() {
        // 11 schema files, 6 screens (MANIFEST.tsv), and the bundle folder.
        #expect(Self.realWorld.count == 18)
    }

    static func load(_ path: String) throws -> [Page] {
        try AppPages.load(path, options: .default, limits: .default, reach: .app,
                          drawable: Validator.drawable, errors: Validator.fileErrors).pages
    }

    /// The file's pages as `convert` writes them in YAML, read back: the page a team would keep.
    static func yamlPages(_ path: String, in folder: TempFolder) throws -> [Page] {
        let yaml = ConvertCommand.run(Golden.url(path).path, options: .init()).stdout
        let file = folder.path(UUID().uuidString + ".yaml")
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: file))
        return try load(file)
    }

    /// The pages through a target and back: its notes, and what `diff` finds.
    static func roundTrip(_ pages: [Page], _ target: GenerateTarget) throws -> (notes: [String], changes: [Change], generated: Generated) {
        let generated = Generated.make(pages, target: target, source: "page.yaml")
        let out = try TempFolder([:], prefix: "generated")
        try OutputFolder.write(generated.files, to: out.url.path)
        let entry = target == .settingsBundle ? "Settings.bundle" : generated.files[0].path
        let back = try load(out.path(entry))
        return (generated.notes, PageDiff.changes(old: pages, new: back, entries: true), generated)
    }

    static func describe(_ changes: [Change]) -> String {
        changes.prefix(5).map { "\($0.page.key) \($0.entity) \($0.name) \($0.property ?? "") \($0.old.map { "\($0)" } ?? "") → \($0.new.map { "\($0)" } ?? "")" }
            .joined(separator: "\n")
    }

    @Test(arguments: [GenerateTarget.settingsBundle, .android])
    func realFilesConvertedToYAMLRoundTripExactly(_ target: GenerateTarget) throws {
        let folder = try TempFolder([:])
        for path in Self.realWorld {
            let pages = try Self.yamlPages(path, in: folder)
            try #require(!pages.isEmpty, "\(path)")
            let (notes, changes, _) = try Self.roundTrip(pages, target)
            // The platform a file came from holds all of it; the other one says what it cannot.
            let native = path.hasSuffix(".xml") == (target == .android)
            if native {
                #expect(notes.isEmpty, "\(path): \(notes)")
                #expect(changes.isEmpty, "\(path):\n\(Self.describe(changes))")
            } else {
                #expect(changes.isEmpty || !notes.isEmpty, "\(path): changed without a note:\n\(Self.describe(changes))")
            }
        }
    }

    /// Every fixture page and every file the fixtures ship: what changes on the way was said.
    @Test(arguments: [GenerateTarget.settingsBundle, .android])
    func everyFixtureRoundTripsOrSaysWhatItCannotHold(_ target: GenerateTarget) throws {
        let folder = try TempFolder([:])
        var exact = 0
        for path in ConvertAppTests.files {
            let pages = try Self.yamlPages(path, in: folder)
            guard !pages.isEmpty else { continue }
            let (notes, changes, _) = try Self.roundTrip(pages, target)
            if notes.isEmpty {
                #expect(changes.isEmpty, "\(path): no note, yet:\n\(Self.describe(changes))")
                exact += 1
            }
        }
        // The fixtures of the target's own platform hold nothing it cannot.
        #expect(exact >= 10, "only \(exact) fixtures round trip without a note")
    }

    /// An app's `res/` folder: each screen file is written as one again, and the folder reads back.
    @Test func aResFolderRoundTripsAsItsScreens() throws {
        let folder = try TempFolder([:])
        let pages = try Self.yamlPages("Fixtures/android/user-interface-samples/res", in: folder)
        let generated = Generated.make(pages, target: .android, source: "res")
        #expect(generated.notes.isEmpty, "\(generated.notes)")
        #expect(generated.files.filter { $0.path.hasPrefix("res/xml/") }.map(\.path).sorted()
            == ["advanced", "basic_preferences", "dialogs", "root", "widgets"].map { "res/xml/\($0).xml" })
        let out = try TempFolder([:], prefix: "generated")
        try OutputFolder.write(generated.files, to: out.url.path)
        let changes = PageDiff.changes(old: pages, new: try Self.load(out.path("res")), entries: true)
        #expect(changes.isEmpty, "\(Self.describe(changes))")
    }

    @Test(arguments: [GenerateTarget.settingsBundle, .android])
    func theSamePageGivesTheSameBytes(_ target: GenerateTarget) throws {
        let pages = try Self.load(Golden.url("Fixtures/pages/settings.yaml").path)
        let a = Generated.make(pages, target: target, source: "settings.yaml")
        let b = Generated.make(pages, target: target, source: "settings.yaml")
        #expect(a.files == b.files && !a.files.isEmpty)
        #expect(a.files.allSatisfy { $0.text.contains("Generated by settings-render from settings.yaml.") })
    }
}
