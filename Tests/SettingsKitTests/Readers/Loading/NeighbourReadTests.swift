import Foundation
import Testing
@testable import SettingsKit

/// The files a page reads beside it (strings tables, other panes, `res/values`, sibling screens)
/// come through `ImportOptions.read`, as the page itself does: an editor's unsaved buffer wins
/// over the copy on disk.
@Suite struct NeighbourReadTests {
    /// A folder of files on disk, and a reader that answers some paths from memory instead.
    final class Files {
        let folder: TempFolder
        init(_ files: [String: String]) throws { folder = try TempFolder(files, prefix: "neighbours") }

        func path(_ name: String) -> String { folder.path(name) }

        /// Options whose reader returns `buffers` (by name under the folder) and counts every read.
        func options(buffers: [String: String], reads: Counter) -> ImportOptions {
            let buffers = Dictionary(uniqueKeysWithValues: buffers.map { (path($0.key), $0.value) })
            return ImportOptions(read: { (path: String) throws(ReadError) in
                reads.add(path)
                if let text = buffers[path] { return SourceFile(path: path, bytes: Array(text.utf8)) }
                return try SourceFile.read(path)
            })
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
        var read: [String] { lock.withLock { paths } }
    }

    static let child = #"<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>"#
    static func toggle(_ key: String, title: String) -> String {
        "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>\(key)</string><key>Title</key><string>\(title)</string><key>DefaultValue</key><true/></dict>"
    }

    @Test func aBundlesStringsTablesAndChildPanesComeThroughTheReader() throws {
        let files = try Files([
            "Settings.bundle/Root.plist": RuleExample.plistText(Self.toggle("sound", title: "SOUND") + Self.child),
            "Settings.bundle/More.plist": RuleExample.plistText(Self.toggle("more", title: "On disk")),
            "Settings.bundle/en.lproj/Root.strings": "\"SOUND\" = \"Sound on disk\";\n",
        ])
        let reads = Counter()
        let options = files.options(buffers: [
            "Settings.bundle/en.lproj/Root.strings": "\"SOUND\" = \"Sound in the editor\";\n",
            "Settings.bundle/More.plist": RuleExample.plistText(Self.toggle("more", title: "In the editor")),
        ], reads: reads)
        let loaded = PageLoader.load(try SourceFile.read(files.path("Settings.bundle/Root.plist")), options: options)
        #expect(loaded.pages.first?.sections.first?.cells.first?.title == "Sound in the editor")
        let linked = LinkedPages.follow(loaded, options: options, limits: .default, errors: Validator.fileErrors)
        #expect(linked.followed.flatMap(\.pages).first?.sections.first?.cells.first?.title == "In the editor")
        // Root.plist too: the bundle's schema files say which panes a row opens (a pane none opens
        // is judged by fewer rules), and they are read through the reader like any neighbour.
        #expect(Set(reads.read) == [files.path("Settings.bundle/en.lproj/Root.strings"), files.path("Settings.bundle/More.plist"),
                                    files.path("Settings.bundle/Root.plist")])
    }

    @Test func aStringsTablesUsersComeThroughTheReader() throws {
        let files = try Files([
            "Settings.bundle/Root.plist": RuleExample.plistText(Self.toggle("sound", title: "SOUND")),
            "Settings.bundle/en.lproj/Root.strings": "\"SOUND\" = \"Sound\";\n\"GONE\" = \"Gone\";\n",
        ])
        let strings = try SourceFile.read(files.path("Settings.bundle/en.lproj/Root.strings"))
        // unused-translation is opt-in: every rule runs here.
        let onDisk = Validator.validate(strings, disabled: []).filter { $0.rule == .unusedTranslation }
        #expect(onDisk.map(\.message).count == 1)
        // In the editor the pane uses GONE too: the entry is used.
        let buffer = RuleExample.plistText(Self.toggle("sound", title: "SOUND") + Self.toggle("gone", title: "GONE"))
        let options = files.options(buffers: ["Settings.bundle/Root.plist": buffer], reads: Counter())
        #expect(Validator.validate(strings, disabled: [], options: options).filter { $0.rule == .unusedTranslation }.isEmpty)
    }

    @Test func aScreensValuesAndSiblingScreensComeThroughTheReader() throws {
        let screen = AndroidMappingTests.screen(#"<SwitchPreferenceCompat app:key="sync" app:title="@string/sync" app:defaultValue="true"/>"# + "\n")
        let files = try Files([
            "res/xml/settings.xml": screen,
            "res/xml/other.xml": AndroidMappingTests.screen(#"<SwitchPreferenceCompat app:key="other" app:title="Other" app:defaultValue="true"/>"# + "\n"),
            "res/values/strings.xml": RuleExample.androidValues(#"<string name="sync">Sync on disk</string>"#),
        ])
        let options = files.options(buffers: [
            "res/values/strings.xml": RuleExample.androidValues(#"<string name="sync">Sync in the editor</string>"#),
            "res/xml/other.xml": AndroidMappingTests.screen(#"<SwitchPreferenceCompat app:key="sync" app:title="Other" app:defaultValue="true"/>"# + "\n"),
        ], reads: Counter())
        let source = try SourceFile.read(files.path("res/xml/settings.xml"))
        #expect(PageLoader.load(source, options: options).pages.first?.sections.first?.cells.first?.title == "Sync in the editor")
        #expect(Validator.validate(source, disabled: []).filter { $0.rule == .duplicatePreferenceKey }.isEmpty)
        #expect(Validator.validate(source, disabled: [], options: options).filter { $0.rule == .duplicatePreferenceKey }.count == 1)
    }
}
