/// The values the aapt oracle compiles beyond the corpora: elements written for each escape and
/// markup form (`NAME` stands for the element's name), and deterministic mutations of them.
enum AaptOracleInputs {
    static let seeds: [String] = [
        #"<string name="NAME">Don\'t stop</string>"#,
        #"<string name="NAME">say \"hi\" and a\\b</string>"#,
        #"<string name="NAME">line\nbreak\ttab</string>"#,
        #"<string name="NAME">\u00e9\u00E9 \u20ac\u0041</string>"#,
        #"<string name="NAME">\u0020x\u0020</string>"#,
        ##"<string name="NAME">\@string/x \?attr \#1</string>"##,
        #"<string name="NAME">"  quoted   spaces  " here</string>"#,
        "<string name=\"NAME\">  lead and\n\n   trail  </string>",
        #"<string name="NAME">"it's" quoted</string>"#,
        #"<string name="NAME"><![CDATA[<b>raw</b> & more]]></string>"#,
        #"<string name="NAME"><![CDATA[  two   spaces ]]></string>"#,
        #"<string name="NAME">Hello <xliff:g id="name" example="Bob">%1$s</xliff:g>!</string>"#,
        #"<string name="NAME"><xliff:g id="x">  b  </xliff:g></string>"#,
        #"<string name="NAME">a <b>bold</b> c</string>"#,
        #"<string name="NAME"> <b>bold</b> </string>"#,
        #"<string name="NAME">a <b> b </b> c</string>"#,
        #"<string name="NAME"><i>it</i><u>u</u> <font color="red">red</font></string>"#,
        #"<string name="NAME">a<annotation key="v">b</annotation>c</string>"#,
        #"<string name="NAME" formatted="false">%s and %d</string>"#,
        #"<string name="NAME">%1$s and %2$d</string>"#,
        #"<string name="NAME">&lt;tag&gt; &amp; &#x1F600; tab&#9;here</string>"#,
        #"<string name="NAME">a "" b</string>"#,
        #"<string name="NAME">x "" </string>"#,
        #"<string name="NAME">"a  <b>b</b>  c"</string>"#,
        #"<string name="NAME">"a\"b" \'c\'</string>"#,
        #"<string name="NAME">trailing\</string>"#,
        #"<string name="NAME">unknown \q escape</string>"#,
        #"<string name="NAME"/>"#,
        #"<string name="NAME">   </string>"#,
        #"<string name="NAME">@string/oracle_elsewhere</string>"#,
        #"<string name="NAME">@null</string>"#,
        #"<item type="string" name="NAME">typed item</item>"#,
        #"<string-array name="NAME"><item>one\'s</item><item>  two  </item><item>"  three "</item><item><b>four</b></item></string-array>"#,
        #"<array name="NAME"><item>x</item><item>@string/oracle_elsewhere</item></array>"#,
        // Refused by aapt and aapt2 alike.
        #"<string name="NAME">Don't</string>"#,
        #"<string name="NAME">%s and %d</string>"#,
        #"<string name="NAME">\u00zz</string>"#,
    ]

    /// What a mutation inserts: escapes, quotes, white space, markup and format specifiers.
    static let insertions: [String] = [
        #"\'"#, #"\""#, #"\\"#, #"\n"#, #"\t"#, #"\u00e9"#, #"\u1F60"#, #"\@"#, #"\?"#, ##"\#"##, #"\q"#, "\"", "'", " ", "   ",
        "\n", "\t", "<b>x</b>", "<b> </b>", "<i></i>", #"<xliff:g id="g">%1$s</xliff:g>"#, #"<xliff:g id="g"> </xliff:g>"#,
        "<![CDATA[ c ]]>", "<![CDATA[\"]]>", "&amp;", "&lt;", "&#10;", "&#32;", "&#x20AC;", "%s", "%1$s", "%d", "@", "?", "é", "😀", "word",
    ]

    /// A values file of the elements, one a line, each named `prefix` and its number.
    static func file(_ elements: [String], prefix: String) -> (bytes: [UInt8], names: [String]) {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        var names: [String] = []
        for (i, element) in elements.enumerated() {
            let name = "\(prefix)\(i)"
            names.append(name)
            text += "    " + element.replacingOccurrences(of: "\"NAME\"", with: "\"\(name)\"") + "\n"
        }
        return (Array((text + "</resources>\n").utf8), names)
    }

    /// `count` elements: the seeds' strings with one to four insertions, and strings and arrays
    /// of insertions alone.
    static func mutated(count: Int, _ random: inout SplitMix64) -> [String] {
        let bodies = seeds.prefix(34).compactMap { seed -> String? in
            guard seed.hasPrefix("<string name=\"NAME\">"), let end = seed.range(of: "</string>", options: .backwards) else { return nil }
            return String(seed[seed.index(seed.startIndex, offsetBy: 20)..<end.lowerBound])
        }
        return (0..<count).map { _ in
            var body: String
            if random.below(3) == 0 {
                body = (0...random.below(6)).map { _ in random.pick(insertions) }.joined()
            } else {
                body = random.pick(bodies)
                for _ in 0...random.below(4) {
                    let points = insertionPoints(body)
                    let at = body.utf8.index(body.utf8.startIndex, offsetBy: random.pick(points))
                    body.insert(contentsOf: random.pick(insertions), at: at)
                }
            }
            if random.below(5) == 0 { return "<string-array name=\"NAME\"><item>\(body)</item><item>\(random.pick(insertions))</item></string-array>" }
            return "<string name=\"NAME\"\(random.below(8) == 0 ? " formatted=\"false\"" : "")>\(body)</string>"
        }
    }

    /// The byte offsets in `body` outside a tag, an entity and a CDATA section: an insertion there
    /// keeps the file well-formed.
    static func insertionPoints(_ body: String) -> [Int] {
        var points: [Int] = [], inside: UInt8? = nil
        let bytes = Array(body.utf8)
        for (i, byte) in bytes.enumerated() {
            if inside == nil, bytes[i...].starts(with: Array("<![CDATA[".utf8)) { inside = UInt8(ascii: "]") }
            if inside == nil, byte & 0xC0 != 0x80 { points.append(i) }
            switch (inside, byte) {
            case (nil, UInt8(ascii: "<")): inside = UInt8(ascii: ">")
            case (nil, UInt8(ascii: "&")): inside = UInt8(ascii: ";")
            case (UInt8(ascii: "]"), UInt8(ascii: ">")) where i >= 2 && bytes[i - 2] == UInt8(ascii: "]"): inside = nil
            case (let end?, byte) where end == byte && end != UInt8(ascii: "]"): inside = nil
            default: break
            }
        }
        return points + [bytes.count]
    }
}
