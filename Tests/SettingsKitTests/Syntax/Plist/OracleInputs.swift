import Foundation

/// The inputs the differential test feeds both readers beyond the corpora: seeds written for the
/// corners of each format, and deterministic mutations of them and of the corpus files.
enum OracleInputs {
    static func plist(_ body: String, declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> [UInt8] {
        Array((declaration + "\n" + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
               + "\n<plist version=\"1.0\">\n" + body + "\n</plist>\n").utf8)
    }

    /// XML property lists: one corner each.
    static let plistSeeds: [[UInt8]] = {
        var seeds: [[UInt8]] = [
            plist("<dict>\n\t<key>FooterText</key>\n\t<string>Licence\u{0C}text</string>\n</dict>"),
            plist("<string>a&#12;b&#x1F;c</string>"),
            plist("<string>&#xD800;</string>"),
            plist("<string>&#0;</string>"),
            plist("<string>&#x7F;&#xFFFE;&#x10FFFF;</string>"),
            plist("<string>\u{01}\u{08}\u{0B}\u{1F}\u{7F}</string>"),
            plist("<string>&lt;&gt;&amp;&apos;&quot;</string>"),
            plist("<string>&nbsp;</string>"),
            plist("<string><![CDATA[<b>&amp;</b>]]></string>"),
            plist("<string>a<!-- c -->b</string>"),
            plist("<string>a<?pi x?>b</string>"),
            plist("<array><string/><string></string><key/></array>"),
            plist("<array><integer> 12</integer><integer>12 </integer><integer>0x1F</integer><integer>-0</integer><integer>+7</integer></array>"),
            plist("<array><integer>- 5</integer><integer>9223372036854775807</integer><integer>9223372036854775808</integer></array>"),
            plist("<array><integer>-9223372036854775808</integer><integer>007</integer><integer>1e3</integer></array>"),
            plist("<array><real>1.5</real><real> 2.5</real><real>2.5 </real><real>1e3</real><real>.5</real><real>-0</real></array>"),
            plist("<array><real>nan</real><real>inf</real><real>1e400</real><real>0x10</real></array>"),
            plist("<array><true/><false/><true></true><true> </true><false>x</false></array>"),
            plist("<array><date>2020-01-02T03:04:05Z</date><date> 2020-01-02T03:04:05Z</date><date>2020-13-02T03:04:05Z</date></array>"),
            plist("<array><date>2020-01-02</date><date>2020-01-02T03:04:05.5Z</date><date>-0100-01-02T03:04:05Z</date></array>"),
            plist("<array><data>QUJD</data><data>QU JD\n\t</data><data>QUI=</data><data>QQ==</data><data>QUJ</data><data>Q!U@J#D</data></array>"),
            plist("<array><data>QU&#74;D</data><data>QUJD<!-- x --></data></array>"),
            plist("<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>"),
            plist("<dict><key>a</key><dict><key>b</key><array><dict/><array/><string>x</string></array></dict></dict>"),
            plist("<dict><key>CF$UID</key><integer>3</integer></dict>"),
            plist("<dict>\n<key>Title</key>\n<string>x</string>\n</dict>\ntrailing garbage"),
            plist("<string>\u{00E9}e\u{0301}\u{1F600}</string>"),
            plist("<string>tab\there\r\nCRLF\rCR</string>"),
            plist("<String>x</String>"),
            plist("<dict><key>a</key>text<string>x</string></dict>"),
            plist("<string>x</string>", declaration: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#),
            plist("<string>\u{00E9}</string>", declaration: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#),
            plist("<string>x</string>", declaration: #"<?xml version="1.0" encoding="UTF-16"?>"#),
            plist("<string>x</string>", declaration: #"<?xml version="1.0" encoding="windows-1252"?>"#),
            plist("<string>x</string>", declaration: #"<?xml version="1.0" encoding="nonsense"?>"#),
            // Unquoted, as a script that lost its quotes writes it (MyPrototyper's licence panes).
            plist("<string>\u{00E9}</string>", declaration: "<?xml version=1.0 encoding=UTF-8?>"),
            plist("<string>x</string>", declaration: "<?xml version='1.0' encoding=UTF-8 ?>"),
            plist("<string>x</string>", declaration: "<?xml version=1.0"),
        ]
        seeds.append(Array("<?xml version=1.0 encoding=UTF-8?>\n<!DOCTYPE plist PUBLIC -//Apple//DTD PLIST 1.0//EN http://www.apple.com/DTDs/PropertyList-1.0.dtd>\n<plist version=1.0>\n<dict><key>a</key><string>b</string></dict>\n</plist>\n".utf8))
        seeds += [
            plist("<string>x</string>", declaration: ""),
            Array("<plist><string>bare</string></plist>".utf8),
            Array("<plist version=\"1.0\"><dict><key>a</key><string>x</string></dict>".utf8),
            Array("<plist version=\"1.0\"><dict><key>a</key><string>x</dict></plist>".utf8),
            Array("{ a = b; c = (1, 2); d = <0102>; }".utf8),
            Array("( \"x\", y )".utf8),
        ]
        // Old-style (OpenStep) text, as TrackMyTime's Acknowledgements.plist is written, and its corners.
        seeds += [
            "{\n    PreferenceSpecifiers = (\n        { Type = PSGroupSpecifier; Title = \"Thanks\"; FooterText = \"Licence\\ntext \\U00e9\"; },\n"
                + "        { Type = PSToggleSwitchSpecifier; Key = sound; DefaultValue = YES; Title = Sound; },\n    );\n    StringsTable = Acknowledgements;\n}\n",
            "( a, b, )", "()", "{}", "{ a; }", "{ a = b }", "{ a = b; } x", "( a b )", "( a, , b )", "<0 1>", "<zz>", "<>", "< 0a 1B\n>",
            "a = b; c = d;", "\"just\"", "\"just\" junk", "{ a = (1, { b = c; }); }", "{ a = { }; b = ( ); }", "  \n", "// only a comment\n",
            "/* c */ { a /* k */ = /* v */ b; // e\n }", "{ 'q' = 'x\\'y'; }", "{ a = \"never closed; }", "{ = b; }", "{ a = ; }",
            "{ a = b; a = c; }", "(((((((( a ))))))))", "{ a = <0a0b", "{ a = b;", "( a,", "{ a = (b c); }", "{ k = v; }\n{ k = w; }",
            "\u{FEFF}{ a = b; }",
        ].map { Array($0.utf8) }
        // Latin-1 bytes under a Latin-1 declaration.
        seeds.append(Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><plist><string>"#.utf8) + [0xE9] + Array("</string></plist>".utf8))
        // UTF-16 with a byte-order mark, both orders, and UTF-8 with one.
        let text = String(decoding: plist("<dict><key>T</key><string>\u{00E9}\u{0C}</string></dict>", declaration: #"<?xml version="1.0" encoding="UTF-16"?>"#), as: UTF8.self)
        seeds.append([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        seeds.append([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        seeds.append([0xEF, 0xBB, 0xBF] + plist("<string>bom</string>"))
        // A binary property list, as Foundation writes it.
        if let binary = try? PropertyListSerialization.data(fromPropertyList: ["Title": "x\u{0C}", "N": 3, "B": true, "A": [1.5, "y"]] as [String: Any],
                                                            format: .binary, options: 0) {
            seeds.append(Array(binary))
        }
        return seeds
    }()

    /// `.strings` tables: one corner each.
    static let stringsSeeds: [[UInt8]] = {
        var seeds: [String] = [
            "\"a\" = \"b\";\n\"c\" = \"d\";",
            "/* comment */ \"a\" = \"b\"; // line\n",
            "\"a\" = \"b\"",
            "\"a\" = \"b\";;",
            "a = b;\nbare.key-1/x:y$ = value_2;",
            "\"é\" = \"\\U00e9\\U00E9\";",
            "\"pair\" = \"\\UD83D\\UDE00\";",
            "\"lone\" = \"\\UD83D\";",
            "\"short\" = \"\\U41\\Uzz\";",
            "\"lower\" = \"\\u00e9\";",
            "\"esc\" = \"\\a\\b\\f\\v\\n\\r\\t\\\\\\\"\\'\\q\\101\\0\";",
            "'single' = 'quoted';",
            "\"dup\" = \"1\";\n\"dup\" = \"2\";",
            "\"only\";",
            "\"a\" = \"b\"; /* never closed",
            "\"a\" = \"b\"; /",
            "\"nbsp\"\u{00A0}= \"x\";",
            "\"ls\"\u{2028}= \"x\";",
            "\"ff\"\u{0C}= \"x\u{0C}\";",
            "é = x;",
            "\"a\" = (\"x\");",
            "\"a\" = { b = c; };",
            "\"a\" = <0102>;",
            "{ \"a\" = \"b\"; }",
            "\"just a string\"",
            "",
            "   \n",
            "\"a\" = \"multi\nline\";",
            "\"nul\" = \"x\u{0}y\";",
        ]
        seeds.append("<?xml version=\"1.0\"?><plist><dict><key>a</key><string>b</string></dict></plist>")
        // A table in XML as an app ships it (SkinSwitch), with the DOCTYPE, white space before it, a
        // root that is no dictionary, and a value that is no string.
        seeds.append("\n  <?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
                     + "<plist version=\"1.0\">\n  <dict>\n    <key>orderSkinsBy</key>\n    <string>Ordonează după</string>\n    <key>name</key>\n    <string>Nume &amp; dată</string>\n  </dict>\n</plist>\n")
        // A declaration after a licence comment (holdout 21's weather app), after a processing
        // instruction, and after the DOCTYPE: Apple's reader skips each as a processing instruction.
        let pane = "<plist version=\"1.0\"><dict><key>k</key><string>v</string></dict></plist>\n"
        seeds.append("<!--\n  Root.plist\n  Copyright\n -->\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + pane)
        seeds.append("<?pi x?><?xml version=\"1.0\"?>" + pane)
        seeds.append("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<?xml version=\"1.0\"?>\n" + pane)
        seeds.append("<plist version=\"1.0\"><array><string>a</string></array></plist>")
        seeds.append("<plist version=\"1.0\"><dict><key>n</key><integer>1</integer></dict></plist>")
        var bytes = seeds.map { Array($0.utf8) }
        let wide = "/* UTF-16 */\n\"T\" = \"\u{00E9}\\U00e9\";\n"
        bytes.append([0xFF, 0xFE] + wide.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        bytes.append([0xFE, 0xFF] + wide.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        bytes.append([0xEF, 0xBB, 0xBF] + Array(wide.utf8))
        bytes.append(Array("\"latin\" = \"".utf8) + [0xE9] + Array("\";".utf8))
        return bytes
    }()

    /// What a mutation inserts: the characters and constructs each format's readers disagree on.
    static let insertions: [String] = [
        "\u{0C}", "\u{01}", "\u{0}", "\u{1F}", "\t", "\r", "\r\n", " ", "\u{A0}", "\u{2028}", "é", "\u{1F600}",
        "&#12;", "&#x1F;", "&#xD800;", "&#0;", "&#65;", "&amp;", "&nbsp;", "&", "<", ">", "]]>", "\"", "'", ";", "=", "\\", "\\U00e9", "\\u00e9",
        "<!-- c -->", "<![CDATA[x]]>", "<?pi?>", "<string>", "</string>", "<dict>", "</dict>", "<key>k</key>", "<true/>", "<string/>",
        "/*", "*/", "//", "(", ")", "{", "}", "<0a>", ",",
    ]

    /// One mutation of `bytes`: an insertion, a deletion, a truncation or a repeated span.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        guard !bytes.isEmpty else { return Array(insertions[random.below(insertions.count)].utf8) }
        var out = bytes
        let at = random.below(out.count + 1)
        switch random.below(4) {
        case 0, 1: out.insert(contentsOf: Array(insertions[random.below(insertions.count)].utf8), at: at)
        case 2: out.removeSubrange(at..<min(out.count, at + 1 + random.below(8)))
        default:
            let from = random.below(out.count), length = min(out.count - from, 1 + random.below(40))
            out.insert(contentsOf: out[from..<from + length], at: at)
        }
        return out
    }

    /// Every `step`th prefix of `bytes`: a file cut short as a failed write leaves it.
    static func truncations(_ bytes: [UInt8], step: Int) -> [[UInt8]] {
        stride(from: 0, to: bytes.count, by: max(step, 1)).map { Array(bytes[..<$0]) }
    }
}
