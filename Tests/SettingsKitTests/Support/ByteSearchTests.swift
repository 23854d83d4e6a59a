import Testing
@testable import SettingsKit

@Suite struct ByteSearchTests {
    /// The plain definition: some place where every byte of the needle follows.
    static func naive(_ needle: [UInt8], _ haystack: [UInt8]) -> Bool {
        needle.isEmpty || haystack.count >= needle.count
            && (0...(haystack.count - needle.count)).contains { i in haystack[i..<i + needle.count].elementsEqual(needle) }
    }

    @Test func agreesWithThePlainSearch() {
        // Haystacks of the needle's own bytes, so near misses and overlaps are everywhere.
        var generator = SystemRandomNumberGenerator()
        for needle in ["settings-render:", "ab-", "-", "a", "aa-a", "x:y", "日本"].map({ Array($0.utf8) }) {
            let alphabet = Array(Set(needle + [0x20, 0x73]))
            for length in [0, 1, needle.count - 1, needle.count, needle.count + 1, 40, 300] where length >= 0 {
                for _ in 0..<50 {
                    let haystack = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                    #expect(ByteSearch.contains(needle, in: haystack[...]) == Self.naive(needle, haystack), "\(needle) in \(haystack)")
                }
            }
        }
    }

    /// `firstIndex` against the plain definition, from every start: the first place at or after it.
    @Test func firstIndexAgreesWithThePlainSearchFromEveryStart() {
        var generator = SystemRandomNumberGenerator()
        for needle in ["R.xml.", "ab-", "a", "aa-a", "日本"].map({ Array($0.utf8) }) {
            let alphabet = Array(Set(needle + [0x20]))
            for length in [0, 1, needle.count, needle.count + 1, 40] {
                for _ in 0..<30 {
                    let haystack = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                    for from in 0...haystack.count {
                        let expected = haystack.count < needle.count ? nil
                            : (from...max(from, haystack.count - needle.count)).first { i in
                                i + needle.count <= haystack.count && haystack[i..<i + needle.count].elementsEqual(needle)
                            }
                        #expect(ByteSearch.firstIndex(of: needle, in: haystack, from: from) == expected, "\(needle) in \(haystack) from \(from)")
                    }
                }
            }
        }
        #expect(ByteSearch.firstIndex(of: [0x61], in: [0x61], from: 2) == nil)
    }

    @Test func findsTheNeedleAtEitherEnd() {
        let needle = Array("settings-render:".utf8)
        let text = Array("# settings-render: disable-line x\nsss settings settings-rende\n".utf8)
        #expect(ByteSearch.contains(needle, in: text[...]))
        #expect(ByteSearch.contains(needle, in: text[2..<18]))
        #expect(!ByteSearch.contains(needle, in: text[3...]))
        #expect(!ByteSearch.contains(needle, in: text[2..<17]))
        #expect(ByteSearch.contains([], in: text[0..<0]))
    }
}
