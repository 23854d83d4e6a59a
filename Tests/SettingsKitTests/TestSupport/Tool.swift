import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Runs the built `settings-render` as a separate process and measures it: wall time, and peak
/// memory through GNU time (Debian's `time`), with a hard timeout so a hang fails instead of
/// stalling the suite. GNU time is the parent because a child spawned straight from this large test
/// process would start with this process's memory high-water mark.
enum Tool {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        /// The processor time the run took (user and system): what bounds on time check, since
        /// wall time on a shared machine also counts whatever else runs (the browser test, other
        /// suites). A run that hangs without working is caught by `timeout`.
        var cpuSeconds: Double
        var peakMiB: Double
    }

    /// Whether the suite runs under AddressSanitizer, whose redzones and quarantine multiply a
    /// process's memory: bounds on peak memory are then only loose guards against blow-ups.
    static var sanitized: Bool { ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil }

    /// The processor time a run may take whose work is meant to take `seconds` at most on a quiet
    /// machine: a guard against blow-ups (a quadratic path costs ten times that and more), not a
    /// benchmark, which keeps the real figures (Docs/Performance.md). AddressSanitizer multiplies
    /// the time by 2 to 5 and more where the code allocates, and a busy core (another suite, the
    /// browser test) slows a run too; a bound that fails on those costs a whole CI run, so the
    /// margin is wide. Where a test must show the cost is linear, it doubles the input instead.
    static func cpuBound(_ seconds: Double) -> Double { seconds * (sanitized ? 10 : 3) }

    /// How far one process's peak memory varies from run to run of the same binary on the same
    /// file: 80.4 to 83.5 MB on the densest AndroidX screen (`HardeningRound3RowsTests`, issue
    /// #46). A bound of 8 times the input tighter than that fails by chance, and a red CI costs a
    /// whole stop; the benchmark keeps the real figures.
    static let memoryNoiseMiB = 3.0

    /// The executable next to the test bundle (`swift build` makes it), else the debug build's.
    static var binary: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("settings-render").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : Golden.url(".build/debug/settings-render").path
    }

    /// `directory`: where the tool runs (by default, where the tests run).
    /// `stdout`: a path standard output goes to instead of a file the run reads back (`/dev/full`).
    static func run(_ arguments: [String], stdin: String = "/dev/null", stdout: String? = nil, timeout: Double = 60,
                    in directory: String? = nil) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build settings-render first (swift build)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out").path, err = dir.appendingPathComponent("err").path
        let memory = dir.appendingPathComponent("memory").path
        let time = "/usr/bin/time"
        try #require(FileManager.default.isExecutableFile(atPath: time), "apt-get install time")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // GNU env's -C changes directory, then runs GNU time, which measures the tool.
        let chdir = directory.map { ["/usr/bin/env", "-C", $0] } ?? []
        // Arguments go to the system as bytes, so a test can name a file that is not UTF-8 (FileName).
        let argv: [UnsafeMutablePointer<CChar>?] = (chdir + [time, "-f", "%M", "-o", memory, binary] + arguments).map { arg in
            (FileName.bytes(arg).map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { strdup($0.baseAddress!) }
        } + [nil]
        defer { argv.forEach { free($0) } }
        // A clean environment, but for the sanitizers' options when the suite runs under them.
        let sanitizers = ["ASAN_OPTIONS", "LSAN_OPTIONS"].compactMap { name in
            ProcessInfo.processInfo.environment[name].map { "\(name)=\($0)" }
        }
        let environment = ["NO_COLOR=1", "TERM=dumb", "SWIFT_BACKTRACE=enable=no", "PATH=/usr/bin:/bin"] + sanitizers
        let env: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { env.forEach { free($0) } }

        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var pid: pid_t = 0
        // A process group of its own: over time, the tool is killed with GNU time, which runs it
        // (killing time alone left the tool running, a core busy for hours).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let spawned = posix_spawn(&pid, directory == nil ? time : "/usr/bin/env", &actions, &attributes, argv, env)
        try #require(spawned == 0, "posix_spawn: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        var elapsed = 0.0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
            if elapsed > timeout {
                kill(-pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                Issue.record("settings-render \(arguments.joined(separator: " ")) ran over \(timeout) s")
                break
            }
            usleep(2_000)
        }
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &end)
        elapsed = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        let exited = status & 0x7F == 0
        // GNU time writes "Command exited with non-zero status N" before the figure; the last line is it.
        let kib = (try? String(contentsOfFile: memory, encoding: .utf8))?.split(separator: "\n").last.flatMap { Double($0) }
        return Run(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
                   stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                   stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
                   seconds: elapsed,
                   cpuSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                       + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
                   peakMiB: (kib ?? .infinity) / 1024)
    }
}
