import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct RenderCommandTests {
    /// A fake file system: paths map to contents; anything else cannot be read.
    private func run(_ paths: [String], files: [String: String], _ configure: (inout RenderCommand.Options) -> Void = { _ in }) -> CommandOutput {
        var options = RenderCommand.Options()
        configure(&options)
        return RenderCommand.run(paths, options: options) { path throws(ReadError) in
            guard let text = files[path] else { throw ReadError(path: path, reason: "No such file or directory") }
            return SourceFile(path: path, bytes: Array(text.utf8))
        }
    }

    static let valid = "title: 设置\nsections:\n  - cells:\n      - { id: 1, title: 通用 }\n"
    static let invalid = "title: B\nsections:\n  - cells:\n      - {id: 1, title: a, title: b}\n"

    @Test func anInvalidPageExits1WithItsLocatedDiagnostic() {
        let out = run(["bad.yaml"], files: ["bad.yaml": Self.invalid])
        #expect(out.exitCode == 1)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr == """
            bad.yaml:4:27: error: duplicate key 'title' in this map [duplicate-key]
                  - {id: 1, title: a, title: b}
                                      ^
            bad.yaml:4:17: note: 'title' was first defined here

            """)
    }

    /// One definition of an invalid page: the errors `validate` finds through its rules (not only
    /// the loader's) make `render` refuse the page too.
    @Test(arguments: [
        ("duplicate-id", "title: T\nsections:\n  - cells:\n      - { id: 1, title: a }\n      - { id: 1, title: b }\n"),
        ("control-character", "title: T\nsections:\n  - cells:\n      - { id: 1, title: \"a\\u0007b\" }\n"),
    ])
    func errorsOfEveryRuleMakeThePageInvalid(rule: String, text: String) {
        let out = run(["p.yaml"], files: ["p.yaml": text])
        #expect(out.exitCode == 1)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains("error: ") && out.stderr.contains("[\(rule)]"))
        #expect(Validator.validate(SourceFile(path: "p.yaml", bytes: Array(text.utf8))).map(\.rule.rawValue) == [rule])
    }

    @Test func anUnreadablePathExits2AndTheOthersStillRender() {
        let out = run(["missing.yaml", "ok.yaml", "bad.yaml"], files: ["ok.yaml": Self.valid, "bad.yaml": Self.invalid])
        #expect(out.exitCode == 2)
        #expect(out.stderr.hasPrefix("settings-render: cannot read 'missing.yaml': No such file or directory\n"))
        #expect(out.stdout.contains("通用"))
    }

    @Test func jsonListsThePagesOfEveryFile() {
        let out = run(["a.yaml", "b.yaml"], files: ["a.yaml": Self.valid, "b.yaml": Self.valid + "---\n" + Self.valid]) {
            $0.format = .json
            $0.color = .trueColor  // ignored: JSON is never coloured
        }
        #expect(out.exitCode == 0)
        #expect(out.stdout.components("\"file\": ").count == 4)
        #expect(out.stdout.contains("\"id\": \"b-2\""))
        #expect(!out.stdout.contains("\u{1B}"))
    }

    @Test func widthAndAsciiApply() {
        let out = run(["a.yaml"], files: ["a.yaml": Self.valid]) {
            $0.width = 24
            $0.ascii = true
        }
        #expect(out.stdout == """
                      设置

            +----------------------+
            | 通用               > |
            +----------------------+

            """)
    }

    @Test func diagnosticsCaretSitsUnderWideText() {
        let out = run(["w.yaml"], files: ["w.yaml": "title: 设置\nsections:\n  - cells:\n      - { title: 设置设置, idd: 1 }\n"])
        // Column 24 counts scalars; the caret goes under it by display width (four wide characters).
        #expect(out.stderr == """
            w.yaml:4:24: error: unknown key 'idd' in a cell; did you mean 'id'? [unknown-key]
                  - { title: 设置设置, idd: 1 }
                                       ^

            """)
    }
}

extension String {
    func components(_ separator: String) -> [Substring] {
        split(separator: separator, omittingEmptySubsequences: false)
    }
}
