// The libFuzzer entry point, and a replayer for its findings.
//
// The fuzzing build (`.ci/fuzz build`, see Docs/Fuzzing.md) compiles this file into one module
// with SettingsKit's sources, with -sanitize=fuzzer,address and -DFUZZING; libFuzzer supplies main.
// The plain SwiftPM build is a replayer: `settings-fuzz FILE...` runs each file through the harness.
import Platform
#if !FUZZING
import SettingsCLI
import SettingsKit
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let violations = FuzzHarness.exercise(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    // libFuzzer keeps an input that traps, as a crash to minimise and replay.
    if !violations.isEmpty { preconditionFailure("invariant broken: \(violations.joined(separator: "; "))") }
    return 0
}

#if FUZZING
@_silgen_name("LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// Half the time libFuzzer's own byte-level mutation, half a structure-aware one for the input's
/// format: FormatMutator for XML, binary property lists and strings tables, PageMutator for page
/// files (and configurations), which keeps a page a page and pushes its values to their edges.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    if seed % 2 == 0 { return LLVMFuzzerMutate(data, size, maxSize) }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let mutated = FormatMutator.mutate(input, seed: seed / 2, maxSize: maxSize) ?? PageMutator.mutate(input, seed: seed / 2, maxSize: maxSize)
    mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
    return mutated.count
}
#endif

#if !FUZZING
@main
enum Replay {
    static func main() throws {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            let violations = FuzzHarness.exercise(try SourceFile.read(path).bytes)
            print(violations.isEmpty ? "ok \(path)" : "FAILED \(path): \(violations.joined(separator: "; "))")
            failed = failed || !violations.isEmpty
        }
        if failed { exit(1) }
    }
}
#endif
