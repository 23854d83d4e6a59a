/// Every rule, in the order of `RuleID` (SPEC 5's table, then SPEC 7.5's).
public enum RuleRegistry {
    package static let all: [any Rule.Type] = RuleID.allCases.map(\.rule)

    /// What each rule finds, its severity and its examples: the rules' documentation.
    public static let descriptions: [RuleDescription] = all.map { $0.description }

    /// The rule an id names, from its spelling (`--disable duplicate-id`).
    package static func rule(_ id: String) -> (any Rule.Type)? {
        RuleID(rawValue: id)?.rule
    }
}

extension RuleID {
    /// The rule this id names. The switch is exhaustive, so an id without a rule does not compile;
    /// a test checks each rule's description carries its own id.
    package var rule: any Rule.Type {
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
        case .xmlSyntax: XMLSyntaxRule.self
        case .stringsSyntax: StringsSyntaxRule.self
        case .missingSpecifierField: MissingSpecifierFieldRule.self
        case .wrongDefaultValue: WrongDefaultValueRule.self
        case .titlesValuesMismatch: TitlesValuesMismatchRule.self
        case .missingChildPane: MissingChildPaneRule.self
        case .invalidTextInputTrait: InvalidTextInputTraitRule.self
        case .unknownSpecifierType: UnknownSpecifierTypeRule.self
        case .stringBooleanDefault: StringBooleanDefaultRule.self
        case .inAppOnlySpecifier: InAppOnlySpecifierRule.self
        case .missingStringsTable: MissingStringsTableRule.self
        case .missingTranslation: MissingTranslationRule.self
        case .unusedTranslation: UnusedTranslationRule.self
        case .duplicateSpecifierKey: DuplicateSpecifierKeyRule.self
        case .emptyKey: EmptyKeyRule.self
        case .missingImage: MissingImageRule.self
        case .dependencyNotFound: DependencyNotFoundRule.self
        case .entriesMismatch: EntriesMismatchRule.self
        case .resourceCycle: ResourceCycleRule.self
        case .dependencyNotSwitch: DependencyNotSwitchRule.self
        case .unresolvedResource: UnresolvedResourceRule.self
        case .summaryPlaceholder: SummaryPlaceholderRule.self
        case .missingDefaultValue: MissingDefaultValueRule.self
        case .duplicatePreferenceKey: DuplicatePreferenceKeyRule.self
        case .listEntries: ListEntriesRule.self
        case .unusedSuppression: UnusedSuppressionRule.self
        case .conditionNotFound: ConditionNotFoundRule.self
        case .conditionNotSwitch: ConditionNotSwitchRule.self
        case .conditionCycle: ConditionCycleRule.self
        case .tooManySwipeActions: TooManySwipeActionsRule.self
        case .unknownValueID: UnknownValueIDRule.self
        case .valueMismatch: ValueMismatchRule.self
        }
    }

    /// What to say of a name that is no rule id, as a configuration or a suppression writes it:
    /// `'titel-truncated' is not a rule; did you mean 'title-truncated'?`.
    static func notARule(_ name: String) -> String {
        let hint = closest(to: name).map { "; did you mean '\($0)'?" }
        return "'\(name)' is not a rule" + (hint ?? "; 'settings-render rules' lists them")
    }

    /// The rule id a misspelt name most likely means.
    static func closest(to name: String) -> String? {
        EditDistance.closest(to: name, in: allCases.map(\.rawValue))
    }

    /// The rule's documentation.
    public var ruleDescription: RuleDescription { rule.description }
}
