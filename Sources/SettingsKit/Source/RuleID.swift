/// The id of every validation rule, in the order of SPEC 5's table. Each diagnostic carries one,
/// from the YAML reader's `yaml-syntax` to the page rules'; the rule it names describes it
/// (`RuleID.rule`, in Validate).
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

    /// The id as users write it: `duplicate-id`.
    public var description: String { rawValue }

    /// Diagnostics at one place sort by rule id, as text.
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}
