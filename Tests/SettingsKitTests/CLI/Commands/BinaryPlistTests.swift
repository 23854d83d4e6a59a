import Foundation
import Testing
@testable import SettingsKit

/// Binary property lists (issue #34, item 2): read by our own reader, which checks what
/// CoreFoundation's checks and bounds what YAML bounds. Hostile files through the executable.
@Suite(.serialized) struct BinaryPlistTests {
    /// A `bplist00` file laid out from raw objects, with one-byte offsets and references unless
    /// more are needed: what Apple's writer produces, and what the tests damage.
    static func file(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1, trailer: ((inout [UInt8]) -> Void)? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        let offsetSize = table < 256 ? 1 : table < 65_536 ? 2 : 4
        for offset in offsets { bytes += big(offset, offsetSize) }
        var end = [UInt8](repeating: 0, count: 6) + [UInt8(offsetSize), UInt8(referenceSize)]
        end += big(objects.count, 8) + big(top, 8) + big(table, 8)
        trailer?(&end)
        return bytes + end
    }

    static func big(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    static func write(_ bytes: [UInt8], _ name: String = "Root.plist") throws -> (TempFolder, String) {
        let folder = try TempFolder([:])
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.url.appendingPathComponent(name))
        return (folder, folder.path(name))
    }

    /// The shapes that hung, trapped or amplified, and damage of every kind: each a located
    /// finding naming the object, exit 1, in bounded time and memory.
    @Test(arguments: [
        // The 162-byte cycle of the audit, smaller: an array that holds itself.
        ("cycle", file([[0xA1, 0x00]]), "xml-syntax", "object 0 contains itself"),
        ("indirect cycle", file([[0xA1, 0x01], [0xA2, 0x02, 0x00], [0x08]]), "xml-syntax", "object 0 contains itself"),
        // 300 arrays each holding the next: deeper than --max-depth.
        ("deep", file((0..<300).map { $0 < 299 ? [0xA1] + big($0 + 1, 2) : [0xA0] }, referenceSize: 2), "resource-limit", "nests deeper than 256 levels"),
        // Eight levels of 15 references to the level below: 15⁸ nodes from 140 bytes.
        ("reuse", file((0..<9).map { $0 < 8 ? [0xAF, 0x10, 15] + [UInt8](repeating: UInt8($0 + 1), count: 15) : [0x09] }), "resource-limit",
         "containers used in more than one place add more than 1000000 nodes (--max-alias-expansion)"),
        ("reference out of range", file([[0xA1, 0x07]]), "xml-syntax", "object 0 (at byte 8) refers to object 7, past the file's 1 objects"),
        ("offset out of range", file([[0x09]]) .enumerated().map { $0.offset == 9 ? 0xF0 : $0.element }, "xml-syntax", "object 0 is said to start at byte 240"),
        ("length past the end", file([[0x5F, 0x10, 0x04, 0x41]]), "xml-syntax", "runs past the object area"),
        ("huge length", file([[0x4F, 0x13] + big(Int.max, 8)]), "xml-syntax", "has a length of 9223372036854775807, longer than the file"),
        ("top out of range", file([[0x09]], top: 5), "xml-syntax", "its top object is 5, past its 1 objects"),
        ("count out of range", file([[0x09]]) { $0.replaceSubrange(8..<16, with: big(1 << 40, 8)) }, "xml-syntax", "do not fit its"),
        ("zero sizes", file([[0x09]]) { $0[6] = 0 }, "xml-syntax", "each must be 1 to 8"),
        ("non-string key", file([[0xD1, 0x01, 0x01], [0x10, 0x05]]), "xml-syntax", "has a key (object 1) that is not a string"),
        ("null", file([[0x00]]), "xml-syntax", "is a null or fill byte"),
        ("unknown marker", file([[0x90]]), "xml-syntax", "has a marker (0x90)"),
        ("lone surrogate", file([[0x61, 0xD8, 0x00]]), "xml-syntax", "a UTF-16 string with a lone surrogate"),
        ("non-ASCII", file([[0x51, 0xE9]]), "xml-syntax", "an ASCII string holding a byte past 0x7F"),
        ("wide integer", file([[0x14] + big(1, 8) + big(0, 8)]), "xml-syntax", "an integer past 64 bits"),
        ("short", Array("bplist00".utf8) + [0x09], "xml-syntax", "too short to hold a trailer"),
    ] as [(String, [UInt8], String, String)])
    func hostile(name: String, bytes: [UInt8], rule: String, message: String) throws {
        let (folder, path) = try Self.write(bytes)
        _ = folder
        try Imported.expectRefused(path, rule: rule, line: 0)
        let run = try Tool.run(["validate", "--color", "never", path])
        #expect(run.stdout.contains(message) && run.stdout.contains("[\(rule)]"), "\(run.stdout)")
    }

    /// What Foundation's encoder writes reads as the XML twin: every kind of value, the order of
    /// a dictionary's keys as stored, a UID as XML shows one.
    @Test func everyKindOfValueReads() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        struct Values: Encodable {
            var title = "夜间模式 😀", ascii = "Sync", number = 42, negative = -7, big = Int.max, real = 0.25, flag = true
            var when = Date(timeIntervalSinceReferenceDate: 0), blob = Data([1, 2, 3]), list = ["a", "b"], nested = ["k": ["v"]]
        }
        let root = try PropertyList.read(Array(try encoder.encode(Values())), limits: .default).get()
        #expect(root["title"]?.text == "夜间模式 😀" && root["ascii"]?.text == "Sync")
        guard case .integer(42)? = root["number"]?.content, case .integer(-7)? = root["negative"]?.content,
              case .integer(Int.max)? = root["big"]?.content, case .real(0.25)? = root["real"]?.content,
              case .bool(true)? = root["flag"]?.content, case .date("2001-01-01T00:00:00Z")? = root["when"]?.content,
              case .data("AQID")? = root["blob"]?.content, case .array(let list)? = root["list"]?.content,
              case .array(let inner)? = root["nested"]?["k"]?.content
        else { Issue.record("\(root)"); return }
        #expect(list.map(\.text) == ["a", "b"] && inner.map(\.text) == ["v"])
        // A container used twice is one object in the file, and reads in both places.
        let shared = Self.file([[0xD2, 0x01, 0x02, 0x03, 0x03], [0x51, 0x61], [0x51, 0x62], [0xA1, 0x04], [0x52, 0x68, 0x69]])
        let twice = try PropertyList.read(shared, limits: .default).get()
        guard case .dictionary(let entries) = twice.content else { Issue.record("\(twice)"); return }
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries.map { if case .array(let items) = $0.value.content { items.compactMap(\.text) } else { [] } } == [["hi"], ["hi"]])
    }

    /// A binary file is dense (Foundation's encoder writes a string used twice once), so one makes
    /// at most a node per 64 bytes past the first 65,536: within that, every command stays under 8
    /// times the file in memory, over the process's own; a denser file is refused at once.
    @Test func aLargeBinaryPlistStaysWithinEightTimesItsSize() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        func rows(_ n: Int, title: String) throws -> [UInt8] {
            Array(try encoder.encode(["PreferenceSpecifiers": (0..<n).map {
                ["Type": "PSToggleSwitchSpecifier", "Title": title + "\($0)", "Key": "key\($0)", "DefaultValue": "\($0 % 2)"]
            }]))
        }
        let bytes = try rows(12_000, title: String(repeating: "设置", count: 150))
        let (folder, path) = try Self.write(bytes)
        let base = try Tool.run(["validate", try Self.write(Self.file([[0xD0]])).1]).peakMiB
        let mib = Double(bytes.count) / 1_048_576
        for arguments in [["validate"], ["validate", "--format", "sarif"], ["--format", "svg"], ["convert"]] {
            let run = try Tool.run(arguments + [path], timeout: 60)
            #expect(run.status != 2 && !run.stdout.contains("makes more than"), "\(arguments): \(run.stdout.prefix(300))")
            #expect(run.peakMiB - base < 8 * mib + Tool.memoryNoiseMiB || Tool.sanitized, "\(arguments): \(run.peakMiB) MiB at peak, \(base) MiB for an empty file, for \(mib) MiB")
        }
        try Data(try rows(60_000, title: "Switch ")).write(to: folder.url.appendingPathComponent("Dense.plist"))
        let dense = try Tool.run(["validate", folder.path("Dense.plist")])
        #expect(dense.status == 1 && dense.stdout.contains("makes more than 65536 nodes, one for every 64 bytes of its"), "\(dense.stdout)")
        #expect(dense.cpuSeconds < Tool.cpuBound(2) && (dense.peakMiB - base < 20 || Tool.sanitized), "\(dense.cpuSeconds) s, \(dense.peakMiB) MiB")
    }

    /// A binary file has no lines: the page rules' findings named the model's rows
    /// (`sections[0].cells[1].id`) and a note said only "first used here", at 0:0. Each now names
    /// the specifier, as the reader's and the format rules' findings do.
    @Test func pageRuleFindingsNameTheSpecifier() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let long = "A title far too long to fit on one row of any phone's settings screen"
        let bytes = Array(try encoder.encode(["PreferenceSpecifiers": [
            ["Type": "PSGroupSpecifier", "Title": "G"],
            ["Type": "PSToggleSwitchSpecifier", "Title": long, "Key": "a", "DefaultValue": "1"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "B", "Key": "a", "DefaultValue": "1"],
        ]]))
        let (folder, path) = try Self.write(bytes)
        defer { withExtendedLifetime(folder) {} }
        let text = try Tool.run(["validate", "--color", "never", path]).stdout
        #expect(text.contains("[title-truncated]\n  at PreferenceSpecifiers[1].Title\n"), "\(text)")
        #expect(text.contains("duplicate cell id 'a' [duplicate-id]\n  at PreferenceSpecifiers[2].Key\n")
                && text.contains("note: cell id 'a' was first used here\n  at PreferenceSpecifiers[1].Key\n"), "\(text)")
        let json = try Tool.run(["validate", "--format", "json", path]).stdout
        #expect(json.contains("\"path\":\"PreferenceSpecifiers[1].Key\"") || json.contains("\"path\": \"PreferenceSpecifiers[1].Key\""), "\(json)")
        let sarif = try Tool.run(["validate", "--format", "sarif", path]).stdout
        #expect(sarif.contains("first used here (at PreferenceSpecifiers\\\\[1\\\\].Key)"), "\(sarif.prefix(3000))")
        let github = try Tool.run(["validate", "--format", "github", path]).stdout
        #expect(github.contains("cell id 'a' was first used at PreferenceSpecifiers[1].Key"), "\(github)")
    }
}
