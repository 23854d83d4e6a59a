// The libFuzzer entry point, and a replayer for its findings.
//
// The fuzzing build (`.ci/fuzz build`, see Docs/Fuzzing.md) compiles this file into one module
// with SettingsKit's sources, with -sanitize=fuzzer,address and -DFUZZING; libFuzzer supplies main.
// The plain SwiftPM build is a replayer: `settings-fuzz FILE...` runs each file through the harness.
#if !FUZZING
import SettingsKit
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.exercise(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if !FUZZING
@main
enum Replay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            FuzzHarness.exercise(try SourceFile.read(path).bytes)
            print("ok \(path)")
        }
    }
}
#endif
