import Platform
import SettingsKit

extension Bench {
    /// The language server as an editor meets it, whole process over pipes: a 1,000-cell page
    /// opened, then one title retyped at a time (an incremental change), each timed from the
    /// change written to its diagnostics read back; and a whole `validate` process on the same
    /// page, run beside it. Medians and the slowest, in seconds.
    static func measureEditor(_ binary: String, runs: Int) -> (change: Double, slowest: Double, validate: Double)? {
        let text = PageGenerator.page(cells: 1_000)
        let path = write(text, "bench-1k.yaml")
        guard let server = ServerProcess(binary) else { return nil }
        defer { server.stop() }
        let uri = "file://" + path
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        _ = server.receive { $0.contains(#""id": 1"#) }
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(JSONValue.string(text).compact())}}}"#)
        _ = server.receive { $0.contains("publishDiagnostics") }
        // The line of a cell's title in the middle of the page, and its text's extent (ASCII before it).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.indices.first(where: { $0 > lines.count / 2 && lines[$0].contains("title: ") }) else { return nil }
        let start = lines[line].utf16.count - lines[line].drop { $0 != ":" }.dropFirst(2).utf16.count
        var end = lines[line].utf16.count
        var samples: [Double] = []
        for version in 2..<(2 + max(31, runs * 11)) {
            let title = "改过的标题 \(version)"
            let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}},"text":"\#(title)"}]}}"#
            end = start + title.utf16.count
            samples.append(time {
                server.send(change)
                _ = server.receive { $0.contains("publishDiagnostics") && $0.contains(#""version": \#(version),"#) }
            })
        }
        let validate = median((0..<max(11, runs * 3)).map { _ in time { _ = ChildProcess.run(binary, ["validate", path]) } })
        return (median(samples), samples.max() ?? .nan, validate)
    }
}

/// `settings-render lsp` as a child process, talked to through its standard input and output.
final class ServerProcess {
    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []

    init?(_ binary: String) {
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
        posix_spawn_file_actions_addclose(&actions, toServer[1])
        posix_spawn_file_actions_addclose(&actions, fromServer[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), strdup("lsp"), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
        close(toServer[0])
        close(fromServer[1])
        (self.pid, input, output) = (pid, toServer[1], fromServer[0])
    }

    func send(_ body: String) {
        let bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBufferPointer { write(input, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }

    /// Reads messages until one `matches`; nil if the server's output ends first.
    func receive(until matches: (String) -> Bool) -> String? {
        while true {
            while let end = headerEnd() {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                let length = Int(header.split(separator: " ").last ?? "") ?? 0
                while buffer.count < end + 4 + length { guard fill() else { return nil } }
                let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
                buffer.removeFirst(end + 4 + length)
                if matches(body) { return body }
            }
            guard fill() else { return nil }
        }
    }

    func stop() {
        send(#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#)
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        close(input)
        close(output)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4) where buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
        return nil
    }

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = read(output, &chunk, chunk.count)
        guard n > 0 else { return false }
        buffer += chunk[..<n]
        return true
    }
}
