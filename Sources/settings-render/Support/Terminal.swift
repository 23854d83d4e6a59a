import Platform
import ArgumentParser
import SettingsCLI
import SettingsKit
import Synchronization

/// The process's view of its terminal and environment: the only place the tool reads them.
enum Terminal {
    /// An environment variable's value, if it is set. Variables are read one by one, as the
    /// library asks for them: a dictionary of the whole environment cost a small render's start-up
    /// more than every variable it reads (Docs/Performance.md, "Choices in the code").
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The working directory, absolute; nil if it cannot be named (removed, or too long).
    static var workingDirectory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return FileName.string(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// Standard output's terminal width, if it is a terminal that knows it.
    static var width: Int? {
        guard isTerminal(1) else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return min(max(Int(size.ws_col), PageLayout.minimumWidth), PageLayout.maximumWidth)
    }

    /// Runs a command whose standard output streams, as it is made, to standard output or
    /// atomically to `file`; then writes its standard error and exits with its status, or with 2
    /// when its output could not be written: a CI job must never see success without its report.
    /// A failed render or diff leaves `file` as it was.
    /// `catchingSignals`: whether SIGINT and SIGTERM remove the temporary file and end the process
    /// (a watch keeps its own handlers, which let the frame finish).
    static func run(to file: String?, catchingSignals: Bool = true, _ command: (TextSink) -> CommandOutput) throws {
        let target: AtomicFile.Writer?
        if let file {
            if catchingSignals { AtomicFile.removeTemporaryFileOnSignal() }
            do {
                target = try AtomicFile.Writer(file)
            } catch {
                write(toolMessage(TerminalSafe.escape(error.message)), to: 2)
                throw ExitCode(ExitStatus.trouble)
            }
        } else {
            target = nil
        }
        let buffer = OutputBuffer { bytes in
            if let target { target.write(bytes) } else { write(bytes, to: 1) }
        }
        let output = command(TextSink(text: buffer.append, utf8: buffer.append))
        buffer.flush()
        try finish(output, to: file, target)
    }

    /// Writes what a command collected rather than streamed (`schema`, `rules`).
    static func finish(_ output: CommandOutput) throws {
        write(output.stdout, to: 1)
        try finish(output, to: nil, nil)
    }

    private static func finish(_ output: CommandOutput, to file: String?, _ target: AtomicFile.Writer?) throws {
        var status = output.exitCode
        var unchanged: String?
        if let file, let target {
            if output.complete {
                do {
                    try target.commit()
                } catch {
                    write(toolMessage(TerminalSafe.escape(error.message)), to: 2)
                    status = ExitStatus.trouble
                }
            } else {
                target.discard()
                unchanged = toolMessage("'\(TerminalSafe.escape(file))' is left as it was, since the run failed")
            }
        }
        write(output.stderr, to: 2)
        if let unchanged { write(unchanged, to: 2) }
        if let error = outputStopped.withLock({ $0 }), error != EPIPE {
            write(toolMessage("cannot write standard output: \(String(cString: strerror(error)))"), to: 2)
            status = ExitStatus.trouble
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Gathers a command's many small pieces of output (a section's lines, a file's diagnostics)
    /// into writes of about 64 KB.
    private final class OutputBuffer: Sendable {
        private let pending = Mutex<[UInt8]>([])
        private let write: @Sendable (UnsafeBufferPointer<UInt8>) -> Void

        init(_ write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Void) {
            self.write = write
        }

        func append(_ text: String) {
            var text = text
            text.withUTF8 { append($0) }
        }

        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            pending.withLock { pending in
                pending.append(contentsOf: bytes)
                guard pending.count >= 1 << 16 else { return }
                pending.withUnsafeBufferPointer(write)
                pending.removeAll(keepingCapacity: true)
            }
        }

        func flush() {
            pending.withLock { pending in
                if !pending.isEmpty { pending.withUnsafeBufferPointer(write) }
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Why writing standard output stopped, if it did: a closed pipe (`| head`, EPIPE), which is
    /// no error, or another error (a full disk), which `finish` reports. Nothing more is written.
    private static let outputStopped = Mutex<Int32?>(nil)

    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write($0, to: fd) }  // in place: output can be tens of megabytes
    }

    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        if fd == 1, outputStopped.withLock({ $0 }) != nil { return }
        if let error = writeAll(bytes, to: fd), fd == 1 { outputStopped.withLock { $0 = $0 ?? error } }
    }
}
