import Platform
import SettingsKit

/// Runs a program and waits, for the whole-process measurements.
enum ChildProcess {
    /// The exit status, and standard output (only when `capture` is set).
    static func run(_ path: String, _ arguments: [String], capture: Bool = false) -> (status: Int32, output: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeFDs: [Int32] = [0, 0]
        if capture {
            pipe(&pipeFDs)
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return (-1, "") }
        var output: [UInt8] = []
        if capture {
            close(pipeFDs[1])
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(pipeFDs[0], &chunk, chunk.count)
                if n <= 0 { break }
                output += chunk[0..<n]
            }
            close(pipeFDs[0])
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return ((status >> 8) & 0xFF, String(decoding: output, as: UTF8.self))
    }

    /// Peak resident memory of a command in MiB, through GNU time (a small parent, so the figure is
    /// the command's own).
    static func peakMiB(_ path: String, _ arguments: [String]) -> Double? {
        let file = "/tmp/settings-bench-\(getpid()).mem"
        defer { unlink(file) }
        _ = run("/usr/bin/time", ["-f", "%M", "-o", file, path] + arguments)
        guard let f = fopen(file, "r") else { return nil }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        var last: Double?
        while fgets(&line, 256, f) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let v = Double(text.split(separator: "\n").first ?? "") { last = v }
        }
        return last.map { $0 / 1024 }
    }
}
