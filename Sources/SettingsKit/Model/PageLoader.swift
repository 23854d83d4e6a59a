/// A file's pages and every problem found while loading and resolving them.
public struct LoadedFile: Sendable {
    /// The file the pages came from.
    public var source: SourceFile
    /// Each page with the YAML nodes it was decoded from, for the rules.
    package var documents: [PageDocument]
    /// Sorted by position.
    public var diagnostics: [Diagnostic]

    /// The pages, in document order.
    public var pages: [Page] { documents.map(\.page) }

    /// Whether any diagnostic is an error: such a file is not rendered or diffed.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Bytes → YAML nodes → resolved pages, one page per YAML document.
public enum PageLoader {
    /// Reads and loads a page file (`-` for standard input). A file that cannot be read throws;
    /// everything wrong inside one is in the result's diagnostics.
    public static func load(path: String, limits: LoadLimits = .default) throws(ReadError) -> LoadedFile {
        load(try SourceFile.read(path, limit: limits.maxInputBytes), limits: limits)
    }

    /// Loads page text held in memory; `name` is what diagnostics call it.
    public static func load(bytes: [UInt8], name: String = "page.yaml", limits: LoadLimits = .default) -> LoadedFile {
        load(SourceFile(path: name, bytes: bytes), limits: limits)
    }

    /// `threads: false` keeps the load on the calling thread, for callers that already load
    /// several files side by side.
    public static func load(_ source: SourceFile, limits: LoadLimits = .default, threads: Bool = true) -> LoadedFile {
        if let refusal = YAMLLoader.tooLarge(source.size, limits) {
            return LoadedFile(source: source, documents: [], diagnostics: [refusal])
        }
        if let problem = source.encodingProblem {
            let mark = source.bytes.withUnsafeBufferPointer { Mark(offset: problem.offset, in: $0) }
            return LoadedFile(source: source, documents: [], diagnostics: [
                Diagnostic(.error, rule: .yamlSyntax, message: problem.message, start: mark),
            ])
        }
        let pipelined = threads && source.bytes.count >= YAMLLoader.pipelineThreshold
        return decode(YAMLLoader.load(source.bytes, limits: limits, pipelined: pipelined), of: source)
    }

    /// The pages of an already loaded YAML stream (the second half of `load`).
    package static func decode(_ stream: YAMLStream, of source: SourceFile) -> LoadedFile {
        var diagnostics = stream.diagnostics
        var documents: [PageDocument] = []
        let decoder = PageDecoder(file: source.path)
        for (i, document) in stream.documents.enumerated() {
            let defaultID = i == 0 ? source.stem : "\(source.stem)-\(i + 1)"
            guard let root = document, root.scalar?.value != .null else {
                diagnostics.append(Diagnostic(
                    .error, rule: .missingKey,
                    message: "the document is empty; a page needs 'title' and 'sections'",
                    start: document?.start ?? .start))
                continue
            }
            if let document = decoder.decodePage(root, defaultID: defaultID) { documents.append(document) }
        }
        if stream.documents.isEmpty, !stream.stoppedEarly {
            diagnostics.append(Diagnostic(.error, rule: .missingKey,
                                          message: "the file holds no page; a page needs 'title' and 'sections'",
                                          start: .start))
        }
        diagnostics += decoder.diagnostics
        diagnostics.sort { ($0.start, $0.rule) < ($1.start, $1.rule) }
        return LoadedFile(source: source, documents: documents, diagnostics: diagnostics)
    }
}
