/// Bounds on what one file may cost to load, so hostile input ends in a `resource-limit`
/// diagnostic instead of a crash, a hang or an exhausted machine.
public struct LoadLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes.
    public var maxInputBytes: Int
    /// Most nodes that aliases may add by expansion, over the whole file ("billion laughs").
    public var maxAliasExpansion: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most YAML documents (pages) in one file.
    public var maxDocuments: Int

    public init(
        maxInputBytes: Int = 64 << 20, maxAliasExpansion: Int = 1_000_000,
        maxDepth: Int = 256, maxDocuments: Int = 1_000
    ) {
        self.maxInputBytes = maxInputBytes
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
        self.maxDocuments = maxDocuments
    }

    public static let `default` = LoadLimits()
}
