import Foundation
import Testing

/// `settings-render --generate-completion-script SHELL`: argument-parser writes each script from
/// the commands as they are, so they offer every subcommand and option, the new ones included.
@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptOffersEveryCommand(_ shell: String) throws {
        let run = try Tool.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        for word in ["render", "validate", "diff", "convert", "schema", "rules", "write-baseline", "no-config", "watch"] {
            #expect(run.stdout.contains(word), "\(shell): \(word)")
        }
        // The shell itself reads it without a syntax error, where that shell is installed.
        let path = "/bin/\(shell)"
        guard shell == "bash", FileManager.default.isExecutableFile(atPath: path) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UInt32.random(in: 0...UInt32.max)).\(shell)")
        defer { try? FileManager.default.removeItem(at: file) }
        try run.stdout.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Subprocess.run(path, ["-n", file.path]).status == 0)
    }
}
