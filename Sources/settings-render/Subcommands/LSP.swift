import Platform
import ArgumentParser
import SettingsCLI
import SettingsKit

extension SettingsRender {
    struct LSP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lsp",
            abstract: "Run the language server on standard input and output, for editors.",
            discussion: """
                Speaks the Language Server Protocol (3.17; JSON-RPC with Content-Length framing) for \
                page files, Settings.bundle schema files and AndroidX screens: diagnostics as you type \
                (the findings of 'validate', configuration and suppressions applied), hover, completion, \
                go to definition, quick fixes and document symbols. Editors start it themselves; \
                Docs/Editor.md shows the set-up for VS Code, Neovim and Helix.
                """
        )

        @Flag(name: .customLong("stdio"), help: ArgumentHelp("Talk over standard input and output (the default and only transport; editors pass it).", visibility: .hidden))
        var stdio = false

        func run() throws {
            // Started by hand in a terminal, it says what it waits for rather than seem to hang.
            if isatty(0) != 0 {
                Terminal.write("settings-render lsp: a language server; it waits for an editor's messages on standard input (Docs/Editor.md). Ctrl-D ends it.\n", to: 2)
            }
            let code = LanguageServer().serve { message in
                Terminal.write(TerminalSafe.escape(message) + "\n", to: 2)
            }
            if code != 0 { throw ExitCode(code) }
        }
    }
}
