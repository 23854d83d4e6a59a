import Platform
import SettingsKit

extension Bench {
    /// Whole processes on the 100k page, as a user waits for them (start, read, work, output,
    /// exit; output to /dev/null), and `yaml-scan` (libyaml's scan in C) on the same file, each
    /// taken in turn so a noisy spell slows all of them: medians, in seconds.
    static func measureProcesses(_ binary: String, big: String, runs: Int) -> (scan: Double, validate: Double, text: Double, json: Double, diff: Double) {
        let scanner = executableDirectory() + "/yaml-scan"
        guard access(scanner, X_OK) == 0 else {
            print("settings-bench: \(scanner) is not built; build every product with the release command of Docs/Architecture.md")
            exit(2)
        }
        let edited = write(PageGenerator.page(cells: 100_000, editEvery: 100), "bench-100k-edited.yaml")
        let commands: [(String, [String])] = [
            ("scan", []), ("validate", ["validate", big]), ("text", ["--color", "never", "--width", "80", big]),
            ("json", ["--format", "json", big]), ("diff", ["diff", big, edited]),
        ]
        var samples: [String: [Double]] = [:]
        for _ in 0..<runs {
            for (key, arguments) in commands {
                samples[key, default: []].append(time {
                    _ = key == "scan" ? ChildProcess.run(scanner, [big]) : ChildProcess.run(binary, arguments)
                })
            }
        }
        let m = samples.mapValues(median)
        for (key, name) in [("scan", "yaml-scan (C)"), ("validate", "validate"), ("text", "render text"), ("json", "render JSON"), ("diff", "diff (2 pages)")] {
            print(pad("100k", 7) + "  " + pad("process: " + name, 24, right: false) + pad(format(m[key]!), 11)
                  + pad(String(Int(m[key]! * 1e9 / 100_000)), 10) + pad("", 9) + pad(ratio(m[key]! / m["scan"]!) + " C", 11))
        }
        return (m["scan"]!, m["validate"]!, m["text"]!, m["json"]!, m["diff"]!)
    }

    /// `--write-pages DIR`: the pages the bench times, for timing other tools on the same bytes.

    /// `convert --to` each target on the 100k page, whole process (a folder target writes into a
    /// fresh folder; a file target prints to /dev/null), against the text render of the same
    /// page, run in turn with it: medians, and each target's ratio to the text render (issue #35:
    /// at most 2).
    static func measureGeneration(_ binary: String, big: String, runs: Int) -> [(target: String, overText: Double)] {
        let out = scratch + "/generated"
        var text: [Double] = []
        var samples: [String: [Double]] = [:]
        let targets = GenerateTarget.allCases
        for _ in 0..<runs {
            text.append(time { _ = ChildProcess.run(binary, ["--color", "never", "--width", "80", big]) })
            for target in targets {
                let arguments = ["convert", big, "--to", target.rawValue] + (target.writesFolder ? ["--output-dir", out] : [])
                samples[target.rawValue, default: []].append(time { _ = ChildProcess.run(binary, arguments) })
            }
        }
        let textMedian = median(text)
        return targets.map { target in
            let m = median(samples[target.rawValue]!)
            print(pad("100k", 7) + "  " + pad("process: --to " + target.rawValue, 24, right: false) + pad(format(m), 11)
                  + pad(String(Int(m * 1e9 / 100_000)), 10) + pad("", 9) + pad(ratio(m / textMedian) + " text", 11))
            return (target.rawValue, m / textMedian)
        }
    }
}
