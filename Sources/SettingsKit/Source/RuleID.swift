/// The id of every validation rule: SPEC 5's table in its order, then Settings.bundle's (SPEC 7.5),
/// the pictures' (SPEC 8), AndroidX's (SPEC 7.5), inline suppressions' (SPEC 9) and the run-time keys' (SPEC 10). Each diagnostic carries one, from the YAML
/// reader's `yaml-syntax` to the page rules'; the rule it names describes it (`RuleID.rule`, in Validate).
public enum RuleID: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case typeMismatch = "type-mismatch"
    case missingKey = "missing-key"
    case unknownCellType = "unknown-cell-type"
    case duplicateID = "duplicate-id"
    case invalidColor = "invalid-color"
    case invalidValue = "invalid-value"
    case resourceLimit = "resource-limit"
    case controlCharacter = "control-character"
    case ignoredKey = "ignored-key"
    case missingID = "missing-id"
    case imageTallerThanCell = "image-taller-than-cell"
    case emptySection = "empty-section"
    case titleTruncated = "title-truncated"
    // Settings.bundle (SPEC 7.3, 7.5)
    case xmlSyntax = "xml-syntax"
    case stringsSyntax = "strings-syntax"
    case missingSpecifierField = "missing-specifier-field"
    case wrongDefaultValue = "wrong-default-value"
    case titlesValuesMismatch = "titles-values-mismatch"
    case missingChildPane = "missing-child-pane"
    case invalidTextInputTrait = "invalid-text-input-trait"
    case emptyKey = "empty-key"
    case unknownSpecifierType = "unknown-specifier-type"
    case stringBooleanDefault = "string-boolean-default"
    case inAppOnlySpecifier = "in-app-only-specifier"
    case missingStringsTable = "missing-strings-table"
    case missingTranslation = "missing-translation"
    case unusedTranslation = "unused-translation"
    case duplicateSpecifierKey = "duplicate-specifier-key"
    // Pictures (SPEC 8)
    case missingImage = "missing-image"
    // AndroidX preference screens (SPEC 7.4, 7.5)
    case dependencyNotFound = "dependency-not-found"
    case entriesMismatch = "entries-mismatch"
    case resourceCycle = "resource-cycle"
    case dependencyNotSwitch = "dependency-not-switch"
    case unresolvedResource = "unresolved-resource"
    case summaryPlaceholder = "summary-placeholder"
    case missingDefaultValue = "missing-default-value"
    case duplicatePreferenceKey = "duplicate-preference-key"
    case listEntries = "list-entries"
    // Team workflow (SPEC 9)
    case unusedSuppression = "unused-suppression"
    // What the frameworks do at run time (SPEC 10)
    case conditionNotFound = "condition-not-found"
    case conditionNotSwitch = "condition-not-switch"
    case conditionCycle = "condition-cycle"
    case tooManySwipeActions = "too-many-swipe-actions"
    case unknownValueID = "unknown-value-id"
    case valueMismatch = "value-mismatch"

    /// The id as users write it: `duplicate-id`.
    public var description: String { rawValue }

    /// Diagnostics at one place sort by rule id, as text.
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}
