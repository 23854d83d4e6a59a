/// The style keys of SPEC 2.4, in the order every output lists them. This is the one table of
/// them: the decoder, the cascade, the JSON form, the schema and the docs' table all read it.
public enum StyleKey: String, Sendable, CaseIterable {
    case height, titleFont, titleColor, imageSize, imageGap
    case indicatorFont, indicatorColor, indicatorImageSize, indicatorGap
    case logoutFont, logoutColor

    /// What a key's value is, and for a number, what it may be.
    public enum Kind: Sendable {
        case number(NumberLimit)
        case font
        case color
        case size
    }

    /// The part of a row a key styles: a cell type draws only some parts (`CellType.shownStyleKeys`).
    public enum Part: Sendable {
        case row, indicator, logout
    }

    /// A key's row of the table.
    public struct Definition: Sendable {
        /// The value's kind.
        public let kind: Kind
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
        case .height: Definition(kind: .number(.positive), part: .row, original: "cellHeight",
                                 summary: "Cell height in points (cellHeight); default 44, avatar 80.")
        case .titleFont: Definition(kind: .font, part: .row, original: "leftLabelTextFont",
                                    summary: "The title font (leftLabelTextFont); default 15.")
        case .titleColor: Definition(kind: .color, part: .row, original: "leftLabelTextColor",
                                     summary: "The title colour (leftLabelTextColor); default #000000.")
        case .imageSize: Definition(kind: .size, part: .row, original: "leftImageSize",
                                    summary: "The left image size (leftImageSize); default 30.")
        case .imageGap: Definition(kind: .number(.nonNegative), part: .row, original: "leftImageAndLabelGap",
                                   summary: "Points between the left image and title (leftImageAndLabelGap); default 10.")
        case .indicatorFont: Definition(kind: .font, part: .indicator, original: "indicatorLeftLabelTextFont",
                                        summary: "The indicator font (indicatorLeftLabelTextFont); default 13.")
        case .indicatorColor: Definition(kind: .color, part: .indicator, original: "indicatorLeftLabelTextColor",
                                         summary: "The indicator colour (indicatorLeftLabelTextColor); default #888888.")
        case .indicatorImageSize: Definition(kind: .size, part: .indicator, original: "indicatorLeftImageSize",
                                             summary: "The indicator image size (indicatorLeftImageSize); default 30.")
        case .indicatorGap: Definition(kind: .number(.nonNegative), part: .indicator,
                                       original: "indicatorLeftImageAndLabelGap",
                                       summary: "Points between the indicator image and title; default 6.")
        case .logoutFont: Definition(kind: .font, part: .logout, original: "SJLogoutButtonFont",
                                     summary: "The logout title font (SJLogoutButtonFont); default 16.")
        case .logoutColor: Definition(kind: .color, part: .logout, original: "—",
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
    /// The value of a key. A switch rather than key paths: every cell's style is read and written
    /// through here, and a key path costs a runtime call each time.
    public subscript(key: StyleKey) -> StyleValue {
        get {
            switch key {
            case .height: .number(height)
            case .titleFont: .font(titleFont)
            case .titleColor: .color(titleColor)
            case .imageSize: .size(imageSize)
            case .imageGap: .number(imageGap)
            case .indicatorFont: .font(indicatorFont)
            case .indicatorColor: .color(indicatorColor)
            case .indicatorImageSize: .size(indicatorImageSize)
            case .indicatorGap: .number(indicatorGap)
            case .logoutFont: .font(logoutFont)
            case .logoutColor: .color(logoutColor)
            }
        }
        set {
            switch (key, newValue) {
            case (.height, .number(let v)): height = v
            case (.titleFont, .font(let v)): titleFont = v
            case (.titleColor, .color(let v)): titleColor = v
            case (.imageSize, .size(let v)): imageSize = v
            case (.imageGap, .number(let v)): imageGap = v
            case (.indicatorFont, .font(let v)): indicatorFont = v
            case (.indicatorColor, .color(let v)): indicatorColor = v
            case (.indicatorImageSize, .size(let v)): indicatorImageSize = v
            case (.indicatorGap, .number(let v)): indicatorGap = v
            case (.logoutFont, .font(let v)): logoutFont = v
            case (.logoutColor, .color(let v)): logoutColor = v
            default: preconditionFailure("\(newValue) is not a value of \(key)")
            }
        }
    }
}
