import Platform
import ArgumentParser
import SettingsCLI
import SettingsKit
import Synchronization

/// `--watch`: runs a command, then again each time a file it reads changes, until Ctrl-C.
enum Watch {
    /// Set by SIGINT or SIGTERM; the watcher looks at it a few times a second.
    private static let stopRequested = Atomic<Bool>(false)

    /// In a terminal each frame replaces the last (the screen is cleared); elsewhere (a pipe, a
    /// file) frames follow one another. With `file` (`--output`), each frame rewrites it and the
    /// terminal says so. Exits 0 on Ctrl-C (with `--output` too, the last frame whole), or 2 when
    /// the system refuses a watch; folders that go and come back are watched on.
    static func run(_ inputs: [String], to file: String?, _ command: @escaping (TextSink) -> CommandOutput) throws {
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { _ in Watch.stopRequested.store(true, ordering: .relaxed) }
            #else
            action.__sigaction_handler.sa_handler = { _ in Watch.stopRequested.store(true, ordering: .relaxed) }
            #endif
            sigaction(signal, &action, nil)
        }
        // A parent may have started this process with the signals blocked (a test host does).
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        let clears = Terminal.isTerminal(1) && file == nil
        while true {
            // The folders are found again each frame: a branch switch removes some and adds others.
            let folders = WatchScope.folders(for: inputs)
            // The watch starts before the frame is drawn, so a save while it draws is not missed.
            guard let watcher = FileWatcher(folders: folders) else {
                Terminal.write(toolMessage("cannot watch \(folders.map { "'\(TerminalSafe.escape($0))'" }.joined(separator: ", "))"), to: 2)
                throw ExitCode(ExitStatus.trouble)
            }
            if clears { Terminal.write("\u{1B}[H\u{1B}[2J\u{1B}[3J", to: 1) }
            // Whether the frame was whole, so `file` was written (a failed render leaves it as it was).
            var complete = true
            do {
                // The watch's own handlers stay: Ctrl-C while a frame is written lets it finish.
                try Terminal.run(to: file, catchingSignals: false) { sink in
                    let output = command(sink)
                    complete = output.complete
                    return output
                }
            } catch is ExitCode {
                // A frame's status is the page's (what is wrong is above); the watch goes on.
            }
            let wrote = complete ? file.map { "wrote '\(TerminalSafe.escape($0))'; " } ?? "" : ""
            Terminal.write(toolMessage("\(wrote)watching \(folders.count == 1 ? "1 folder" : "\(folders.count) folders") for changes; Ctrl-C stops"), to: 2)
            guard watcher.waitForChange(stop: { stopRequested.load(ordering: .relaxed) }) else { break }
        }
        Terminal.write("\n", to: 2)
    }
}
