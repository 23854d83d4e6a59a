import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Page text and file names never reach a terminal or a CI log with their control characters:
/// every output of every command is checked for each hostile character.
@Suite struct InjectionTests {
    /// C0 and C1 controls, DEL, and the bidi embeddings, overrides and isolates.
    static let hostile: [Unicode.Scalar] = [
        "\u{1B}", "\u{9B}", "\u{07}", "\u{0D}", "\u{08}", "\u{7F}", "\u{00}", "\u{85}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}",
    ]

    /// A page with the character in its title, a header, a cell title, an indicator and an image
    /// name (and, when `badKey`, in an unknown key and in a value of the wrong type, which make it
    /// invalid and quote the text in their messages), written with YAML escapes so the file itself
    /// is plain text.
    static func page(_ c: Unicode.Scalar, title: String = "新消息", badKey: Bool = false) -> String {
        let e = "\\u" + String(format: "%04X", c.value)
        return """
            title: "页\(e)面"
            sections:
              - header: "头\(e)部"
                cells:
                  - { id: 1, title: "\(title)\(e)通知", image: "img\(e)", indicator: "详\(e)情" }
                  - { id: 2, type: switch, title: "开\(e)关", on: true\(badKey ? ", \"键\(e)\": 1, style: { titleFont: \"大\(e)\" }" : "") }
            """
    }

    @Test(arguments: hostile)
    func everyOutputEscapesIt(_ c: Unicode.Scalar) throws {
        let name = "pages/坏\(Character(c))名.yaml", invalid = "bad\(Character(c)).yaml"
        let files = [name: Self.page(c), "new.yaml": Self.page(c, title: "新"), invalid: Self.page(c, badKey: true)]
        let read: @Sendable (String) throws(ReadError) -> SourceFile = { path throws(ReadError) in
            guard let text = files[path] else { throw ReadError(path: path, reason: "missing") }
            return SourceFile(path: path, bytes: Array(text.utf8))
        }
        var outputs: [(String, String)] = []
        let control = UnsafeCharacters.isControl(c)
        // `render` and `diff` refuse such a page (control-character is an error), so their layers
        // are also run straight on the decoded pages: the drawing must escape whatever it is given.
        let pages = PageLoader.load(try read(name)).pages, newPages = PageLoader.load(try read("new.yaml")).pages
        let changes = PageDiff.changes(old: pages, new: newPages)
        #expect(!changes.isEmpty, "diff found the title change")
        for color in [nil, ColorDepth.trueColor] {
            for ascii in [false, true] {
                var drawn = ""
                TextRenderer.render(pages[0], width: 60, glyphs: ascii ? .ascii : .unicode, color: color) { drawn += $0 }
                outputs.append(("render color=\(color != nil) ascii=\(ascii)", drawn))
                var o = RenderCommand.Options()
                (o.color, o.ascii) = (color, ascii)
                // Controls make a page invalid; marks and separators are text, drawn escaped.
                let rendered = RenderCommand.run([name], options: o, read: read)
                #expect(rendered.exitCode == (control ? 1 : 0))
                outputs.append(("render command", control ? rendered.stderr : rendered.stdout))
                let refused = RenderCommand.run([invalid], options: o, read: read)
                #expect(refused.exitCode == 1 && refused.stdout.isEmpty)
                outputs.append(("render's diagnostics", refused.stderr))
            }
            outputs.append(("diff text", DiffTextPrinter(color: color).format(changes, old: name, new: "new.yaml", pages: (pages, newPages))))
            outputs.append(("diff visual", VisualDiff.render(changes, old: pages, new: newPages, names: (name, "new.yaml"), width: 80, color: color)))
        }
        outputs.append(("render json", JSONValue.object([("pages", .array(pages.map(\.json)))]).serialized()))
        outputs.append(("diff json", JSONValue.array(changes.map(\.json)).serialized()))
        for format in [ValidateCommand.Format.text, .json, .github, .sarif] {
            for color in [nil, ColorDepth.palette256] {
                var o = ValidateCommand.Options()
                (o.format, o.color) = (format, color)
                let out = ValidateCommand.run([name, invalid], options: o, read: read)
                outputs.append(("validate \(format) color=\(color != nil)", out.stdout + out.stderr))
            }
        }
        for format in [DiffCommand.Format.text, .json, .visual] {
            var o = DiffCommand.Options()
            (o.format, o.color, o.diagnosticColor) = (format, .trueColor, .trueColor)
            let out = DiffCommand.run(old: name, new: "new.yaml", options: o, read: read)
            #expect(out.exitCode == (control ? 2 : 1), "diff \(format) refuses the invalid page, or shows the change")
            outputs.append(("diff \(format)", control ? out.stderr : out.stdout))
        }
        // Errors too: an unreadable hostile path, and a hostile key in a diagnostic.
        outputs.append(("unreadable", RenderCommand.run(["missing\(Character(c)).yaml"], options: .init(), read: read).stderr))
        for (what, output) in outputs {
            #expect(!output.isEmpty, "\(what) printed something")
            #expect(FuzzHarness.unsafeOutput(output) == nil, "\(what): \(FuzzHarness.unsafeOutput(output) ?? "")")
        }
        // The validator names the problem, so a reviewer learns the character is there.
        var o = ValidateCommand.Options()
        o.format = .json
        #expect(ValidateCommand.run([name], options: o, read: read).stdout.contains("\"rule\": \"control-character\"") == control)
    }
}
