import SettingsKit

/// What a command prints and how it exits. Commands build this; only the executable writes it out.
package struct CommandOutput: Sendable, Equatable {
    package var stdout = ""
    package var stderr = ""
    package var exitCode: Int32 = 0
    /// Whether the output is the whole result. A render or diff that failed is not, and `--output`
    /// then leaves its target as it was; a validation report is whole whatever it found.
    package var complete = true

    package init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

/// Where a command's standard output goes as it is made, so output the size of a large page is
/// never held whole. A command given none collects its output in `CommandOutput.stdout`.
package struct TextSink: Sendable {
    /// Takes text.
    package let text: @Sendable (String) -> Void
    /// Takes UTF-8 already made (JSON): passed on as bytes, never checked again as a `String`.
    package let utf8: @Sendable (UnsafeBufferPointer<UInt8>) -> Void

    package init(text: @escaping @Sendable (String) -> Void, utf8: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Void) {
        (self.text, self.utf8) = (text, utf8)
    }
}

extension CommandOutput {
    /// Hands `text` to `stream`, or collects it in `stdout` when there is none.
    mutating func emit(_ text: String, to stream: TextSink?) {
        if let stream { stream.text(text) } else { stdout += text }
    }

    /// Hands valid UTF-8 to `stream`, or collects it in `stdout` when there is none.
    mutating func emit(utf8 bytes: UnsafeBufferPointer<UInt8>, to stream: TextSink?) {
        if let stream { stream.utf8(bytes) } else { stdout += String(decoding: bytes, as: UTF8.self) }
    }
}

/// The exit statuses of SPEC 4.
package enum ExitStatus {
    package static let success: Int32 = 0
    /// Invalid input, or differences found.
    package static let failure: Int32 = 1
    /// A path could not be read, or other trouble.
    package static let trouble: Int32 = 2
}

/// The version `--version` prints.
package let settingsRenderVersion = "0.1.0"

/// A line the tool itself says on standard error, after the name every such line starts with:
/// `settings-render: cannot read 'x.yaml': No such file or directory`. `text` is already escaped.
package func toolMessage(_ text: String) -> String { "settings-render: \(text)\n" }

/// A loaded file's warnings (a locale it has not), as standard error says them.
package func warningMessages(_ loaded: LoadedFile) -> String {
    loaded.warnings.map { toolMessage("warning: " + TerminalSafe.escape($0)) }.joined()
}
