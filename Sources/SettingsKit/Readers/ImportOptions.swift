/// How a page file is read: its format when detection is overridden, for the formats apps ship
/// the locale and the device (SPEC 7), and how the files beside it are read.
public struct ImportOptions: Sendable {
    /// `--from`: nil detects the format from the file's name and first bytes.
    public var format: PageSource.Format?
    /// `--locale`.
    public var locale: LocaleChoice
    /// `--idiom`.
    public var idiom: Idiom
    /// Whether the checks that read a file's neighbours run (duplicate keys across a bundle's
    /// panes): `validate` wants them, drawing a page does not.
    public var checksNeighbours: Bool
    /// The title of the row that leads to the page (`render --follow`): a pane without a `Title`
    /// of its own takes it (SPEC 7.3).
    package var linkTitle: String?
    /// What a walk over many files shares (`render --follow`, `diff`, `convert`): a bundle's
    /// folder is listed once, not once a pane. Nil: each load reads what it needs.
    package var neighbours: NeighbourCache?
    /// `--follow-symlinks`: files read beside a page may lie outside its bundle or `res/` folder
    /// through a link (`ImportOptions.read(_:inside:)`).
    package var followSymlinks = false
    /// `--values`: current values laid over every page loaded (SPEC 10).
    public var values: ValueOverlay?
    /// `--resources` and the configuration's `android: {resources: …}`: other modules' `res/`
    /// folders whose values an AndroidX screen's references resolve through too (SPEC 11).
    public var resources: [String] = []
    /// Whether an AndroidX screen's Gradle project (the nearest `settings.gradle(.kts)` above it)
    /// is found, and every module's `res/` and the build's `resValue`s read with it (issue #47).
    package var gradleProjects = true
    /// How the files a page reads beside it are read: a bundle's strings tables and other panes, a
    /// screen's `res/values` and sibling screens. The file system by default; an editor passes its
    /// unsaved buffers, a test its files in memory. Folders are still listed on disk.
    public var read: SourceFile.Reader

    /// Options; each defaults to detection, the default locale and a phone.
    public init(format: PageSource.Format? = nil, locale: LocaleChoice = .automatic, idiom: Idiom = .phone,
                checksNeighbours: Bool = false, values: ValueOverlay? = nil,
                read: @escaping SourceFile.Reader = SourceFile.reader(limit: LoadLimits.default.maxInputBytes)) {
        self.format = format
        self.read = read
        self.values = values
        self.locale = locale
        self.idiom = idiom
        self.checksNeighbours = checksNeighbours
    }

    /// Detection, the default locale, a phone.
    public static let `default` = ImportOptions()
}

/// Which strings an imported page's texts are translated through.
public enum LocaleChoice: Sendable, Hashable {
    /// `en` when the bundle has it, else `Base`, else the text as written.
    case automatic
    /// One locale (`--locale de`).
    case named(String)
    /// Every locale the file's strings table exists in, a page each (`--locale all`).
    case all

    /// `de`, `all`, or nil for the default.
    public init(argument: String?) {
        switch argument {
        case nil: self = .automatic
        case "all": self = .all
        case let name?: self = .named(name)
        }
    }
}

extension PageMetrics {
    /// The metrics of a page an app ships: an iPhone's inset grouped row leaves a title about
    /// 300 pt before it meets the accessory (SJStaticTableView's 180 pt limit is its own).
    static let imported = PageMetrics(titleWidthLimit: 300)
}
