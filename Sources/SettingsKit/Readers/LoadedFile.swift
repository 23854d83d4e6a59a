/// A file's pages and every problem found while loading and resolving them.
public struct LoadedFile: Sendable {
    /// The file the pages came from.
    public var source: SourceFile
    /// Each page with where it was written (YAML nodes, an imported file's marks), for the rules.
    package var documents: [PageDocument]
    /// What reading found (syntax, limits, keys and types), sorted by position; the rules'
    /// findings are `Validator`'s.
    public var diagnostics: [Diagnostic]
    /// How many more problems reading found than a file keeps (`Diagnostic.keptPerFile`), and
    /// where the first of them is.
    package var notKept: (count: Int, from: Mark)?
    /// The file as its format reads it (a schema file's specifiers, a screen's preferences), for
    /// the rules of that format: they look at what the page model does not keep.
    package var form: (any FileForm)?
    /// What the format's rules found in `form`, when the load was given them (`FormCheck`);
    /// nil when they have not run yet.
    package var formFindings: [RuleFindings]?
    /// Pages the file's rows lead to that are not in the file itself: the choice pages of a
    /// Settings.bundle's multi-value rows and an Android screen's lists (`render --follow` prints them).
    public var linkedPages: [Page] = []
    /// The nested screens of an Android preference screen file: pages of the file that only
    /// `render --follow` prints, and that `validate` checks like the file's own.
    package var nestedDocuments: [PageDocument] = []
    /// A property list without `PreferenceSpecifiers` (an `Info.plist`), an XML file whose root is
    /// no `PreferenceScreen`: a folder walk leaves it out.
    public var isNotAPage = false
    /// What the run says on standard error about how the file was read: a locale asked for
    /// that the file has not (its pages say which was used, in `source.locale`).
    public var warnings: [String] = []
    /// The format the file was read as.
    public var format: PageSource.Format = .yaml
    /// With `--values`: the ids and keys of the values file that the file's pages (or, for the
    /// files apps ship, their specifiers and preferences) have.
    public var valuesUsed: Set<String> = []
    /// With `--values`: the values that do not suit their row (warnings located in the values file).
    public var valueProblems: [Diagnostic] = []

    /// The pages, in document order.
    public var pages: [Page] { documents.map(\.page) }

    /// Lets go of the file. A large one's tree and pages are freed on the teardown thread, beside
    /// the work that follows, not before it.
    package consuming func discard() {
        if Teardown.isWorthIt(documents.map(\.page) + nestedDocuments.map(\.page)) { Teardown.release(self) }
    }

    /// Whether any of the loader's diagnostics is an error (`Validator.drawable` says what is drawn anyway).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
