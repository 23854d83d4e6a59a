/// The style keys of SPEC 2.4, in the order every output lists them. This is the one table of
/// them: the decoder, the cascade, the JSON form, the schema and the docs' table all read it.
public enum StyleKey: String, Sendable, CaseIterable {
    case height, titleFont, titleColor, imageSize, imageGap
    case indicatorFont, indicatorColor, indicatorImageSize, indicatorGap
    case logoutFont, logoutColor

    /// Where a key's value lives in a resolved `Style`, and what it may be.
    public enum Value: Sendable {
        case number(WritableKeyPath<Style, Double> & Sendable, NumberLimit)
        case font(WritableKeyPath<Style, Font> & Sendable)
        case color(WritableKeyPath<Style, Color> & Sendable)
        case size(WritableKeyPath<Style, Size> & Sendable)
    }

    /// The part of a row a key styles: a cell type draws only some parts (`CellType.shownStyleKeys`).
    public enum Part: Sendable {
        case row, indicator, logout
    }

    /// A key's row of the table.
    public struct Definition: Sendable {
        /// Where the value lives, and its kind.
        public let value: Value
        /// The part of a row it styles.
        public let part: Part
        /// SJStaticTableView's name for it, for the docs.
        public let original: String
        /// One sentence for the schema.
        public let summary: String
    }

    /// The key's row of the table.
    public var definition: Definition {
        switch self {
        case .height: Definition(value: .number(\.height, .positive), part: .row, original: "cellHeight",
                                 summary: "Cell height in points (cellHeight); default 44, avatar 80.")
        case .titleFont: Definition(value: .font(\.titleFont), part: .row, original: "leftLabelTextFont",
                                    summary: "The title font (leftLabelTextFont); default 15.")
        case .titleColor: Definition(value: .color(\.titleColor), part: .row, original: "leftLabelTextColor",
                                     summary: "The title colour (leftLabelTextColor); default #000000.")
        case .imageSize: Definition(value: .size(\.imageSize), part: .row, original: "leftImageSize",
                                    summary: "The left image size (leftImageSize); default 30.")
        case .imageGap: Definition(value: .number(\.imageGap, .nonNegative), part: .row, original: "leftImageAndLabelGap",
                                   summary: "Points between the left image and title (leftImageAndLabelGap); default 10.")
        case .indicatorFont: Definition(value: .font(\.indicatorFont), part: .indicator, original: "indicatorLeftLabelTextFont",
                                        summary: "The indicator font (indicatorLeftLabelTextFont); default 13.")
        case .indicatorColor: Definition(value: .color(\.indicatorColor), part: .indicator, original: "indicatorLeftLabelTextColor",
                                         summary: "The indicator colour (indicatorLeftLabelTextColor); default #888888.")
        case .indicatorImageSize: Definition(value: .size(\.indicatorImageSize), part: .indicator, original: "indicatorLeftImageSize",
                                             summary: "The indicator image size (indicatorLeftImageSize); default 30.")
        case .indicatorGap: Definition(value: .number(\.indicatorGap, .nonNegative), part: .indicator,
                                       original: "indicatorLeftImageAndLabelGap",
                                       summary: "Points between the indicator image and title; default 6.")
        case .logoutFont: Definition(value: .font(\.logoutFont), part: .logout, original: "SJLogoutButtonFont",
                                     summary: "The logout title font (SJLogoutButtonFont); default 16.")
        case .logoutColor: Definition(value: .color(\.logoutColor), part: .logout, original: "—",
                                      summary: "The logout title colour; default #000000.")
        }
    }
}

/// The values a number may take.
public enum NumberLimit: Sendable {
    case any, nonNegative, positive, fontSize

    /// Whether a value is within the limit.
    public func allows(_ v: Double) -> Bool {
        switch self {
        case .any: return true
        case .nonNegative: return v >= 0
        case .positive: return v > 0
        case .fontSize: return v > 0 && v <= 200
        }
    }

    /// `0 or more`, as messages and docs say it.
    public var phrase: String {
        switch self {
        case .any: return "a finite number"
        case .nonNegative: return "0 or more"
        case .positive: return "more than 0"
        case .fontSize: return "more than 0 and at most 200"
        }
    }
}

/// A value of any style key.
public enum StyleValue: Sendable, Hashable {
    case number(Double), font(Font), color(Color), size(Size)
}

extension Style {
    /// The value of a key.
    public subscript(key: StyleKey) -> StyleValue {
        get {
            switch key.definition.value {
            case .number(let path, _): .number(self[keyPath: path])
            case .font(let path): .font(self[keyPath: path])
            case .color(let path): .color(self[keyPath: path])
            case .size(let path): .size(self[keyPath: path])
            }
        }
        set {
            switch (key.definition.value, newValue) {
            case (.number(let path, _), .number(let v)): self[keyPath: path] = v
            case (.font(let path), .font(let v)): self[keyPath: path] = v
            case (.color(let path), .color(let v)): self[keyPath: path] = v
            case (.size(let path), .size(let v)): self[keyPath: path] = v
            default: preconditionFailure("\(newValue) is not a value of \(key)")
            }
        }
    }
}
