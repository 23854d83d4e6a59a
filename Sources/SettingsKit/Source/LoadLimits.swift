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

    /// Limits; each defaults to its value in `default`.
    public init(
        maxInputBytes: Int = 64 << 20, maxAliasExpansion: Int = 1_000_000,
        maxDepth: Int = 256, maxDocuments: Int = 1_000
    ) {
        self.maxInputBytes = maxInputBytes
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
        self.maxDocuments = maxDocuments
    }

    /// The limits of Docs/Limits.md.
    public static let `default` = LoadLimits()

    /// How far the flags may raise each limit. Past these the cost stops being one a page could
    /// need: the tree's offsets are 32-bit (2 GiB), and libyaml's scan of flow nesting grows with
    /// the square of the depth (10,000 levels take a fraction of a second; 100,000 took 15–32 s).
    public static let ceiling = LoadLimits(maxInputBytes: 2047 << 20, maxAliasExpansion: 100_000_000,
                                           maxDepth: 10_000, maxDocuments: 1_000_000)

    /// The most nodes a file of `bytes` bytes may compose into: one for every 4 bytes, and at least
    /// a million. Pages run to one node per 5 to 10 bytes even in dense flow style; a file packed
    /// tighter (`[1,1,1,…]`, a node per 2 bytes) would cost a tree 16 times its size, so this
    /// bounds every shape of input to a tree of at most about 8 times the file.
    public static func maxNodes(forInputBytes bytes: Int) -> Int {
        max(1 << 20, bytes / 4)
    }

    /// The most rows a page file of `bytes` bytes may hold, as its format's `RowBound` sets: a
    /// row costs from a few hundred bytes (a YAML cell) to two kilobytes (an AndroidX preference
    /// with a finding or two) once decoded, drawn and checked, so a file packed with rows costs
    /// many times its size. Held to this, none costs more than about 8 times its size, past what
    /// the floor lets any file have (some 20 MB). Real pages hold tens of rows.
    public static func maxRows(forInputBytes bytes: Int, _ bound: RowBound = .pageRows) -> Int {
        max(bound.floor, bytes / bound.bytesPerRow)
    }

    /// How densely a format's file may hold rows: one for every `bytesPerRow` bytes, and at least
    /// `floor` whatever its size.
    public struct RowBound: Sendable, Hashable {
        /// The bytes a file spends on each row, at the least.
        public let bytesPerRow: Int
        /// The rows any file may hold, however small.
        public let floor: Int

        /// A YAML page's sections and cells. The conformance suite's page of 100,000 cells is
        /// written at 57 bytes a row, and passes; tests write 20,000 cells at 28.
        public static let pageRows = RowBound(bytesPerRow: 48, floor: 1 << 16)
        /// A Settings.bundle schema file's specifiers, each twice a YAML row's cost (its
        /// dictionary, its entries, its index of keys). The tersest real files take 210 bytes a
        /// specifier.
        public static let specifiers = RowBound(bytesPerRow: 128, floor: 1 << 14)
        /// An AndroidX screen's preferences, each some four times a YAML row's cost (its
        /// attributes, its row, its resolved texts: 1.3 kB for a realistic one, so 7 times the
        /// file at this bound). Real screens hold tens, at 310 bytes a preference and more; the
        /// benchmark's generated ones, more compact, take 124, and 10,000 are within the floor.
        public static let preferences = RowBound(bytesPerRow: 192, floor: 1 << 14)
    }

    /// The most entries a values file (`--values`) of `bytes` bytes may hold: one for every 64
    /// bytes, and at least 65,536. An entry costs more than a page's row for what it says (its
    /// tree, its fields, the index pages look ids up in); real values files hold tens of them.
    public static func maxValues(forInputBytes bytes: Int) -> Int {
        max(1 << 16, bytes / bytesPerValue)
    }

    /// See `maxValues(forInputBytes:)`.
    public static let bytesPerValue = 64
}
