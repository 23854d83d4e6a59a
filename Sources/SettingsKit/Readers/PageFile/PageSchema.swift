/// A JSON Schema (draft-07) of the page format, for editors: yaml-language-server completes keys,
/// shows their descriptions and flags typos with it. The validator remains the authority: the
/// schema cannot see duplicate ids, control characters or the text measure.
public enum PageSchema {
    /// The JSON Schema (draft-07) of the page format, for editors and CI.
    public static var json: JSONValue {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("settings-render page")),
            ("description", .string("A static grouped-table page (Settings, Me, Discover) as SJStaticTableView view-models.")),
            ("type", .string("object")),
            ("required", .array([.string("title"), .string("sections")])),
            ("properties", properties([
                ("title", ref("requiredText", "The navigation title.")),
                ("id", ref("identifier", "The page identifier; defaults to the file name without extension.")),
                ("style", ref("pageStyle", "Page-wide style defaults, and the page metrics.")),
                ("sections", described(.object([("type", .string("array")), ("items", .object([("$ref", .string("#/definitions/section"))]))]),
                                       "The grouped table: a list of sections (an empty list is allowed).")),
                ("empty", ref("empty", "What shows in place of the table when the page has no cells.")),
                ("refresh", ref("refresh", "A pull-to-refresh hint above the table: {title}, or its title.")),
                ("loadMore", ref("loadMore", "A load-more row below the table: {title, auto}, or its title.")),
            ])),
            ("patternProperties", extensions),
            ("additionalProperties", .bool(false)),
            ("definitions", .object(definitions)),
        ])
    }

    /// `x-` keys are extension fields, allowed everywhere.
    static let extensions = JSONValue.object([("^x-", .object([("description", .string("An extension field: ignored by every command."))]))])

    static var definitions: [(String, JSONValue)] {
        [
            // A null (`~`, `null`, nothing) where text or an id may stand means the key is absent,
            // as while a page is being edited (`footer:`); where one is required it is an error.
            ("text", .object([("type", .array(["string", "number", "boolean", "null"].map(JSONValue.string))),
                              ("description", .string("Text: any scalar, taken as written; null means absent."))])),
            ("requiredText", .object([("type", .array(["string", "number", "boolean"].map(JSONValue.string))),
                                      ("description", .string("Text: any non-null scalar, taken as written."))])),
            ("identifier", .object([("type", .array(["string", "number", "boolean", "null"].map(JSONValue.string))),
                                    ("description", .string("An id: a plain decimal integer is an int; anything else a string; null means absent."))])),
            ("number", number(minimum: 0)),
            ("font", font),
            ("color", color),
            ("size", size),
            ("style", style(withMetrics: false)),
            ("pageStyle", style(withMetrics: true)),
            ("indicator", indicator),
            ("section", section),
            ("cell", cell),
            ("empty", empty),
            ("swipeAction", swipeAction),
            ("conditions", conditions),
            ("refresh", titled([("title", ref("text", "What the control says; default Pull to refresh."))])),
            ("loadMore", titled([
                ("title", ref("text", "What the row says; default Load more.")),
                ("auto", .object([("type", .string("boolean")), ("description", .string("Loads by itself when scrolled to (a spinner), not on a tap; default false."))])),
            ])),
        ]
    }

    /// A map of these keys, or its title alone.
    static func titled(_ members: [(String, JSONValue)]) -> JSONValue {
        .object([("anyOf", .array([.object([("$ref", .string("#/definitions/text"))]), closedObject(required: [], members)]))])
    }

    static var swipeAction: JSONValue {
        closedObject(required: ["title"], [
            ("title", ref("requiredText", "The action's title.")),
            ("style", .object([("enum", .array(SwipeAction.Style.allCases.map { .string($0.rawValue) })),
                               ("description", .string("normal (grey) or destructive (red); default normal."))])),
            ("color", ref("color", "The action's background colour, instead of the style's.")),
        ])
    }

    /// `{cell, on}` or a list of them.
    static var conditions: JSONValue {
        let one = closedObject(required: ["cell"], [
            ("cell", ref("requiredText", "The id of a switch row.")),
            ("on", .object([("type", .string("boolean")), ("description", .string("The state it must be in; default true."))])),
        ])
        return .object([
            ("description", .string("Conditions on switch rows, all of which must hold: {cell: ID, on: true|false}, or a list of them.")),
            ("anyOf", .array([one, .object([("type", .string("array")), ("items", one)])])),
        ])
    }

    static var section: JSONValue {
        closedObject(required: ["cells"], [
            ("id", ref("identifier", "Unique among the page's sections; diff matches sections by it.")),
            ("header", ref("text", "The section header title (sectionHeaderTitle).")),
            ("footer", ref("text", "The section footer title (sectionFooterTitle).")),
            ("headerHeight", described(number(minimum: 0), "Header height in points; default 10.")),
            ("footerHeight", described(number(minimum: 0), "Footer height in points; default 10.")),
            ("style", ref("style", "Style for every cell of the section.")),
            ("cells", described(.object([("type", .string("array")), ("items", .object([("$ref", .string("#/definitions/cell"))]))]),
                                "The section's cells.")),
            ("enabledWhen", ref("conditions", "Every cell of the section is enabled only while these switch states hold.")),
            ("visibleWhen", ref("conditions", "The section is shown only while these switch states hold.")),
        ])
    }

    static var cell: JSONValue {
        var schema = closedObjectMembers(required: [], [
            ("type", .object([("enum", .array(CellType.allCases.map { .string($0.rawValue) } + [.null])),
                              ("description", .string("The static cell type; default disclosure (also for null)."))])),
            ("id", ref("identifier", "Unique among all cells of the page; dispatches taps.")),
            ("title", ref("text", "The left title (leftTitle); 退出登录 by default on a logout cell.")),
            ("image", ref("text", "The left image name (leftImage).")),
            ("indicator", ref("indicator", "What stands left of the arrow: text, or {title, image, imageFirst}.")),
            ("on", .object([("type", .string("boolean")), ("description", .string("The switch state; switch cells only; default false."))])),
            ("reuseId", ref("text", "The cell reuse identifier; default defaultCell (logout for logout cells).")),
            ("style", ref("style", "Style for this cell only.")),
            ("name", ref("text", "Avatar cells: the user name.")),
            ("account", ref("text", "Avatar cells: the account line.")),
            ("avatar", ref("text", "Avatar cells: the avatar image name.")),
            ("qrCode", ref("text", "Avatar cells: the QR-code image name.")),
            ("subtitle", ref("text", "A second line under the title.")),
            ("enabled", .object([("type", .string("boolean")), ("description", .string("A disabled row is drawn dimmed; default true."))])),
            ("checked", .object([("type", .string("boolean")), ("description", .string("A choice row: drawn with a check mark when true."))])),
            ("link", .object([
                ("description", .string("Where a tap leads: {page: ID}, {file: PATH}, {url: URL} or {target: TEXT}.")),
                ("oneOf", .array(PageFormat.linkKeys.map { key in
                    closedObject(required: [key], [(key, ref("text", "The link's \(key)."))])
                })),
            ])),
            ("value", ref("text", "The current value, shown on the right (text fields, sliders, title-values).")),
            ("swipe", described(.object([("type", .string("array")), ("items", .object([("$ref", .string("#/definitions/swipeAction"))]))]),
                                "Swipe actions (HoloTableView): {title, style, color}, four shown at most.")),
            ("enabledWhen", ref("conditions", "The cell is enabled only while these switch states hold.")),
            ("visibleWhen", ref("conditions", "The cell is shown only while these switch states hold.")),
        ])
        // Every cell but logout needs a title or an image; an avatar cell needs a name.
        schema.append(("allOf", .array([
            .object([
                ("if", .object([("properties", .object([("type", .object([("const", .string("avatar"))]))])), ("required", .array([.string("type")]))])),
                ("then", present("name")),
            ]),
            .object([
                ("if", .object([("properties", .object([("type", .object([("enum", .array(["disclosure", "switch", "none"].map(JSONValue.string) + [.null]))]))]))])),
                ("then", .object([("anyOf", .array([present("title"), present("image")]))])),
            ]),
        ])))
        return .object(schema)
    }

    static var indicator: JSONValue {
        .object([("anyOf", .array([
            .object([("$ref", .string("#/definitions/text"))]),
            closedObject(required: [], [
                ("title", ref("text", "The indicator title.")),
                ("image", ref("text", "The indicator image name.")),
                ("imageFirst", .object([("type", .string("boolean")), ("description", .string("Put the image next to the arrow; default true."))])),
            ]),
        ]))])
    }

    static var empty: JSONValue {
        closedObject(required: [], [
            ("title", ref("text", "The empty-state title.")),
            ("detail", ref("text", "The empty-state detail text.")),
            ("image", ref("text", "The empty-state image name.")),
            ("button", ref("text", "The empty-state button title.")),
            ("offset", .object([("type", .string("number")), ("description", .string("Vertical offset in points."))])),
        ])
    }

    static func style(withMetrics: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = StyleKey.allCases.map { key in
            let d = key.definition
            return switch d.kind {
            case .number(let limit): (key.rawValue, described(number(limit), d.summary))
            case .font: (key.rawValue, ref("font", d.summary))
            case .color: (key.rawValue, ref("color", d.summary))
            case .size: (key.rawValue, ref("size", d.summary))
            }
        }
        if withMetrics {
            members += [
                ("margin", described(number(minimum: 0), "Left and right margin in points (SJLeftGap); default 12.")),
                ("verticalGap", described(number(minimum: 0), "Vertical gap in points (SJTopGap); default 8.")),
                ("titleWidthLimit", described(number(exclusiveMinimum: 0), "Widest title in points (SJTitleWidthLimit); default 180.")),
            ]
        }
        return closedObject(required: [], members)
    }

    static var font: JSONValue {
        let size = number(.fontSize)
        return .object([
            ("description", .string("A system font: a size in points, or {size, weight}.")),
            ("anyOf", .array([
                size,
                closedObject(required: ["size"], [
                    ("size", described(size, "Size in points.")),
                    ("weight", .object([("enum", .array(Font.Weight.allCases.map { .string($0.rawValue) } + [.null])),
                                        ("description", .string("Weight; default regular (also for null)."))])),
                ]),
            ])),
        ])
    }

    static var color: JSONValue {
        .object([
            ("description", .string("#RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a) or a UIColor name.")),
            ("type", .string("string")),
            ("anyOf", .array([
                .object([("pattern", .string("^\\s*#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})\\s*$"))]),
                .object([("pattern", .string("^\\s*[Rr][Gg][Bb]\\(\\s*\(channel)\\s*,\\s*\(channel)\\s*,\\s*\(channel)\\s*\\)\\s*$"))]),
                .object([("pattern", .string("^\\s*[Rr][Gg][Bb][Aa]\\(\\s*\(channel)\\s*,\\s*\(channel)\\s*,\\s*\(channel)\\s*,\\s*\(alpha)\\s*\\)\\s*$"))]),
                .object([("enum", .array(ColorParser.named.map { .string($0.name) }))]),
            ])),
        ])
    }

    /// A red, green or blue component as a plain decimal from 0 to 255, and an alpha from 0 to 1,
    /// as `ColorParser` takes them (exponents, which it also reads, are left out).
    static let channel = "\\+?(25[0-5](\\.0*)?|2[0-4][0-9](\\.[0-9]*)?|1[0-9][0-9](\\.[0-9]*)?|[1-9]?[0-9](\\.[0-9]*)?|\\.[0-9]+)"
    static let alpha = "\\+?(0(\\.[0-9]*)?|1(\\.0*)?|\\.[0-9]+)"

    /// `key` is there and not null.
    static func present(_ key: String) -> JSONValue {
        .object([("required", .array([.string(key)])), ("properties", .object([(key, .object([("not", .object([("type", .string("null"))]))]))]))])
    }

    static var size: JSONValue {
        let side = number(minimum: 0)
        return .object([
            ("description", .string("A size in points: a number (square), [width, height] or {width, height}.")),
            ("anyOf", .array([
                side,
                .object([("type", .string("array")), ("items", side), ("minItems", .int(2)), ("maxItems", .int(2))]),
                closedObject(required: ["width", "height"], [("width", described(side, "Width.")), ("height", described(side, "Height."))]),
            ])),
        ])
    }

    // MARK: Helpers

    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("number"))]
        if let minimum { members.append(("minimum", .number(minimum))) }
        if let exclusiveMinimum { members.append(("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { members.append(("maximum", .number(maximum))) }
        return .object(members)
    }

    /// A number within a limit, as the decoder enforces it.
    static func number(_ limit: NumberLimit) -> JSONValue {
        switch limit {
        case .any: number()
        case .nonNegative: number(minimum: 0)
        case .positive: number(exclusiveMinimum: 0)
        case .fontSize: number(exclusiveMinimum: 0, maximum: 200)
        }
    }

    static func ref(_ definition: String, _ description: String) -> JSONValue {
        .object([("$ref", .string("#/definitions/\(definition)")), ("description", .string(description))])
    }

    static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object(members + [("description", .string(description))])
    }

    static func properties(_ members: [(String, JSONValue)]) -> JSONValue { .object(members) }

    static func closedObjectMembers(required: [String], _ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("type", .string("object"))]
        if !required.isEmpty { out.append(("required", .array(required.map(JSONValue.string)))) }
        out += [("properties", .object(members)), ("patternProperties", extensions), ("additionalProperties", .bool(false))]
        return out
    }

    static func closedObject(required: [String], _ members: [(String, JSONValue)]) -> JSONValue {
        .object(closedObjectMembers(required: required, members))
    }
}
