import SettingsKit

/// The documents open in the editor, by URI, with what the server asks of all of them kept as
/// they open, change and close: their texts by path (what checks read before the disk), and the
/// documents under each folder. Nothing is found by a walk over every document, so opening the
/// 16,000th costs what opening the first did.
struct OpenDocuments {
    private var byURI: [String: EditorDocument] = [:]
    /// The text of every open document, by path: the last changed of two URIs of one file.
    private(set) var texts: [String: [UInt8]] = [:]
    /// The URIs open under each folder (ending in `/`), at any depth.
    private var under: [String: Set<String>] = [:]
    /// The URIs open for each path.
    private var uris: [String: Set<String>] = [:]

    var count: Int { byURI.count }

    /// Every open URI, sorted.
    var sortedURIs: [String] { byURI.keys.sorted() }

    subscript(uri: String) -> EditorDocument? { byURI[uri] }

    /// Opens a document, or replaces one open under its URI.
    mutating func put(_ document: EditorDocument) {
        if let old = byURI[document.uri], old.path != document.path { remove(document.uri) }
        if byURI[document.uri] == nil {
            for folder in Self.folders(above: document.path) { under[folder, default: []].insert(document.uri) }
            uris[document.path, default: []].insert(document.uri)
        }
        byURI[document.uri] = document
        texts[document.path] = document.bytes
    }

    mutating func remove(_ uri: String) {
        guard let document = byURI.removeValue(forKey: uri) else { return }
        for folder in Self.folders(above: document.path) {
            under[folder]?.remove(uri)
            if under[folder]?.isEmpty == true { under[folder] = nil }
        }
        uris[document.path]?.remove(uri)
        if let other = uris[document.path]?.first {
            texts[document.path] = byURI[other]?.bytes
        } else {
            uris[document.path] = nil
            texts[document.path] = nil
        }
    }

    /// The URIs open under a folder (its path ending in `/`), sorted.
    func uris(under folder: String) -> [String] {
        (under[folder] ?? []).sorted()
    }

    /// `/a/`, `/a/b/` for `/a/b/c.yaml`; none for a path that is not absolute (`untitled:1`).
    private static func folders(above path: String) -> [String] {
        guard path.hasPrefix("/") else { return [] }
        var out: [String] = [], at = path.startIndex
        while let slash = path[at...].firstIndex(of: "/") {
            let next = path.index(after: slash)
            if next == path.endIndex { break }
            out.append(String(path[..<next]))
            at = next
        }
        return out
    }
}
