import Platform

func fail(_ message: String) -> Never {
    let line = "generate-tables: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

/// A whole file's bytes, or exit 2 with a hint on how to get the file.
func readFile(_ path: String, hint: String) -> [UInt8] {
    guard let file = fopen(path, "r") else { fail("cannot read \(path) (\(hint))") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return bytes
}

/// A Swift array literal, wrapped at 100 columns.
func arrayLiteral(_ name: String, _ type: String, _ doc: String, _ items: [String]) -> String {
    var out = "    /// \(doc)\n    static let \(name): [\(type)] = [\n"
    var row = "       "
    for item in items {
        let cell = " " + item + ","
        if row.count + cell.count > 100 {
            out += row + "\n"
            row = "       "
        }
        row += cell
    }
    return out + row + "\n    ]\n"
}
