/// One difference between two versions of a page (SPEC 6).
public struct Change: Sendable, Equatable {
    /// What happened to the entity.
    public enum Kind: String, Sendable {
        case added, removed, moved, changed
    }

    /// What kind of thing changed.
    public enum Entity: String, Sendable {
        case page, section, cell
    }

    /// Where a section or cell stands: its section's index, and its index in that section.
    public struct Position: Sendable, Equatable {
        /// The section's index.
        public var section: Int
        /// The cell's index in its section; nil for a section.
        public var index: Int?
    }

    /// Added, removed, changed or moved.
    public var kind: Kind
    /// A page, a section or a cell.
    public var entity: Entity
    /// The page the change is on.
    public var page: Identifier
    /// The section's or cell's id (the page's for page changes), if it has one.
    public var id: Identifier?
    /// A name a reviewer knows the entity by: a cell's title, a section's header.
    public var name: String
    /// For `changed` sections and cells: the section index in the new page.
    public var section: Int?
    /// For `changed`: the resolved model's key path (`title`, `indicator.title`, `style.titleColor`).
    public var property: String?
    /// The property's old value, for a change.
    public var old: JSONValue?
    /// The property's new value, for a change.
    public var new: JSONValue?
    /// Where the entity stood in the old page and stands in the new one (nil for page changes, and
    /// on the side where it does not exist). JSON shows them for moves, additions and removals.
    public var from: Position?
    /// Where it is in the new page; nil when removed.
    public var to: Position?
    /// For a style change reported once for a whole section: how many cells it changed.
    public var cells: Int?
    /// What the change means beyond what it shows: for a changed stored key or value, what
    /// becomes of users' saved settings.
    public var note: String?
    /// For a long text's change: the words that changed, with a little context.
    public var words: [WordDiff.Part]?

    init(_ kind: Kind, _ entity: Entity, page: Identifier, id: Identifier?, name: String) {
        self.kind = kind
        self.entity = entity
        self.page = page
        self.id = id
        self.name = name
    }

    /// The section the change is listed under: a section of the new page, or, counting on past
    /// the new page's sections, a removed section of the old one. -1 for the page itself.
    var group = -1
}
