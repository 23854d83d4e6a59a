/// The YAML page format (SPEC 2): each document of a file is a page.
package enum PageFileReader: PageReader {
    package static let format = PageSource.Format.yaml
    package static let syntaxRule = RuleID.yamlSyntax
    package static let language = "yaml"
    package static let extensions = [".yaml", ".yml"]
    /// Values files in JSON (`--values`), and the images of an asset catalogue (`--assets`).
    package static let neighbourExtensions = [".json", ".png", ".svg", ".pdf"]

    /// A YAML file a walk finds is checked as a page only if it reads as one (`looksLikePage`): a
    /// repository's `docker-compose.yml` or XcodeGen `project.yml` is no page (holdout 18).
    package static func walkRole(name: String, folder: String) -> WalkRole? {
        claims(name) ? .candidate : nil
    }

    /// Whether a YAML stream reads as pages: it is broken (a page being written is reported), or a
    /// document is a mapping with `sections`, or with two of a page's keys (`title` and `style`);
    /// a GitHub issue form's `title` alone, a compose file's `services`, make none.
    static func looksLikePage(_ stream: YAMLStream) -> Bool {
        if stream.documents.isEmpty || stream.diagnostics.contains(where: { $0.rule == .yamlSyntax }) { return true }
        return stream.documents.contains { document in
            guard let pairs = document?.mapping else { return false }
            if pairs.value(forKey: "sections") != nil { return true }
            return PageFormat.pageKeys.count { pairs.value(forKey: $0) != nil } >= 2
        }
    }

    /// Any text that no other reader recognizes is read as YAML (the loader's last resort).
    package static func recognizes(_ bytes: [UInt8], head: String?) -> Bool { false }

    /// A page file has no form of its own: its rules read the decoded pages and their nodes.
    package static func load(_ source: SourceFile, limits: LoadLimits, options: ImportOptions, threads: Bool,
                             checking: FormCheck?) -> LoadedFile {
        let pipelined = threads && source.bytes.count >= YAMLLoader.pipelineThreshold
        return decode(YAMLLoader.load(source.bytes, limits: limits, pipelined: pipelined), of: source, threads: threads)
    }

    /// The pages of an already loaded YAML stream (the second half of `load`); `threads` lets a
    /// large page's sections be decoded on two.
    package static func decode(_ stream: YAMLStream, of source: SourceFile, threads: Bool = true) -> LoadedFile {
        var diagnostics = stream.diagnostics
        if let refusal = PageDensity.check(stream.documents, inputBytes: source.bytes.count) {
            return LoadedFile(source: source, documents: [], diagnostics: diagnostics + [refusal])
        }
        var documents: [PageDocument] = []
        let decoder = PageDecoder(file: source.path, threads: threads)
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
        var loaded = LoadedFile(source: source, documents: documents, diagnostics: diagnostics)
        loaded.notKept = decoder.notKept
        loaded.isNotAPage = !looksLikePage(stream)
        return loaded
    }
}
