import SettingsKit

/// Go to definition: a condition's cell, a link's page or file, a child pane's schema file, an
/// Android `@string`/`@array` reference's value in `res/values`, a `dependency`'s preference.
extension LanguageServer {
    func definition(_ params: JSONValue) throws -> JSONValue {
        let (document, position) = try target(params)
        guard let position else { throw Failure(code: .invalidParams, message: "definition needs a position") }
        let (word, before) = Self.word(at: position, in: document, encoding)
        guard !word.isEmpty else { return .null }
        let key = Self.key(before: before)
        let folder = FileName.folder(of: document.path)
        if word.hasPrefix("@"), let target = valueDefinition(word, screen: document.path) { return target }
        switch key {
        case "cell", "dependency", "app:dependency", "android:dependency":
            let loaded = checker.load(document, open: openTexts)
            for page in (loaded.documents + loaded.nestedDocuments).map(\.page) {
                for section in page.sections {
                    if let cell = section.cells.first(where: { $0.id?.key == word }) { return location(document.uri, cell.mark, document) }
                }
            }
        case "page":
            let loaded = checker.load(document, open: openTexts)
            if let page = loaded.pages.first(where: { $0.id.key == word }) { return location(document.uri, page.mark, document) }
            if let path = Vocabulary.linkedFile(word, from: folder, isPage: true) { return fileStart(path) }
        case "file", "File":
            // Only what `validate` would read: a pane in its bundle, a file in the page's folder.
            let path = PageLoader.format(ofFileNamed: document.path) == .settingsBundle
                ? Vocabulary.childPaneFile(word, inBundle: SettingsBundle.directory(of: document.path) ?? folder)
                : Vocabulary.linkedFile(word, from: folder, isPage: false)
            if let path { return fileStart(path) }
        default: break
        }
        return .null
    }

    /// The word at a position (letters, digits and `_-.@/+` and any non-ASCII), and the line's text before it.
    static func word(at position: Position, in document: EditorDocument, _ encoding: PositionEncoding) -> (word: String, before: Substring) {
        let line = document.line(position.line)
        let scalars = Array(line.unicodeScalars)
        let at = document.scalarColumn(of: position, encoding)
        func isWord(_ s: Unicode.Scalar) -> Bool {
            s.value >= 0x80 ? !s.properties.isWhitespace : (s.properties.isAlphabetic || s.properties.numericType != nil || "_-.@/+".unicodeScalars.contains(s))
        }
        var start = at, end = at
        while start > 0, isWord(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, isWord(scalars[end]) { end += 1 }
        var word = String(String.UnicodeScalarView(scalars[start..<end]))
        var before = Substring(String(String.UnicodeScalarView(scalars[..<start])))
        // `<string>child</string>` in a property list: the key is the `<key>` before the element.
        if before.hasSuffix(">") { before = Substring(plistKey(before, line: position.line, in: document).map { $0 + ":" } ?? String(before)) }
        if word.hasSuffix("/") { word.removeLast() }
        return (word, before)
    }

    /// The property-list key a value on a line is written under: the last `<key>…</key>` before
    /// it on its line, or on the line above, where Xcode writes it.
    static func plistKey(_ before: Substring, line: Int, in document: EditorDocument) -> String? {
        func last(_ text: Substring) -> String? {
            guard let open = text.ranges(of: "<key>").last, let close = text[open.upperBound...].firstRange(of: "</key>") else { return nil }
            return String(text[open.upperBound..<close.lowerBound])
        }
        return last(before) ?? (line > 0 ? last(document.line(line - 1)) : nil)
    }

    /// The key a value is written under: `cell` in `{cell: wifi`, `app:dependency` in `app:dependency="`.
    static func key(before text: Substring) -> String {
        var rest = text
        while let last = rest.last, " \t\"'=:".contains(last) { rest.removeLast() }
        let key = rest.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "-" }
        return String(key.reversed())
    }

    /// Where `@string/name` or `@array/name` is defined: the first `res/values*/` file of the
    /// screen's `res/` folder that has it, `values/` first.
    private func valueDefinition(_ reference: String, screen: String) -> JSONValue? {
        let parts = reference.dropFirst().split(separator: "/", maxSplits: 1)
        guard parts.count == 2, let kind = AndroidValues.Kind(rawValue: String(parts[0].split(separator: ":").last ?? parts[0])) else { return nil }
        for (path, source, values) in checker.androidValues(forScreen: screen, open: openTexts) {
            guard let found = values.resources.first(where: { $0.kind == kind && $0.name == parts[1] }) else { continue }
            let uri = FileURI.uri(path)
            return location(uri, found.mark, EditorDocument(uri: uri, version: 0, text: String(decoding: source.bytes, as: UTF8.self)))
        }
        return nil
    }

    private func location(_ uri: String, _ mark: Mark, _ document: EditorDocument) -> JSONValue {
        let at = document.position(of: mark, encoding)
        return .object([("uri", .string(uri)), ("range", EditorDocument.range(at, at))])
    }

    private func fileStart(_ path: String) -> JSONValue {
        let start = Position(line: 0, character: 0)
        return .object([("uri", .string(FileURI.uri(path))), ("range", EditorDocument.range(start, start))])
    }
}
