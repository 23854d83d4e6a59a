/// What a row of a file an app ships stores, beyond what it shows (SPEC 11): its default, a
/// switch's stored states, a choice's value. The page does not show them, but a change to one
/// changes what every user's saved setting means, so the diff compares them.
public struct StoredValues: Sendable, Hashable {
    /// A stored value as the file types it: `<integer>1</integer>` is not `<string>1</string>`.
    public enum Scalar: Sendable, Hashable {
        case string(String), integer(Int), real(Double), bool(Bool)

        /// The value as text: what two formats that type values differently (a property list's
        /// `<true/>`, an XML attribute's `"true"`) can be compared by.
        public var text: String {
            switch self {
            case .string(let s): s
            case .integer(let i): String(i)
            case .real(let d): JSONValue.format(d)
            case .bool(let b): b ? "true" : "false"
            }
        }

        /// The value in JSON.
        public var json: JSONValue {
            switch self {
            case .string(let s): .string(s)
            case .integer(let i): .integer(i)
            case .real(let d): .number(d)
            case .bool(let b): .bool(b)
            }
        }
    }

    /// `DefaultValue`, `defaultValue` (a multi-select list's defaults joined by `, `).
    public var defaultValue: Scalar?
    /// A Settings.bundle switch's `TrueValue`.
    public var trueValue: Scalar?
    /// A Settings.bundle switch's `FalseValue`.
    public var falseValue: Scalar?
    /// A choice row's value (`Values`, `entryValues`): what choosing it stores.
    public var choice: Scalar?
    /// Whether the row saves a value under its key (a switch, a list, a text field); a plain row's
    /// key only names it for the app's code.
    public var savesValue: Bool

    /// Stored values; nil where the file gives none.
    public init(savesValue: Bool = false, defaultValue: Scalar? = nil, trueValue: Scalar? = nil, falseValue: Scalar? = nil,
                choice: Scalar? = nil) {
        self.savesValue = savesValue
        self.defaultValue = defaultValue
        self.trueValue = trueValue
        self.falseValue = falseValue
        self.choice = choice
    }

    /// Whether the file gives none.
    public var isEmpty: Bool { self == StoredValues() }

    /// Whether the row stores any value the file gives (a default, a state's value, a choice's).
    public var hasValues: Bool { defaultValue != nil || trueValue != nil || falseValue != nil || choice != nil }

    /// The values as the diff names them, in a fixed order, `null` where the file gives none.
    public var json: JSONValue {
        .object([("defaultValue", defaultValue), ("trueValue", trueValue), ("falseValue", falseValue), ("choice", choice)]
            .map { ($0.0, $0.1?.json ?? .null) })
    }
}
