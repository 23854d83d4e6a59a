/// The static cell types of SJStaticTableView.
public enum CellType: String, Sendable, Hashable, CaseIterable {
    case disclosure, `switch`, none, logout, avatar

    /// The type's place in `allCases`, to index tables by type.
    var ordinal: Int {
        switch self {
        case .disclosure: 0
        case .switch: 1
        case .none: 2
        case .logout: 3
        case .avatar: 4
        }
    }

    /// The style keys a cell of this type draws with; the others resolve but show nothing (an
    /// indicator font on a switch, a logout font on a disclosure row).
    public var shownStyleKeys: Set<String> {
        let parts: Set<StyleKey.Part> = switch self {
        case .disclosure, .avatar: [.row, .indicator]
        case .switch, .none: [.row]
        case .logout: [.logout]
        }
        // The height sizes every row, the logout row too.
        return Set(StyleKey.allCases.filter { parts.contains($0.definition.part) || $0 == .height }.map(\.rawValue))
    }
}
