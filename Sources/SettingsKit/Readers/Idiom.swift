/// The device a page is drawn for: which `~iphone`/`~ipad` variant loads and which rows show.
public enum Idiom: String, Sendable, CaseIterable {
    case phone, pad

    /// The file-name suffix after `~`.
    var suffix: String { self == .phone ? "iphone" : "ipad" }
    /// The name `SupportedUserInterfaceIdioms` uses.
    var specifierName: String { self == .phone ? "Phone" : "Pad" }
}

