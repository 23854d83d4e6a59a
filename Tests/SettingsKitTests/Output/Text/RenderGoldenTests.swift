import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Every page fixture, rendered and resolved, compared with its golden files under `Fixtures/`.
@Suite struct RenderGoldenTests {
    static let pages = Golden.pages()

    private func render(_ path: String, _ configure: (inout RenderCommand.Options) -> Void) throws -> CommandOutput {
        var options = RenderCommand.Options()
        configure(&options)
        let bytes = try Golden.bytes(path)
        return RenderCommand.run([path], options: options) { SourceFile(path: $0, bytes: bytes) }
    }

    private func stem(_ path: String) -> String {
        String(path.split(separator: "/").last!.dropLast(".yaml".count))
    }

    /// Every golden belongs to a page that is still there, and every page has all its goldens: a
    /// renamed or deleted page cannot leave goldens behind that nothing checks.
    @Test func goldensAndPagesMatch() {
        let stems = Set(Self.pages.map(stem))
        let goldens = Golden.files(in: "Fixtures/render", ending: ".txt")
        for golden in goldens {
            let name = String(golden.split(separator: "/").last!)
            let page = name.split(separator: ".").dropLast(2).joined(separator: ".")
            #expect(stems.contains(page), "\(golden) has no page in Fixtures/pages")
        }
        for page in stems {
            for kind in ["w40", "w80", "ansi"] {
                #expect(goldens.contains("Fixtures/render/\(page).\(kind).txt"), "\(page) has no \(kind) golden")
            }
        }
        #expect(!stems.isEmpty)
    }

    @Test(arguments: pages)
    func plainTextAtWidth40And80(path: String) throws {
        for width in [40, 80] {
            let out = try render(path) { $0.width = width }
            #expect(out.exitCode == 0 && out.stderr.isEmpty)
            Golden.check(out.stdout, against: "Fixtures/render/\(stem(path)).w\(width).txt")
        }
    }

    @Test(arguments: pages)
    func ansiWithEscapesMadeVisible(path: String) throws {
        let out = try render(path) {
            $0.width = 60
            $0.color = .trueColor
        }
        #expect(out.stdout.contains("\u{1B}["))
        Golden.check(out.stdout.replacingOccurrences(of: "\u{1B}", with: "␛"), against: "Fixtures/render/\(stem(path)).ansi.txt")
    }

    @Test(arguments: pages)
    func resolvedModelJSON(path: String) throws {
        let out = try render(path) { $0.format = .json }
        #expect(out.exitCode == 0)
        Golden.check(out.stdout, against: "Fixtures/model/\(stem(path)).json")
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
