import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `validate --fix` through the executable loses no byte: it writes a file back in the encoding,
/// byte-order mark and line ends it was read in, changes only the bytes of its finding, leaves a
/// file that changed meanwhile alone, keeps mode, owner and links, and its `--dry-run` diff
/// applies with `patch` to the real bytes.
@Suite(.serialized) struct FixSafetyTests {
    static let page = "title: 设置\nsections:\n  - cells:\n      - {id: wifi, type: swich, title: 无线 😀}\n"
    static let schema = """
        <?xml version="1.0" encoding="UTF-16"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>PreferenceSpecifiers</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSToggleSwichSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>声音 Café</string>
        \t\t\t<key>Key</key>
        \t\t\t<string>sound</string>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<true/>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { u in
            bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)]
        }
    }

    /// Each file is fixed in its own encoding, and the `--dry-run` diff, applied by `patch` to a
    /// copy of the original bytes, makes the same file.
    @Test(arguments: [
        ("page.yaml", Array(page.utf8), Array(page.replacingOccurrences(of: "swich", with: "switch").utf8)),
        ("crlf.yaml", Array(page.replacingOccurrences(of: "\n", with: "\r\n").utf8),
         Array(page.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "swich", with: "switch").utf8)),
        ("bom.yaml", [0xEF, 0xBB, 0xBF] + Array(page.utf8), [0xEF, 0xBB, 0xBF] + Array(page.replacingOccurrences(of: "swich", with: "switch").utf8)),
        ("wide.yaml", utf16(page, bigEndian: true), utf16(page.replacingOccurrences(of: "swich", with: "switch"), bigEndian: true)),
        ("Settings.bundle/Root.plist", utf16(schema), utf16(schema.replacingOccurrences(of: "Swich", with: "Switch"))),
    ])
    func aFixKeepsTheEncoding(_ name: String, _ before: [UInt8], _ after: [UInt8]) throws {
        let folder = try TempFolder([:])
        let path = folder.path(name), copy = folder.path("copy"), diff = folder.path("fix.diff")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(before).write(to: URL(fileURLWithPath: path))
        try Data(before).write(to: URL(fileURLWithPath: copy))
        let dry = try Tool.run(["validate", "--fix", "--dry-run", path], stdout: diff)
        #expect(dry.status == 1, "\(dry.stderr)")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == before, "--dry-run wrote nothing")
        let patched = try Subprocess.run("/usr/bin/patch", ["-s", copy, diff])
        #expect(patched.status == 0, "patch: \(patched.stdout)")
        let fixed = try Tool.run(["validate", "--fix", "--color", "never", path])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == after)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: copy))) == after, "the dry run's diff makes the same bytes")
        if name.hasSuffix(".plist") {
            // Apple's reader (swift-corelibs-foundation's copy) reads the fixed file.
            let plist = try PropertyListSerialization.propertyList(from: Data(after), format: nil) as? [String: Any]
            let rows = plist?["PreferenceSpecifiers"] as? [[String: Any]]
            #expect(rows?.first?["Type"] as? String == "PSToggleSwitchSpecifier")
            #expect(rows?.first?["Title"] as? String == "声音 Café")
        }
    }

    /// A file of UTF-8 bytes that declares UTF-16 (what --fix once wrote): Apple's reader refuses
    /// it, and so does validate, at the declaration.
    @Test func aDeclarationThatContradictsTheBytesIsAnError() throws {
        let folder = try TempFolder(["Settings.bundle/Root.plist": Self.schema.replacingOccurrences(of: "Swich", with: "Switch")])
        #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(Self.schema.utf8), format: nil) }
        let run = try Tool.run(["validate", "--color", "never", folder.path("Settings.bundle/Root.plist")])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Root.plist:1:1: error: the XML declaration says encoding=\"UTF-16\", but the file is written in UTF-8"), "\(run.stdout)")
    }

    /// A word spelt with an escape cannot be placed: no other node's word changes in its stead.
    @Test func aFixChangesItsFindingOrNothing() throws {
        let text = "title: t\nsections:\n  - cells:\n      - type: \"sw\\x69ch\"\n        title: swich\n        id: a\n"
        let folder = try TempFolder(["page.yaml": text])
        let run = try Tool.run(["validate", "--fix", "--color", "never", folder.path("page.yaml")])
        #expect(try String(contentsOfFile: folder.path("page.yaml"), encoding: .utf8) == text)
        #expect(run.status == 1 && run.stdout.contains("[unknown-cell-type]"))
        #expect(run.stderr.contains("0 fixes in 0 files made"))
    }

    /// A read-only file, a symbolic link: refused with the reason, exit 2, left as they were.
    @Test func readOnlyFilesAndLinksAreLeftAlone() throws {
        let folder = try TempFolder(["ro.yaml": Self.page, "target.yaml": Self.page])
        chmod(folder.path("ro.yaml"), 0o444)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.yaml"), withDestinationPath: "target.yaml")
        for (name, reason) in [("ro.yaml", "it is read-only (mode 0444)"), ("link.yaml", "it is a symbolic link, and --fix writes no file through a link")] {
            let run = try Tool.run(["validate", "--fix", folder.path(name)])
            #expect(run.status == 2, "\(name): \(run.stderr)")
            #expect(run.stderr.contains("\(folder.path(name)) is left as it is: \(reason)"), "\(run.stderr)")
            #expect(!run.stderr.contains("--output"))
            #expect(try String(contentsOfFile: folder.path(name), encoding: .utf8) == Self.page)
        }
        let dry = try Tool.run(["validate", "--fix", "--dry-run", folder.path("ro.yaml")])
        #expect(dry.status == 2 && dry.stderr.contains("read-only") && dry.stdout.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path("ro.yaml"))[.posixPermissions] as? Int == 0o444)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.yaml")) == "target.yaml")
    }

    /// Both names of a hard-linked file see the fix; mode and owner stay.
    @Test func hardLinksModeAndOwnerAreKept() throws {
        let folder = try TempFolder(["a.yaml": Self.page])
        try FileManager.default.linkItem(atPath: folder.path("a.yaml"), toPath: folder.path("b.yaml"))
        chmod(folder.path("a.yaml"), 0o640)
        let single = try TempFolder(["c.yaml": Self.page])
        chmod(single.path("c.yaml"), 0o604)
        chown(single.path("c.yaml"), 1234, 5678)
        for path in [folder.path("a.yaml"), single.path("c.yaml")] {
            let run = try Tool.run(["validate", "--fix", path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let fixed = Self.page.replacingOccurrences(of: "swich", with: "switch")
        #expect(try String(contentsOfFile: folder.path("b.yaml"), encoding: .utf8) == fixed)
        let linked = try FileManager.default.attributesOfItem(atPath: folder.path("a.yaml"))
        #expect(linked[.referenceCount] as? Int == 2 && linked[.posixPermissions] as? Int == 0o640)
        let replaced = try FileManager.default.attributesOfItem(atPath: single.path("c.yaml"))
        #expect(try String(contentsOfFile: single.path("c.yaml"), encoding: .utf8) == fixed)
        #expect(replaced[.posixPermissions] as? Int == 0o604)
        if geteuid() == 0 {
            #expect(replaced[.ownerAccountID] as? Int == 1234 && replaced[.groupOwnerAccountID] as? Int == 5678)
        }
    }

    /// An edit saved between the read and the write is kept: the fix is not made, and the run says so.
    @Test func aFileChangedMeanwhileIsLeftAlone() throws {
        let folder = try TempFolder(["page.yaml": Self.page])
        let path = folder.path("page.yaml"), saved = Self.page + "# saved meanwhile\n"
        let reads = Counter()
        let reader: SourceFile.Reader = { file throws(ReadError) in
            let source = try SourceFile.read(file)
            // Another program saves the file just after the run has read it.
            if file == path, reads.next() == 1 { try? saved.write(toFile: path, atomically: false, encoding: .utf8) }
            return source
        }
        let out = FixCommand.run([path], options: ValidateCommand.Options(), dryRun: false, read: reader)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == saved)
        #expect(out.stderr.contains("is left as it is: it changed after it was read"), "\(out.stderr)")
        #expect(out.exitCode == ExitStatus.trouble)
    }

    /// Through the executable: an edit saved while the run checks a large file beside the page is
    /// never lost, whether the run read the page before the edit (the fix is then not made, and
    /// said) or after it (the fix is made on the edited text).
    @Test func anEditSavedDuringTheRunIsNeverLost() throws {
        let cells = (0..<20_000).map { "      - {id: c\($0), title: 第\($0)行}\n" }.joined()
        let folder = try TempFolder(["a.yaml": Self.page, "big.yaml": "title: big\nsections:\n  - cells:\n" + cells])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tool.binary)
        process.arguments = ["validate", "--fix", folder.url.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        usleep(300_000)
        let saved = Self.page + "# saved meanwhile\n"
        try saved.write(toFile: folder.path("a.yaml"), atomically: false, encoding: .utf8)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let now = try String(contentsOfFile: folder.path("a.yaml"), encoding: .utf8)
        #expect(now.hasSuffix("# saved meanwhile\n"), "the saved edit is kept: \(said)")
        if now == saved {
            #expect(said.contains("is left as it is: it changed after it was read") && process.terminationStatus == 2, "\(said)")
        } else {
            #expect(now == saved.replacingOccurrences(of: "swich", with: "switch"), "\(said)")
        }
    }

    /// A line with a control character cannot be shown raw nor escaped (patch would not apply
    /// it): its diff is left out, with the reason, and --fix still makes the fix.
    @Test func aDiffWithAControlCharacterIsNotShown() throws {
        let text = "title: t\u{202E}x\nsections:\n  - cells:\n      - {id: a, type: swich}\n"
        let folder = try TempFolder(["page.yaml": text])
        let run = try Tool.run(["validate", "--fix", "--dry-run", folder.path("page.yaml")])
        #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("@@"), "\(run.stdout)")
        #expect(run.stderr.contains("its diff is not shown: a line of it holds a control character"))
    }
}

/// A count shared with a reader the command calls from its threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
