/// How many colours the terminal shows: styles are drawn in the nearest it has.
public enum ColorDepth: Sendable, Hashable {
    case palette256
    case trueColor
}
