import Foundation
import Testing
@testable import SettingsKit

/// Apple's property-list reader is the oracle for ours: over every `.plist` and `.strings` file of
/// the corpora, the seeds of `OracleInputs` and mutations of both, what Foundation reads we read
/// with the same values, and what it refuses we refuse. Where the two must differ, an
/// `OracleException` names the case and says why (Docs/SettingsBundle.md, "Read as Apple reads").
///
/// `ORACLE_MUTATIONS=200000 swift test --filter FoundationOracleTests` runs a big sample by hand;
/// CI checks a few thousand.
@Suite struct FoundationOracleTests {
    enum Kind { case plist, strings }

    /// Counts of a run, and the disagreements no exception explains.
    struct Tally: CustomStringConvertible {
        var bothRead = 0, bothRefused = 0
        /// Inputs Foundation read as old-style text (`.openStep`).
        var openStep = 0
        var excepted: [String: Int] = [:]
        var failures: [String] = []

        var total: Int { bothRead + bothRefused + excepted.values.reduce(0, +) + failures.count }
        var description: String {
            "\(total) inputs: \(bothRead) read alike (\(openStep) of them old-style text), \(bothRefused) refused by both, \(failures.count) disagree"
                + (excepted.isEmpty ? "" : "; excepted: " + excepted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }

        mutating func check(_ bytes: [UInt8], _ kind: Kind, _ label: String) {
            let (apple, format) = FoundationOracle.foundationWithFormat(bytes)
            let ours = kind == .plist ? FoundationOracle.ours(plist: bytes) : FoundationOracle.ours(strings: bytes)
            if apple == ours {
                if apple.isRead { bothRead += 1 } else { bothRefused += 1 }
                if apple.isRead, format == .openStep { openStep += 1 }
                return
            }
            let disagreement = OracleDisagreement(bytes: bytes, kind: kind, apple: apple, format: format, ours: ours)
            if let exception = OracleException.all.first(where: { $0.applies(disagreement) }) {
                excepted[exception.name, default: 0] += 1
                return
            }
            if failures.count < 30 {
                let shown = String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
                if case .read(let x) = apple, case .read(let y) = ours, let where_ = OracleValue.difference(x, y) {
                    failures.append("\(label): Foundation against ours at \(where_)\n    \(shown)")
                } else {
                    failures.append("\(label): Foundation \(apple), ours \(ours)\n    \(shown)")
                }
            } else {
                failures.append(label)
            }
        }
    }

    static let corpora = ["Fixtures", "../shared/realworld", "../shared/realworld-apps"]

    /// The corpus files of a kind, as paths relative to the package; a corpus that is absent is skipped.
    static func corpusFiles(_ kind: Kind) -> [String] {
        let suffix = kind == .plist ? ".plist" : ".strings"
        return corpora.flatMap { corpus -> [String] in
            guard let walk = FileManager.default.enumerator(atPath: Golden.url(corpus).path) else { return [] }
            return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().map { corpus + "/" + $0 }
        }
    }

    static var mutationCount: Int { ProcessInfo.processInfo.environment["ORACLE_MUTATIONS"].flatMap { Int($0) } ?? 3_000 }

    @Test(arguments: [Kind.plist, .strings])
    func everyCorpusFileReadsAsFoundationReadsIt(_ kind: Kind) throws {
        var tally = Tally()
        let files = Self.corpusFiles(kind)
        for path in files { tally.check(try Golden.bytes(path), kind, path) }
        print("oracle corpus \(kind): \(tally)")
        #expect(files.count > (kind == .plist ? 30 : 10), "the fixtures alone hold more")
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }

    @Test(arguments: [Kind.plist, .strings])
    func theSeedsReadAsFoundationReadsThem(_ kind: Kind) {
        var tally = Tally()
        for (i, seed) in (kind == .plist ? OracleInputs.plistSeeds : OracleInputs.stringsSeeds).enumerated() {
            tally.check(seed, kind, "seed \(i)")
        }
        print("oracle seeds \(kind): \(tally)")
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }

    /// Mutations of the seeds and the corpus files, and every 97th-byte truncation of the seeds:
    /// a fixed seed, so a failure replays.
    @Test(arguments: [Kind.plist, .strings])
    func mutatedInputsReadAsFoundationReadsThem(_ kind: Kind) throws {
        let seeds = (kind == .plist ? OracleInputs.plistSeeds : OracleInputs.stringsSeeds)
        // The smaller corpus files: a mutation of a large one costs more and finds no more.
        let corpus = try Self.corpusFiles(kind).map { try Golden.bytes($0) }.filter { $0.count < 16 << 10 }
        let bases = seeds + corpus
        var tally = Tally()
        var random = SplitMix64(state: kind == .plist ? 47 : 4_700)
        for n in 0..<Self.mutationCount {
            var bytes = bases[random.below(bases.count)]
            for _ in 0...random.below(3) { bytes = OracleInputs.mutate(bytes, &random) }
            tally.check(bytes, kind, "mutation \(n)")
        }
        for (i, seed) in seeds.enumerated() {
            for cut in OracleInputs.truncations(seed, step: 7) { tally.check(cut, kind, "seed \(i) cut at \(cut.count)") }
        }
        print("oracle mutations \(kind): \(tally)")
        #expect(tally.failures.isEmpty, "\(tally.failures.count) disagreements; first:\n\(tally.failures.prefix(30).joined(separator: "\n"))")
    }
}

/// One input the two readers disagree on.
struct OracleDisagreement {
    var bytes: [UInt8]
    var kind: FoundationOracleTests.Kind
    var apple: OracleReading
    var format: PropertyListSerialization.PropertyListFormat?
    var ours: OracleReading

    var appleReads: Bool { apple.isRead }
    var oursRefusal: String? { if case .refused(let why) = ours { why } else { nil } }
}

/// A disagreement that must stay, with why: each is listed in Docs/SettingsBundle.md, "Read as
/// Apple reads". The first that applies names it.
struct OracleException: Sendable {
    var name: String
    var applies: @Sendable (OracleDisagreement) -> Bool

    static let all: [OracleException] = [
        // A `.strings` file in XML or binary whose root is no dictionary of strings: Foundation
        // reads the property list, and no table comes of it (CFBundle finds no string in it).
        OracleException(name: "strings property list no table") { d in
            d.kind == .strings && d.format != nil && d.format != .openStep
                && (d.oursRefusal?.contains("dictionary of strings") == true || d.oursRefusal?.contains("not a string") == true)
        },
        // `{ CF$UID = 3; }`, a keyed archive's reference: Foundation makes a UID; here it stays a
        // dictionary, which no settings file holds.
        OracleException(name: "keyed-archiver UID") { d in
            if case .read(.other(let what)) = d.apple { return what.contains("UID") }
            if case .read(let v) = d.apple { return "\(v)".contains("other(_NSKeyedArchiverUID)") }
            return false
        },
        // An integer above Int64.max: Foundation reads it unsigned; values here are Int.
        OracleException(name: "integer above Int64.max") { d in d.oursRefusal?.contains("above 9223372036854775807") == true },
        // `nan`, `inf`: Foundation reads them; here a real is finite, as JSON and YAML output need.
        OracleException(name: "non-finite real") { d in
            d.appleReads && d.oursRefusal?.contains("<real>") == true
                && ["nan", "inf"].contains { String(decoding: d.bytes, as: UTF8.self).lowercased().contains($0) }
        },
        // A declaration naming an encoding other than UTF-8 or UTF-16 (ISO-8859-1, windows-1252, a
        // name nobody knows): Foundation decodes the file by it; here the bytes are read as UTF-8.
        OracleException(name: "declared encoding not UTF") { d in
            guard d.kind == .plist, let head = String(bytes: d.bytes.prefix(100), encoding: .isoLatin1)?.lowercased(),
                  head.hasPrefix("<?xml"), let range = head.range(of: "encoding=") else { return false }
            let name = head[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
            return !["utf-8", "utf-16", "utf-16le", "utf-16be"].contains(String(name))
        },
        // A declaration naming UTF-16 in a file of single bytes (no byte-order mark, no zero byte):
        // Foundation decodes by the declaration and refuses the garbage; here the bytes are read
        // as what they are, UTF-8.
        OracleException(name: "declared UTF-16, written UTF-8") { d in
            guard !d.appleReads, d.ours.isRead, !d.bytes.contains(0), !d.bytes.starts(with: [0xFF, 0xFE]), !d.bytes.starts(with: [0xFE, 0xFF]),
                  let head = String(bytes: d.bytes.prefix(120), encoding: .isoLatin1)?.lowercased() else { return false }
            return head.hasPrefix("<?xml") && head.contains("encoding=\"utf-16")
        },
        // A carriage return in text: XML reads line ends as line feeds (expat does), Apple's reader
        // keeps them: "a\r\nb" there, "a\nb" here. The same tree, line ends apart.
        OracleException(name: "carriage return in text") { d in
            guard d.bytes.contains(0x0D), case .read(let a) = d.apple, case .read(let b) = d.ours else { return false }
            return a.lineFeeds == b.lineFeeds
        },
        // UTF-16 without a byte-order mark: Foundation guesses it from a zero byte; here a file
        // says what it is with its byte-order mark (SourceFile).
        OracleException(name: "UTF-16 without a byte-order mark") { d in d.bytes.count > 2 && (d.bytes[0] == 0 || d.bytes[1] == 0) },
        // An empty `.strings` file: Foundation refuses zero bytes; here it is an empty table. Either
        // way the Settings app shows the keys.
        OracleException(name: "empty strings file") { d in d.kind == .strings && d.bytes.isEmpty },
        // A `.strings` file that is no table (a lone string, an array), or a table with a value that
        // is no text (an array, a dictionary, data): Foundation reads it; no title can use it.
        OracleException(name: "strings value not text") { d in
            guard d.kind == .strings, case .read(let value) = d.apple else { return false }
            guard case .dictionary(let entries) = value else { return true }
            return entries.values.contains { if case .string = $0 { false } else { true } }
        },
        // A file whose UTF-8 or UTF-16 is damaged (an odd byte, half a surrogate pair, a byte
        // that is no UTF-8): Foundation on Linux decodes what it can; here it is an encoding error
        // at its first bad byte (SourceFile), as Apple's platforms refuse it.
        OracleException(name: "damaged UTF-8 or UTF-16") { d in
            d.appleReads && (d.oursRefusal?.contains("UTF-16") == true || d.oursRefusal?.contains("surrogate") == true
                || d.oursRefusal?.contains("is not UTF-8") == true)
        },
        // A root element other than <plist> (`<dict>…</dict>` alone): Apple's reader takes the
        // value; here a property list has its <plist>, as every writer makes it.
        OracleException(name: "root element not <plist>") { d in d.appleReads && d.oursRefusal?.contains("not <plist>") == true },
        // A `>` or `[` inside the DOCTYPE's quoted names: Apple's reader skips a DOCTYPE to its
        // first `>`, and stumbles on the rest; expat reads the quotes.
        // … and a `>` inside a quoted attribute value (`version="1.>0"`): Apple's reader ends a tag
        // at its first `>`.
        OracleException(name: "DOCTYPE or tag Apple's reader cuts short") { d in
            let text = String(decoding: SourceFile(path: "x", bytes: d.bytes).bytes, as: UTF8.self)
            guard d.kind == .plist || d.format == .xml || PropertyList.isXML(d.bytes) else { return false }
            if let start = text.range(of: "<!DOCTYPE") {
                let cut = text[start.upperBound...].prefix { $0 != ">" }
                if cut.contains("[") || cut.count(where: { $0 == "\"" }) % 2 == 1 { return true }
            }
            return !d.appleReads && text.contains(/<[A-Za-z][^<>]*=\s*("[^"<]*>[^"]*"|'[^'<]*>[^']*')/)
        },
        // A binary property list damaged so that the two readers judge it apart: not yet looked
        // into.
        OracleException(name: "damaged binary plist") { d in
            guard d.kind == .plist, d.bytes.starts(with: Array("bplist".utf8)) else { return false }
            if case .read(let v) = d.apple, "\(v)".contains("other(") { return true }
            return !d.appleReads && d.ours.isRead
        },
        // A <plist> start tag damaged where Apple's reader reads its name (`<plist= version…>`, a
        // non-ASCII byte among its attributes): it refuses an "unknown tag"; the prolog reading
        // here blanks the tag's attributes and reads on. Not yet looked into.
        OracleException(name: "damaged <plist> start tag") { d in
            if case .refused(let why) = d.apple, why.contains("unknown tag plist") { return d.ours.isRead }
            return false
        },
        // XML that is not well-formed: Apple's reader checks no more than it needs (attributes, text
        // after the root element, an undeclared entity in <data>, a `<` in an attribute), expat
        // checks it all. The message is expat's.
        // … and an entity no declaration defines inside <data>, whose bytes Apple's reader skips.
        // A declaration out of place is not among them: Apple's reader reads it as a processing
        // instruction, and so does the prolog reading here (`AppleProlog`).
        OracleException(name: "not well-formed XML") { d in
            (d.kind == .plist || d.format == .xml) && d.appleReads && d.oursRefusal?.contains("declaration not at start") != true
                && (d.oursRefusal?.contains("XML: ") == true || d.oursRefusal?.contains("is declared nowhere") == true)
        },
    ]
}

extension OracleValue {
    /// The value with every carriage return read as XML reads one: CR LF and CR as LF.
    var lineFeeds: OracleValue {
        switch self {
        case .string(let s):
            var out: [UInt32] = []
            for (i, c) in s.enumerated() where !(c == 0x0D && i + 1 < s.count && s[i + 1] == 0x0A) { out.append(c == 0x0D ? 0x0A : c) }
            return .string(out)
        case .array(let a): return .array(a.map(\.lineFeeds))
        case .dictionary(let d):
            var out: [[UInt32]: OracleValue] = [:]
            for (k, v) in d { out[OracleValue.string(k).lineFeeds.scalars] = v.lineFeeds }
            return .dictionary(out)
        default: return self
        }
    }

    private var scalars: [UInt32] { if case .string(let s) = self { s } else { [] } }
}
