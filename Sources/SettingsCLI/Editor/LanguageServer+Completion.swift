import SettingsKit

/// Completion: in a page file, the keys valid at the cursor, cell types, colour names and font
/// weights, and the ids conditions and links can name; in a schema file, specifier types and
/// keys; in an AndroidX screen, preference elements, `@string`/`@array` names and `dependency` keys.
extension LanguageServer {
    /// LSP's `CompletionItemKind`s used here.
    enum ItemKind: Int {
        case value = 12, property = 10, reference = 18, enumMember = 20, `class` = 7
    }

    func completion(_ params: JSONValue) throws -> JSONValue {
        let (document, position) = try target(params)
        guard let position else { throw Failure(code: .invalidParams, message: "completion needs a position") }
        let line = document.line(position.line)
        let column = document.scalarColumn(of: position, encoding)
        let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(column)))
        let items: [JSONValue]
        switch PageLoader.format(ofFileNamed: document.path) {
        case .yaml:
            let lines = DocumentLines(document: document, count: max(document.lineStarts.count, position.line + 1))
            items = yamlItems(CompletionContext.yaml(lines: lines, line: position.line, column: column), document, position.line,
                              present: CompletionContext.presentKeys(lines: lines, line: position.line, column: column))
        case .settingsBundle:
            items = plistItems(before, document, position.line)
        case .android:
            items = androidItems(before, document)
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    private func yamlItems(_ context: CompletionContext?, _ document: EditorDocument, _ line: Int, present: Set<String>) -> [JSONValue] {
        switch context {
        case .key(let parent, let atPage, let partial)?:
            // The keys the mapping has are left out (but the one being typed).
            let keys = Vocabulary.pageFormatKeys(under: parent, atPage: atPage).filter { !present.contains($0) || $0 == partial }
            return Self.items(keys, .property, partial, suffix: ": ")
        case .value(let key, let partial)?:
            switch key {
            case "type": return Self.items(Vocabulary.cellTypes, .enumMember, partial)
            case "weight": return Self.items(Vocabulary.fontWeights, .enumMember, partial)
            case _ where key == "color" || key.hasSuffix("Color"): return Self.items(Vocabulary.colorNames, .value, partial)
            case "cell":
                let cells = pages(document, typing: line).flatMap { $0.sections.flatMap(\.cells) }
                let ids = cells.filter { $0.type == .switch }.compactMap(\.id?.key) + cells.filter { $0.type != .switch }.compactMap(\.id?.key)
                return Self.items(Self.unique(ids), .reference, partial)
            case "page":
                let stems = Vocabulary.pageFileStems(in: FileName.folder(of: document.path))
                return Self.items(Self.unique(pages(document, typing: line).map(\.id.key) + stems), .reference, partial)
            default: return []
            }
        case nil: return []
        }
    }

    private func plistItems(_ before: String, _ document: EditorDocument, _ line: Int) -> [JSONValue] {
        if let partial = Self.after("<key>", in: before) { return Self.items(Vocabulary.specifierKeys, .property, partial) }
        if let partial = Self.after("<string>", in: before), Self.plistKey(Substring(before.dropLast(partial.count + "<string>".count)), line: line, in: document) == "Type" {
            return Self.items(Vocabulary.specifierTypes, .enumMember, partial)
        }
        return []
    }

    private func androidItems(_ before: String, _ document: EditorDocument) -> [JSONValue] {
        for kind in ["string", "array"] {
            if let partial = Self.after("@\(kind)/", in: before) {
                return Self.items(resourceNames(kind, screen: document.path), .reference, partial)
            }
        }
        if let partial = Self.after("dependency=\"", in: before) {
            return Self.items(Self.unique(pages(document).flatMap { $0.sections.flatMap(\.cells) }.compactMap(\.id?.key)), .reference, partial)
        }
        if let partial = Self.after("<", in: before), !partial.contains(" ") {
            return Self.items(Vocabulary.preferenceElements, .class, partial)
        }
        return []
    }

    /// The names of a kind of value in the screen's `res/values*/` files.
    private func resourceNames(_ kind: String, screen: String) -> [String] {
        guard let kind = AndroidValues.Kind(rawValue: kind) else { return [] }
        let names = checker.androidValues(forScreen: screen, open: openTexts).flatMap { $0.values.resources.filter { $0.kind == kind }.map(\.name) }
        return Self.unique(names.sorted())
    }

    /// The document's pages as its text reads now. The line being typed seldom reads: without it,
    /// then as the text last read.
    func pages(_ document: EditorDocument, typing line: Int? = nil) -> [Page] {
        func load(_ document: EditorDocument) -> [Page] {
            let loaded = checker.load(document, open: openTexts)
            return (loaded.documents + loaded.nestedDocuments).map(\.page)
        }
        var pages = load(document)
        if pages.isEmpty, let line, line < document.lineStarts.count {
            var blanked = document
            blanked.blank(line: line)
            pages = load(blanked)
        }
        if !pages.isEmpty { lastPages[document.uri] = pages }
        return pages.isEmpty ? lastPages[document.uri] ?? [] : pages
    }

    /// What follows the last `marker` in the text, if only word characters do.
    private static func after(_ marker: String, in text: String) -> String? {
        guard let range = text.ranges(of: marker).last else { return nil }
        let rest = text[range.upperBound...]
        return rest.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) } ? String(rest) : nil
    }

    private static func items(_ words: [String], _ kind: ItemKind, _ partial: String, suffix: String = "") -> [JSONValue] {
        // Words that start as typed; when none does (a typo), all of them, for the editor's fuzzy match.
        // A word with control or bidi characters is the file's mistake (control-character), not a completion.
        let words = words.filter { TerminalSafe.escape($0) == $0 }
        let lower = partial.lowercased()
        let starting = words.filter { $0.lowercased().hasPrefix(lower) }
        return (starting.isEmpty ? words : starting).map { word in
            var item: [(String, JSONValue)] = [("label", .string(word)), ("kind", .integer(kind.rawValue))]
            if !suffix.isEmpty { item.append(("insertText", .string(word + suffix))) }
            return .object(item)
        }
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
