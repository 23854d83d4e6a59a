/// A page format's reader: which files are the format's, by name or by their first bytes, and how
/// one becomes pages. The loader is a list of these (`PageLoader.readers`); the directory walk and
/// `--watch` ask it, so a format's file names are written in its reader alone.
package protocol PageReader: Sendable {
    /// The format read.
    static var format: PageSource.Format { get }
    /// The rule of the format's syntax errors (a file that is not UTF-8 is one).
    static var syntaxRule: RuleID { get }
    /// The language its files are written in, for a code block (`yaml`, `xml`).
    static var language: String { get }
    /// The name endings a file of the format is loaded by (`render x.plist`), wherever it is.
    static var extensions: [String] { get }
    /// The endings of the files beside a page that it reads (strings tables, values files, images).
    static var neighbourExtensions: [String] { get }
    /// What a directory walk makes of a file of this name in this folder (the folder's own name);
    /// nil when it is none of the format's.
    static func walkRole(name: String, folder: String) -> WalkRole?
    /// Whether a file whose name says nothing (standard input) holds the format, from its first
    /// bytes; `head` is the text of the first 4 KB when they start with `<`, else nil.
    static func recognizes(_ bytes: [UInt8], head: String?) -> Bool
    /// The file's pages and what reading them found (syntax, limits, keys and types); with
    /// `checking`, what the format's rules found in its form too.
    static func load(_ source: SourceFile, limits: LoadLimits, options: ImportOptions, threads: Bool,
                     checking: FormCheck?) -> LoadedFile
    /// The folders beside a file whose files change its pages (`--watch`): translations, resources.
    static func neighbourFolders(of path: String) -> [String]
}

/// What a directory walk makes of a file.
package enum WalkRole: Sendable, Equatable {
    /// A page file: checked as one.
    case page
    /// A file that may be a page an app ships (a `.plist` may be an `Info.plist`): checked only
    /// if it turns out to be one once read.
    case candidate
}

extension PageReader {
    package static var neighbourExtensions: [String] { [] }
    package static func neighbourFolders(of path: String) -> [String] { [] }

    /// Whether a name ends in one of the format's extensions.
    package static func claims(_ name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) }
    }
}
