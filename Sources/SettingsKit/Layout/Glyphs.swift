/// The characters the tool draws with: box-drawing by default, ASCII with `--ascii`.
public struct Glyphs: Sendable {
    /// The box's horizontal and vertical rules.
    public var horizontal, vertical: String
    /// The box's corners and the tees of a row separator.
    public var topLeft, topRight, bottomLeft, bottomRight, teeLeft, teeRight: String
    /// The disclosure arrow.
    public var arrow: String
    /// The switch, on and off: the state shows in the shape, not only in colour. Same width.
    public var switchOn, switchOff: String
    /// The check mark of a chosen row.
    public var check: String
    /// A slider's gauge: the track left of the knob, the knob, the track right of it.
    public var gaugeFilled = "━", gaugeKnob = "●", gaugeEmpty = "─"
    /// Before a row's swipe actions, and between them.
    public var swipe = "⟵", swipeSeparator = "·"
    /// Before the pull-to-refresh hint, and before an automatic load-more row's title.
    public var pull = "↓", spinner = "⟳"
    /// Before a disabled row's title when the text has no colour to grey it with
    /// (`marksDisabled`): the state shows in a shape, as a switch's does.
    public var disabled = "⊘"
    /// Whether disabled rows carry `disabled`: the text renderer sets it when there is no colour.
    package var marksDisabled = false

    /// Box-drawing characters and `›`.
    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        teeLeft: "├", teeRight: "┤", arrow: "›", switchOn: "( ●)", switchOff: "(○ )", check: "✓")

    /// `+`, `-`, `|` and `>`, for terminals without Unicode.
    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        teeLeft: "+", teeRight: "+", arrow: ">", switchOn: "[ON]", switchOff: "[--]", check: "v",
        gaugeFilled: "=", gaugeKnob: "o", gaugeEmpty: "-", swipe: "<-", swipeSeparator: "|", pull: "v", spinner: "~",
        disabled: "(x)")
}
