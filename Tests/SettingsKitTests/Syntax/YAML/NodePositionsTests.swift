import Foundation
import Testing
@testable import SettingsKit

/// A record keeps no positions for most nodes: a scalar written as it reads finds them from its
/// bytes, the others keep them beside their text or entries (`YAMLTree.Record`). Every node of
/// every input must still give back exactly the marks libyaml gave its events.
@Suite struct NodePositionsTests {
    /// libyaml's own marks for each node, in the order the composer makes records: a scalar's or
    /// alias's event, a collection's start event and the end event that closes it.
    static func libyamlMarks(_ bytes: [UInt8]) -> [(start: Mark, end: Mark)]? {
        bytes.withUnsafeBufferPointer { input in
            let source = EventSource(input)
            var marks: [(start: Mark, end: Mark)] = []
            var open: [Int] = []
            var batch = EventBatch()
            repeat {
                source.fill(&batch)
                if batch.failure != nil { return nil }
                for event in batch.events {
                    switch event.kind {
                    case .scalar, .alias: marks.append((event.start, event.end))
                    case .sequenceStart, .mappingStart:
                        open.append(marks.count)
                        marks.append((event.start, event.start))
                    case .sequenceEnd, .mappingEnd: marks[open.removeLast()].end = event.end
                    default: break
                    }
                }
            } while !batch.last
            return marks
        }
    }

    /// Each node's marks as the tree gives them back, or nil when the input did not compose whole.
    static func treeMarks(_ bytes: [UInt8]) -> [(start: Mark, end: Mark)]? {
        let stream = YAMLLoader.load(bytes, limits: .default, pipelined: false)
        guard !stream.stoppedEarly, let tree = stream.documents.lazy.compactMap({ $0 }).first?.tree else { return nil }
        return tree.records.indices.map { i in
            let (start, end) = tree.positions(of: i)
            return (tree.lines.mark(at: start), tree.lines.mark(at: end))
        }
    }

    static func check(_ bytes: [UInt8], _ name: String) -> Int {
        guard let expected = libyamlMarks(bytes), let found = treeMarks(bytes) else { return 0 }
        #expect(found.count == expected.count, "\(name): node count")
        for (i, (f, e)) in zip(found, expected).enumerated() where f.start != e.start || f.end != e.end {
            Issue.record("\(name): node \(i) at \(f.start)–\(f.end), libyaml \(e.start)–\(e.end)")
            break
        }
        return found.count
    }

    @Test func everyNodeOfEveryFixtureAndSuiteCase() throws {
        var files: [URL] = []
        for folder in ["Fixtures", "Fixtures/yaml-test-suite"] {
            let root = Golden.url(folder)
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            files += names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { root.appendingPathComponent($0) }
        }
        var nodes = 0
        for file in Set(files.map(\.standardizedFileURL)).sorted(by: { $0.path < $1.path }) {
            nodes += Self.check(Array(try Data(contentsOf: file)), file.lastPathComponent)
        }
        #expect(nodes > 4_000)  // 4,628 when written: every fixture and suite case that composes
    }

    /// The cases that choose where positions live: plain, quoted, escaped, folded, block, anchored,
    /// tagged and aliased scalars and collections; wide text, a byte-order mark, CR LF; empty
    /// values; lines longer than the spacing of noted offsets; no final line break.
    @Test(arguments: [
        "a: plain\nb: 'single'\nc: \"double\"\nd: \"esc\\tape\"\ne: 'it''s'\nf: |\n  block\ng: folded\n  text\n",
        "base: &b {x: 1, y: [2, 3]}\ncopy: *b\nname: &n 设置\nagain: *n\nmerged:\n  <<: *b\n  z: 4\n",
        "\u{FEFF}a: 设置🙂\r\nb: \"二\"\r\nc: [x, 'y', \"z\"]\r\n",
        "a:\nb: ~\nc: ''\nd: \"\"\ne: !!str\nf: !!int 3\ng: &e\n",
        "- " + (0..<400).map { "中\($0)" }.joined(separator: ", ") + "\n- [" + (0..<300).map { "'w\($0)'" }.joined(separator: ",") + "]",
        "{a: [b, {c: d}], \"e\": 'f'}",
        "--- x\n--- [y, z]\n...\n--- {w: v}\n",
    ])
    func positionsComeBackAsLibyamlGaveThem(_ yaml: String) {
        #expect(Self.check(Array(yaml.utf8), yaml) > 0)
    }

    /// What finding positions is for: a record is 12 bytes, where it was 28 with marks and 20 with
    /// positions.
    @Test func aRecordIsTwelveBytes() {
        #expect(MemoryLayout<YAMLTree.Record>.stride == 12)
    }

    /// Where each kind of node keeps its positions.
    @Test func whereThePositionsLive() throws {
        let stream = YAMLLoader.load(Array("a: plain\nb: \"esc\\t\"\nc: [x]\nd: &k v\ne: *k\n".utf8))
        let tree = try #require(stream.documents.first??.tree)
        let flags = tree.records.map(\.flags)
        let kinds = tree.records.map(\.kind)
        // the root, a, plain, b, "esc\t", c, [x], x, d, v, e, *k
        #expect(kinds[0] == .mapping && kinds[6] == .sequence && tree.records[6].first >= 2)
        #expect(flags[2] == .inInput && flags[4].isEmpty && flags[9].isEmpty)  // an anchored value is copied
        #expect(flags.last == .alias && tree.aliases.entries.count == 1)
    }
}
