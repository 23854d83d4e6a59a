import Platform
import SettingsKit

/// The server on standard input and output, as editors start it.
extension LanguageServer {
    /// Answers messages from `input` on `output` until `exit` or the end of the input; says on
    /// `log` (standard error, which editors keep as the server's log) what it could not read.
    /// The exit status: 0 after `shutdown` then `exit`, 1 otherwise (LSP 3.17).
    package func serve(input: Int32 = 0, output: Int32 = 1, maxMessage: Int = LoadLimits.default.maxInputBytes * 2 + (1 << 20),
                       log: (String) -> Void) -> Int32 {
        // A client that goes away mid-answer is an end of input, not a signal that kills the server.
        signal(SIGPIPE, SIG_IGN)
        var frames = MessageFrames(fd: input, maxBody: maxMessage)
        func send(_ messages: [JSONValue]) -> Bool {
            messages.allSatisfy { MessageFrames.write($0.compact(), to: output) }
        }
        while exitCode == nil {
            // The message's text is let go before the documents are checked: a large document is
            // then held once (as the document), not three times (as bytes, JSON and document).
            guard let answer = answer(frames.next(), send: send, log: log) else { break }
            guard send(answer) else { return 1 }
            if exitCode == nil, !frames.hasMoreWaiting(), !send(flush()) { return 1 }
        }
        return exitCode ?? (isShutDown ? 0 : 1)
    }

    /// What to send for a frame; nil at the end of the input (or when a message cannot be sent).
    private func answer(_ frame: consuming MessageFrames.Frame?, send: ([JSONValue]) -> Bool, log: (String) -> Void) -> [JSONValue]? {
        switch frame {
        case nil: return nil
        case .message(let body)?:
            do throws(JSONReader.Failure) {
                let message = try JSONReader.read(body)
                // A request is answered after the diagnostics of the changes before it.
                if message["id"] != nil, message["method"] != nil, !send(flush()) { return nil }
                return handle(message)
            } catch {
                log("settings-render lsp: a message that is not JSON (\(error.message))")
                return [Self.parseError(error.message)]
            }
        case .skipped(let reason)?:
            log("settings-render lsp: skipped \(reason)")
            return []
        }
    }
}
