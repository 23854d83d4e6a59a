/// Every rule, in the order of `RuleID` (SPEC 5's table).
public enum RuleRegistry {
    public static let all: [any Rule.Type] = RuleID.allCases.map(\.rule)

    /// The rule an id names, from its spelling (`--disable duplicate-id`).
    public static func rule(_ id: String) -> (any Rule.Type)? {
        RuleID(rawValue: id)?.rule
    }
}

extension RuleID {
    /// The rule this id names. The switch is exhaustive, so an id without a rule does not compile;
    /// a test checks each rule's description carries its own id.
    public var rule: any Rule.Type {
        switch self {
        case .yamlSyntax: YAMLSyntaxRule.self
        case .duplicateKey: DuplicateKeyRule.self
        case .unknownKey: UnknownKeyRule.self
        case .typeMismatch: TypeMismatchRule.self
        case .missingKey: MissingKeyRule.self
        case .unknownCellType: UnknownCellTypeRule.self
        case .duplicateID: DuplicateIDRule.self
        case .invalidColor: InvalidColorRule.self
        case .invalidValue: InvalidValueRule.self
        case .resourceLimit: ResourceLimitRule.self
        case .controlCharacter: ControlCharacterRule.self
        case .ignoredKey: IgnoredKeyRule.self
        case .missingID: MissingIDRule.self
        case .imageTallerThanCell: ImageTallerThanCellRule.self
        case .emptySection: EmptySectionRule.self
        case .titleTruncated: TitleTruncatedRule.self
        }
    }
}
