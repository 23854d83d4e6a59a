/// The characters the tool draws with: box-drawing by default, ASCII with `--ascii`.
public struct Glyphs: Sendable {
    public var horizontal, vertical: String
    public var topLeft, topRight, bottomLeft, bottomRight, teeLeft, teeRight: String
    public var arrow: String
    /// The switch, on and off: the state shows in the shape, not only in colour. Same width.
    public var switchOn, switchOff: String

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        teeLeft: "├", teeRight: "┤", arrow: "›", switchOn: "( ●)", switchOff: "(○ )")

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        teeLeft: "+", teeRight: "+", arrow: ">", switchOn: "[ON]", switchOff: "[--]")
}
