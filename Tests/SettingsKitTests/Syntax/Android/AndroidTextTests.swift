import Testing
@testable import SettingsKit

/// A string's text as aapt2 compiles it (`FlattenXmlSubtree`, `StringBuilder::AppendText`): where
/// aapt2 and the old reading differed, the cases that `AaptOracleTests` found.
@Suite struct AndroidTextTests {
    static func text(_ body: String) throws -> String {
        let file = #"<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2"><string name="s">"# + body + "</string></resources>"
        let resource = try #require(AndroidValues.read(Array(file.utf8), maxDepth: 64).get().resources.first)
        return AndroidText.resolve(resource.text)
    }

    @Test(arguments: [
        // A styling tag keeps the text untrimmed and ends a run of white space.
        (" <b>bold</b> ", " bold "),
        ("a <b> b </b> c", "a  b  c"),
        // … and ends a quote: "a  " is kept, "  c" collapses.
        (#""a  <b>b</b>  c""#, "a  b c"),
        // A tag with a prefix is no span: the text around it is one run.
        (#"a <xliff:g id="x">  b  </xliff:g> c"#, "a b c"),
        (#"<xliff:g id="x">  b  </xliff:g>"#, "b"),
        // A space is written when met, so a quote after it keeps it; trimming is of the text as written.
        (#"a "" b"#, "a  b"),
        (#"x "" "#, "x "),
        (#"\u0020x\u0020"#, " x "),
        // A surrogate pair is one character; half of one is nothing.
        (#"\uD83D\uDE00!"#, "😀!"),
        (#"a\uD83Db"#, "ab"),
        (##"\#1 \q"##, "#1 q"),
        ("a\\u00e9\\u00zz", "aé\\u00zz"),
    ])
    func readAsAapt2CompilesIt(written: String, shown: String) throws {
        #expect(try Self.text(written) == shown)
    }

    @Test func theTagsMarksStayOutOfTheText() throws {
        let shown = try Self.text(#"<b>x</b><xliff:g id="y">y</xliff:g>"#)
        #expect(shown == "xy")
        #expect(!shown.unicodeScalars.contains(AndroidText.spanEdge) && !shown.unicodeScalars.contains(AndroidText.segmentEdge))
    }

    /// An attribute's text keeps its white space and quotes; its escapes are undone.
    @Test func anAttributesEscapesAreUndone() {
        #expect(AndroidText.attribute(#"a\nb  "c"\u0041\@"#) == "a\nb  \"c\"A@")
        #expect(AndroidText.attribute("plain  text") == "plain  text")
    }
}
