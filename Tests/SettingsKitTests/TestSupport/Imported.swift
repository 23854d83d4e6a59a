import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Expectations every format apps ship meets, whatever the format.
enum Imported {
    /// SPEC 7.5 and 11: the conversion is a valid page file holding every page the file leads
    /// to, `render --follow` of it gives exactly the text `render --follow` of the original gives,
    /// at three widths, and converting it again changes nothing.
    static func expectConvertedPageDrawsTheSame(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let converted = ConvertCommand.run(path, options: ConvertCommand.Options())
        // It exits as `render --follow` does: 1 when an error does not stop the pages (issue #47).
        var follow = RenderCommand.Options()
        follow.follow = true
        #expect(converted.exitCode == RenderCommand.run([path], options: follow).exitCode, "\(path): \(converted.stderr)", sourceLocation: sourceLocation)
        #expect(!converted.stdout.isEmpty, sourceLocation: sourceLocation)
        let read: SourceFile.Reader = { SourceFile(path: $0, bytes: Array(converted.stdout.utf8)) }
        let yaml = PageLoader.load(bytes: Array(converted.stdout.utf8), name: "converted.yaml")
        #expect(Validator.errors(yaml).isEmpty, "\(path): \(Validator.errors(yaml).map(\.message))", sourceLocation: sourceLocation)
        for width in [40, 80, 120] {
            var options = RenderCommand.Options()
            options.width = width
            options.follow = true
            let original = RenderCommand.run([path], options: options)
            let again = RenderCommand.run(["converted.yaml"], options: options, read: read)
            #expect(!original.stdout.isEmpty, sourceLocation: sourceLocation)
            #expect(again.stdout == original.stdout, "\(path) at \(width) columns", sourceLocation: sourceLocation)
            #expect(again.exitCode == 0, sourceLocation: sourceLocation)
        }
        let twice = ConvertCommand.run("converted.yaml", options: ConvertCommand.Options(), read: read)
        #expect(twice.stdout == converted.stdout, "\(path): converting the conversion changes it", sourceLocation: sourceLocation)
        // diff sees no change from a file to itself, nor to its conversion (unless the conversion
        // had to rename an id used twice, which it says).
        let disk = SourceFile.reader(limit: LoadLimits.default.maxInputBytes)
        let both: SourceFile.Reader = { name throws(ReadError) in name == "converted.yaml" ? try read(name) : try disk(name) }
        for other in [path] + (converted.stderr.contains("is written as") ? [] : ["converted.yaml"]) {
            let diff = DiffCommand.run(old: path, new: other, options: DiffCommand.Options(), read: both)
            #expect(diff.exitCode == 0, "\(path) against \(other): \(diff.stdout)", sourceLocation: sourceLocation)
        }
    }

    /// Hostile XML through the executable: `validate`, `render` and `convert` each exit 1 in
    /// bounded processor time and memory, never show a file an entity names, and `validate`
    /// reports exactly one finding of `rule` at `line`.
    static func expectRefused(_ path: String, rule: String, line: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let mib = Tool.sanitized ? 800.0 : 200.0
        for arguments in [["validate", "--format", "json"], ["--color", "never"], ["convert"]] {
            let run = try Tool.run(arguments + [path], timeout: 30)
            #expect(run.status == 1, "\(path) \(arguments): exit \(run.status) \(run.stderr)", sourceLocation: sourceLocation)
            #expect(run.cpuSeconds < Tool.cpuBound(5) && run.peakMiB < mib, "\(run.cpuSeconds) s, \(run.peakMiB) MiB",
                    sourceLocation: sourceLocation)
            #expect(!run.stdout.contains("root:x:0") && !run.stderr.contains("root:x:0"), "never reads the entity's file",
                    sourceLocation: sourceLocation)
            if arguments[0] == "validate" {
                let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
                                        sourceLocation: sourceLocation)
                let found = ((json["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
                #expect(found.map { $0["rule"] as? String } == [rule], "\(found)", sourceLocation: sourceLocation)
                #expect(found.first?["line"] as? Int == line, "\(found)", sourceLocation: sourceLocation)
            }
        }
    }
}
