/// A team's `.settings-render.yml` (SPEC 9): the rules' levels and options, and which files a
/// folder walk checks.
///
/// ```yaml
/// rules:
///   missing-id: error
///   title-truncated: { severity: warning, locales: all }
///   image-taller-than-cell: off
/// include: [pages]
/// exclude: ["pages/legacy/**", "*.generated.yaml"]
/// android:
///   resources: [../core/i18n/src/main/res]
/// ```
public struct Configuration: Sendable {
    /// The name a configuration is found by, from a checked file's folder upwards.
    public static let fileName = ".settings-render.yml"

    /// The levels and options of the rules.
    public var rules = RuleSettings()
    /// Paths (relative to the configuration's folder) a folder walk checks; empty for all.
    package var include: [Glob] = []
    /// Paths a folder walk leaves out.
    package var exclude: [Glob] = []
    /// `android: {resources: […]}`: other modules' `res/` folders, as written (relative to the
    /// configuration's folder), whose values AndroidX screens' references resolve through too.
    public var androidResources: [String] = []

    /// An empty configuration: every rule at its own level, every file admitted.
    public init() {}

    /// Whether a folder walk checks a file, by its path relative to the configuration's folder.
    public func admits(_ relativePath: String) -> Bool {
        (include.isEmpty || include.contains { $0.matches(relativePath) }) && !exclude.contains { $0.matches(relativePath) }
    }

    /// Reads a configuration file: what it says, and every mistake in it, located. Whatever
    /// reads correctly applies; the mistakes fail the run as a page's would.
    public static func load(_ source: SourceFile, limits: LoadLimits = .default) -> (Configuration, [Diagnostic]) {
        var decoder = ConfigurationDecoder()
        let stream = YAMLLoader.load(source.bytes, limits: limits)
        decoder.diagnostics = stream.diagnostics
        if let root = stream.documents.first ?? nil {
            decoder.decode(root)
        }
        if stream.documents.count > 1, let second = stream.documents[1] {
            decoder.report(.unknownKey, "a configuration is one YAML document; this second one is not read", at: second, path: NodePath())
        }
        decoder.diagnostics.sort(by: Diagnostic.inReportOrder)
        return (decoder.configuration, decoder.diagnostics)
    }
}
