@testable import SettingsCLI
@testable import SettingsKit

/// Loads YAML text with the real libyaml loader.
func yaml(_ text: String, limits: LoadLimits = .default) -> YAMLStream {
    YAMLLoader.load(Array(text.utf8), limits: limits)
}

/// The first document's root node, which the test expects to exist.
func root(_ text: String) -> Node? {
    yaml(text).documents.first ?? nil
}

/// Loads and resolves a page file's text.
func loadPages(_ text: String, path: String = "page.yaml") -> LoadedFile {
    PageLoader.load(SourceFile(path: path, bytes: Array(text.utf8)))
}

/// The one page a text holds, or nil when it has errors.
func page(_ text: String) -> Page? {
    let loaded = loadPages(text)
    return loaded.hasErrors ? nil : loaded.pages.first
}

/// The (rule, line, column) of each diagnostic, in order.
func located(_ text: String) -> [String] {
    loadPages(text).diagnostics.map { "\($0.rule)@\($0.start.line):\($0.start.column)" }
}

/// Wraps cells in a minimal page.
func pageWithCells(_ cells: String, style: String = "") -> String {
    "title: T\n\(style)sections:\n  - cells:\n" + cells
}

/// The problem expat (and Android's reading of it) finds in XML text, its events ignored.
func xmlProblem(_ text: String) -> XMLProblem? {
    final class Ignore: XMLHandler {
        func open(_ tag: XMLStartTag) throws(XMLProblem) {}
        func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {}
        func close() throws(XMLProblem) {}
    }
    return XMLReader.read(Array(text.utf8), maxDepth: 64, into: Ignore())
}
