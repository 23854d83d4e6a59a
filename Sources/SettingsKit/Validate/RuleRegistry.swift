/// Every rule, in the order of SPEC 5's table. A test checks each file in `Rules/` is listed here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        YAMLSyntaxRule.self,
        DuplicateKeyRule.self,
        UnknownKeyRule.self,
        TypeMismatchRule.self,
        MissingKeyRule.self,
        UnknownCellTypeRule.self,
        DuplicateIDRule.self,
        InvalidColorRule.self,
        InvalidValueRule.self,
        ResourceLimitRule.self,
        ControlCharacterRule.self,
        IgnoredKeyRule.self,
        MissingIDRule.self,
        ImageTallerThanCellRule.self,
        EmptySectionRule.self,
        TitleTruncatedRule.self,
    ]

    public static let ids: [String] = all.map { $0.description.id }

    public static func rule(_ id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
