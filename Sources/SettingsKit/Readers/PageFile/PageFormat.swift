/// The keys each mapping of the page format defines (SPEC 2); the style keys are `StyleKey`. Keys starting with `x-` are
/// extension fields, allowed everywhere and ignored.
enum PageFormat {
    static let pageKeys = ["title", "id", "style", "sections", "empty", "refresh", "loadMore"]
    static let sectionKeys = [
        "id", "header", "footer", "headerHeight", "footerHeight", "style", "cells", "enabledWhen", "visibleWhen",
    ]
    static let cellKeys = [
        "type", "id", "title", "image", "indicator", "on", "reuseId", "style",
        "name", "account", "avatar", "qrCode", "subtitle", "enabled", "checked", "link", "value",
        "swipe", "enabledWhen", "visibleWhen",
    ]

    /// A cell's keys, in `cellKeys` order (a test holds the two together): the decoder reads a
    /// cell's fields by number, not by name (a page's cells are most of its lookups).
    enum CellKey: Int, CaseIterable {
        case type, id, title, image, indicator, on, reuseId, style
        case name, account, avatar, qrCode, subtitle, enabled, checked, link, value
        case swipe, enabledWhen, visibleWhen
    }
    static let swipeKeys = ["title", "style", "color"]
    static let refreshKeys = ["title"]
    static let loadMoreKeys = ["title", "auto"]
    static let conditionKeys = ["cell", "on"]
    static let linkKeys = ["page", "file", "url", "target"]
    static let metricKeys = ["margin", "verticalGap", "titleWidthLimit"]
    static let indicatorKeys = ["title", "image", "imageFirst"]
    /// An indicator's keys, in `indicatorKeys` order: most cells have an indicator map.
    enum IndicatorKey: Int, CaseIterable {
        case title, image, imageFirst
    }
    static let fontKeys = ["size", "weight"]
    static let sizeKeys = ["width", "height"]
    static let emptyKeys = ["title", "detail", "image", "button", "offset"]

    // The same lists, for the decoder to look keys up in.
    static let pageKeyTable = KeyTable(pageKeys)
    static let sectionKeyTable = KeyTable(sectionKeys)
    static let cellKeyTable = KeyTable(cellKeys)
    static let swipeKeyTable = KeyTable(swipeKeys)
    static let refreshKeyTable = KeyTable(refreshKeys)
    static let loadMoreKeyTable = KeyTable(loadMoreKeys)
    static let conditionKeyTable = KeyTable(conditionKeys)
    static let linkKeyTable = KeyTable(linkKeys)
    static let indicatorKeyTable = KeyTable(indicatorKeys)
    static let fontKeyTable = KeyTable(fontKeys)
    static let sizeKeyTable = KeyTable(sizeKeys)
    static let emptyKeyTable = KeyTable(emptyKeys)
    /// A style's keys, in `StyleKey.allCases` order, and a page style's: the metrics after them.
    static let styleKeyTable = KeyTable(StyleKey.allCases.map(\.rawValue))
    static let pageStyleKeyTable = KeyTable(StyleKey.allCases.map(\.rawValue) + metricKeys)

    /// Keys people write for a key of the format, too far apart for "did you mean" by spelling.
    static let aliases = [
        "w": "width", "h": "height", "icon": "image", "label": "title", "text": "title", "isOn": "on",
        "font": "titleFont", "color": "titleColor", "identifier": "id", "rows": "cells", "items": "cells",
        "swipeActions": "swipe", "actions": "swipe", "trailingActions": "swipe", "pullToRefresh": "refresh",
        "hiddenWhen": "visibleWhen", "showWhen": "visibleWhen", "dependency": "enabledWhen", "dependsOn": "enabledWhen",
    ]

    /// What other libraries call the static cell types.
    static let cellTypeSynonyms = [
        "toggle": "switch", "checkbox": "switch", "bool": "switch", "boolean": "switch",
        "arrow": "disclosure", "chevron": "disclosure", "link": "disclosure", "navigation": "disclosure", "default": "disclosure",
        "plain": "none", "label": "none", "text": "none", "info": "none", "value": "none",
        "button": "logout", "signout": "logout", "sign-out": "logout", "logoff": "logout", "exit": "logout",
        "profile": "avatar", "user": "avatar", "account": "avatar", "me": "avatar",
    ]

    static func isExtension(_ key: String) -> Bool { key.hasPrefix("x-") }
}
