import Testing
@testable import SettingsKit

/// A node keeps positions, not marks: the marks must come back exactly as libyaml gave them.
@Suite struct LineTableTests {
    @Test func positionsGiveTheirMarksBack() {
        var table = LineTable()
        // (line, column, character) as libyaml counts them: CR LF is two characters, 设置 two.
        let given = [(1, 1, 0), (1, 6, 5), (1, 8, 7), (1, 10, 9), (2, 1, 11), (2, 3, 13), (4, 5, 30), (4, 9, 34)]
        let positions = given.map { table.position(of: Mark(line: $0.0, column: $0.1), at: $0.2) }
        #expect(positions == given.map { UInt32($0.2) })
        #expect(positions.map(table.mark(at:)) == given.map { Mark(line: $0.0, column: $0.1) })
    }

    /// libyaml ends a last line without a line break with a line of its own at the same
    /// character: the second mark there is kept whole, and the first still reads right.
    @Test func aCharacterWithTwoMarksKeepsBoth() {
        var table = LineTable()
        let value = table.position(of: Mark(line: 1, column: 5), at: 4)
        let end = table.position(of: Mark(line: 2, column: 1), at: 4)
        #expect(value == 4 && end != 4)
        #expect(table.mark(at: value) == Mark(line: 1, column: 5))
        #expect(table.mark(at: end) == Mark(line: 2, column: 1))
    }

    /// Byte offsets come back as positions from the offsets noted, however far apart, and
    /// before the first one noted.
    @Test func offsetsGiveTheirPositionsBack() {
        let text = "a: 设置\r\n" + String(repeating: "日本語 text 🙂 ", count: 200) + String(repeating: "x", count: 2_000) + "終"
        let bytes = Array(text.utf8)
        let starts = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 }
        for (first, every) in [(0, 7), (50, 3), (300, 1_000)] {
            var table = LineTable()
            for (character, offset) in starts.enumerated() where character >= first && (character - first) % every == 0 {
                table.note(offset: offset, ofCharacter: character)
            }
            bytes.withUnsafeBufferPointer { input in
                for (character, offset) in starts.enumerated() {
                    #expect(table.position(ofOffset: UInt32(offset), in: input) == UInt32(character), "\(first), \(every): \(character)")
                }
            }
        }
    }

    @Test func nodesOfAFileWithoutAFinalLineBreak() throws {
        let node = try #require(root("a: b"))
        #expect(node.mapping?.first?.value.end == Mark(line: 1, column: 5))
        #expect(node.end == Mark(line: 2, column: 1))
        let crlf = try #require(root("a: 设置\r\nb: [x]\r\n"))
        let pairs = try #require(crlf.mapping)
        #expect(pairs[1].key.start == Mark(line: 2, column: 1))
        #expect(pairs[1].value.sequence?.first?.start == Mark(line: 2, column: 5))
        #expect(pairs[0].value.end == Mark(line: 1, column: 6))
    }
}

/// A node table finds the value of a node it holds, and no other.
@Suite struct NodeTableTests {
    @Test func findsExactlyTheNodesItHolds() {
        var table = NodeTable<Int>()
        let nodes: [UInt32] = [0, 3, 4, 9, 100, 101, 4_000_000]
        for (k, node) in nodes.enumerated() { table.append(node, k) }
        for probe in UInt32(0)...110 {
            #expect(table[probe] == nodes.firstIndex(of: probe), "\(probe)")
        }
        #expect(table[4_000_000] == 6 && table[4_000_001] == nil && NodeTable<Int>()[0] == nil)
    }
}
