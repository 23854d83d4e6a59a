#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into this module (.ci/fuzz)
import SettingsKit
#endif

/// Structure-aware mutations for the front-ends other than page files, chosen by what the input
/// looks like: XML (property lists, AndroidX screens and values, shared_prefs), binary property
/// lists, `.strings` tables. Each keeps the format recognisable and inserts what its reader must
/// bound or refuse: entities and attribute defaults, references and their cycles, unbound
/// prefixes, escapes at the edge of UTF-16, objects that hold themselves or are used many times.
///
/// Deterministic for a seed, like `PageMutator`.
package enum FormatMutator {
    typealias Random = PageMutator.Random

    /// A mutation of `bytes` by its format, or nil for a page file (PageMutator's).
    package static func mutate(_ bytes: [UInt8], seed: UInt32, maxSize: Int) -> [UInt8]? {
        var random = Random(state: UInt64(seed) | 1)
        let start = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        let out: [UInt8]
        if bytes.starts(with: Array("bplist".utf8)) {
            out = BinaryPlistShapes.make(&random)
        } else if start.first == UInt8(ascii: "<") {
            out = insert(random.pick(xmlTokens), into: bytes, at: [UInt8(ascii: ">")], &random)
        } else if start.first == UInt8(ascii: "\"") || start.first == UInt8(ascii: "/") {
            out = insert(random.pick(stringsTokens), into: bytes, at: [UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "=")], &random)
        } else {
            return nil
        }
        return Array(out.prefix(maxSize))
    }

    /// `token` after one of the bytes in `after` (or at the start), chosen at random.
    static func insert(_ token: String, into bytes: [UInt8], at after: [UInt8], _ random: inout Random) -> [UInt8] {
        let places = [0] + bytes.indices.filter { after.contains(bytes[$0]) }.map { $0 + 1 }
        let at = random.pick(places)
        return Array(bytes[..<at]) + Array(token.utf8) + Array(bytes[at...])
    }

    static let xmlTokens = [
        "<!DOCTYPE resources [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>", "&a;", "&b;", "&undeclared;",
        "<!DOCTYPE plist [<!ATTLIST dict x CDATA \"a default value copied into every element\">]>",
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
        "<!ENTITY x SYSTEM \"file:///etc/passwd\">", "<!ENTITY % p \"x\">",
        "<string name=\"a\">@string/b</string><string name=\"b\">@string/a</string>", "<string name=\"c\">@string/c</string>",
        "<string-array name=\"e\"><item>@string/a</item></string-array>", "<item>\\u202Eevil</item>", "<string name=\"d\">\\uD800</string>",
        "<Preference app:key=\"k\" app:title=\"@string/a\" app:dependency=\"k\"/>", "<Preference bogus:title=\"x\"/>",
        "<SwitchPreferenceCompat xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:key=\"s\" app:defaultValue=\"@bool/missing\"/>",
        "<ListPreference app:entries=\"@array/e\" app:entryValues=\"@array/e\" app:defaultValue=\"zz\"/>",
        "<PreferenceCategory app:initialExpandedChildrenCount=\"0\">", "</PreferenceCategory>", "<PreferenceScreen>", "</PreferenceScreen>",
        "<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Values</key><array><integer>1</integer></array><key>Titles</key><array/></dict>",
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>File</key><string>../../etc/passwd</string></dict>",
        "<key>Title</key><string>\u{1B}[31m\u{202E}</string>", "<key>DefaultValue</key><real>1e308</real>", "<integer>99999999999999999999</integer>",
        "<array>", "</array>", "<dict>", "</dict>", "<boolean name=\"b\" value=\"maybe\"/>", "<float name=\"f\" value=\"NaN\"/>",
        String(repeating: "<array>", count: 300), "\u{FEFF}", "<![CDATA[ ]]>", "<?xml version=\"1.1\"?>",
    ]

    static let stringsTokens = [
        "\"\\UD800\\U0041\"", "\"\\UDC00\"", "\"\\UD83D\\UDE00\"", "\"\\U00\"", "\"\\", "\"a\" = \"b\";", "\"a\" = \"b\"", "= ;", "/* open", "// line\n",
        "bare = word;", "\"\\u202E\" = \"\\e\";", "\"夜间\" = \"很长很长很长很长的标题\";", "\u{1B}[2J", "\"\\n\\t\\r\\\\\\\"\"", "\"a\" = ", "\u{0}",
    ]
}

/// Binary property lists built object by object, settings-shaped and then damaged: references
/// anywhere (to themselves, to their ancestors), containers used many times, lengths and sizes at
/// their edges, a trailer that lies.
enum BinaryPlistShapes {
    static let strings = ["PreferenceSpecifiers", "Type", "Title", "Key", "DefaultValue", "Values", "Titles", "File", "StringsTable",
                          "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSChildPaneSpecifier", "PSGroupSpecifier", "PSSliderSpecifier",
                          "PSTitleValueSpecifier", "PSTextFieldSpecifier", "MinimumValue", "MaximumValue", "sound", "夜间模式", "\u{202E}x\u{1B}"]

    static func make(_ random: inout FormatMutator.Random) -> [UInt8] {
        let count = 1 + random.next(40)
        var objects: [[UInt8]] = []
        for _ in 0..<count {
            let ref = { (r: inout FormatMutator.Random) in UInt8(r.next(count)) }
            switch random.next(10) {
            case 0: objects.append([0x08 + UInt8(random.next(2))])
            case 1: objects.append([0x13] + (0..<8).map { _ in UInt8(random.next(256)) })
            case 2: objects.append([0x23] + (0..<8).map { _ in UInt8(random.next(256)) })
            case 3:
                let text = Array(random.pick(strings).utf16)
                objects.append([0x6F, 0x10, UInt8(text.count)] + text.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            case 4:
                let text = Array(random.pick(strings).utf8.filter { $0 < 0x80 })
                objects.append([0x5F, 0x10, UInt8(text.count)] + text)
            case 5, 6:
                let n = random.next(16)
                objects.append([0xA0 | UInt8(n)] + (0..<n).map { _ in ref(&random) })
            case 7, 8:
                let n = random.next(8)
                objects.append([0xD0 | UInt8(n)] + (0..<2 * n).map { _ in ref(&random) })
            default:
                objects.append([UInt8(random.next(256))] + (0..<random.next(4)).map { _ in UInt8(random.next(256)) })
            }
        }
        var bytes = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        var trailer: [UInt8] = [0, 0, 0, 0, 0, 0, 2, 1] + big(count) + big(random.next(count)) + big(table)
        if random.next(8) == 0 { trailer[6 + random.next(26)] = UInt8(random.next(256)) }  // a trailer that lies
        return bytes + trailer
    }

    static func big(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
