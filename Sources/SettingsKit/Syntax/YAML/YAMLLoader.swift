internal import CLibYAML

/// What loading one file's bytes produced: the documents composed before any fatal error,
/// and every problem found on the way (duplicate keys, a syntax error, a limit).
package struct YAMLStream: Sendable {
    package var documents: [Node?]
    package var diagnostics: [Diagnostic]
    /// True when a fatal error (syntax or limit) stopped the scan before the end of the input.
    package var stoppedEarly: Bool
}

/// Composes libyaml's event stream into `Node` trees that carry their marks (see `Composer`).
/// All libyaml state is freed before `load` returns.
package enum YAMLLoader {
    package static func load(_ bytes: [UInt8], limits: LoadLimits = .default) -> YAMLStream {
        load(bytes, limits: limits, pipelined: bytes.count >= pipelineThreshold)
    }

    /// Inputs this large are scanned and composed on two threads (see `Composer.runPipelined`).
    static let pipelineThreshold = 512 << 10

    package static func load(_ bytes: [UInt8], limits: LoadLimits, pipelined: Bool) -> YAMLStream {
        if let refusal = tooLarge(bytes.count, limits) {
            return YAMLStream(documents: [], diagnostics: [refusal], stoppedEarly: true)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var composer = Composer(limits: limits, input: buffer)
            if pipelined { composer.runPipelined() } else { composer.run() }
            return composer.stream(of: bytes)
        }
    }

    /// Why a file of this size is not loaded, if it is too large: over `--max-file-size`, or over
    /// the 2 GiB a tree's 32-bit offsets reach.
    static func tooLarge(_ size: Int, _ limits: LoadLimits) -> Diagnostic? {
        if size > limits.maxInputBytes {
            return Diagnostic(.error, rule: .resourceLimit,
                              message: "the file is larger than the limit of \(byteCount(limits.maxInputBytes)) (--max-file-size)",
                              start: .start)
        }
        if size > YAMLTree.maxInputBytes {
            return Diagnostic(.error, rule: .resourceLimit, message: "the file is larger than 2 GiB, which no page needs",
                              start: .start)
        }
        return nil
    }

    /// libyaml's event scan alone, composing nothing: the floor any libyaml-based loader stands on.
    /// Returns the number of events, or -1 on a syntax error.
    package static func scanEvents(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let source = EventSource(buffer)
            guard source.ready else { return -1 }
            var count = 0
            while let end = source.skip() {
                count += 1
                if end { return count }
            }
            return -1
        }
    }

    /// `64 MiB` for whole mebibytes, else `N bytes`.
    static func byteCount(_ n: Int) -> String {
        n >= 1 << 20 && n % (1 << 20) == 0 ? "\(n >> 20) MiB" : "\(n) bytes"
    }
}

extension YAMLLoader {
    /// Turns libyaml's error state into a located diagnostic that keeps libyaml's own words.
    static func syntaxError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            let mark = Mark(offset: parser.problem_offset, in: input)
            // libyaml's value is a byte for a malformed octet, a code point for a disallowed character.
            let value = parser.problem_value
            let detail = value < 0 ? ""
                : problem.contains("octet") ? " (byte 0x\(hexDigits(value, digits: 2)))"
                : " (U+\(hexDigits(value, digits: 4)))"
            return Diagnostic(.error, rule: .yamlSyntax, message: problem + detail, start: mark)
        }
        if parser.error == YAML_MEMORY_ERROR {
            return Diagnostic(.error, rule: .resourceLimit, message: "libyaml ran out of memory", start: .start)
        }
        var message = problem
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = Mark(parser.context_mark)
            message = "\(problem) (\(context))"
            notes.append(.init("\(context), which started here", at: contextMark))
        }
        return Diagnostic(.error, rule: .yamlSyntax, message: message, start: Mark(parser.problem_mark), notes: notes)
    }
}

extension Mark {
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The mark of a byte offset in UTF-8 input, for reader errors that report only an offset.
    init(offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for byte in input.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}

extension Scalar.Style {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
