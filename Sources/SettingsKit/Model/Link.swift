/// Where a tap on a row leads (SPEC 7.2).
public enum Link: Sendable, Hashable {
    /// A page of the same run, by id.
    case page(String)
    /// Another file.
    case file(String)
    /// A web or mail address.
    case url(String)
    /// A class or intent the tool cannot follow.
    case target(String)

    /// `page`, `file`, `url` or `target`: the link's key in a page file and in JSON.
    public var kind: String {
        switch self {
        case .page: "page"
        case .file: "file"
        case .url: "url"
        case .target: "target"
        }
    }

    /// Where it leads.
    public var destination: String {
        switch self {
        case .page(let s), .file(let s), .url(let s), .target(let s): s
        }
    }

    /// A link of a kind, or nil for a kind there is none of.
    public init?(kind: String, destination: String) {
        switch kind {
        case "page": self = .page(destination)
        case "file": self = .file(destination)
        case "url": self = .url(destination)
        case "target": self = .target(destination)
        default: return nil
        }
    }
}

/// The format a page was read from, and the locale its text was translated through (SPEC 7.2).
public struct PageSource: Sendable, Hashable {
    /// The page formats the tool reads.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case yaml
        case settingsBundle = "settings-bundle"
        case android
    }

    /// The format.
    public var format: Format
    /// The locale whose strings were used, or nil for the text as written.
    public var locale: String?

    /// A source; a page file's by default.
    public init(format: Format = .yaml, locale: String? = nil) {
        self.format = format
        self.locale = locale
    }
}
