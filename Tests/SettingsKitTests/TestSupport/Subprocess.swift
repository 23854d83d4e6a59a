import Foundation

/// Runs a helper program (Python's jsonschema, check-jsonschema, git) and collects what it prints.
enum Subprocess {
    struct Result {
        var status: Int32
        var stdout: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self))
    }
}
