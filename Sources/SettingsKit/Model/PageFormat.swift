/// The keys each mapping of the page format defines (SPEC 2). Keys starting with `x-` are
/// extension fields, allowed everywhere and ignored.
enum PageFormat {
    static let pageKeys = ["title", "id", "style", "sections", "empty"]
    static let sectionKeys = ["id", "header", "footer", "headerHeight", "footerHeight", "style", "cells"]
    static let cellKeys = [
        "type", "id", "title", "image", "indicator", "on", "reuseId", "style",
        "name", "account", "avatar", "qrCode",
    ]
    static let styleKeys = [
        "height", "titleFont", "titleColor", "imageSize", "imageGap", "indicatorFont", "indicatorColor",
        "indicatorImageSize", "indicatorGap", "logoutFont", "logoutColor",
    ]
    static let metricKeys = ["margin", "verticalGap", "titleWidthLimit"]
    static let indicatorKeys = ["title", "image", "imageFirst"]
    static let fontKeys = ["size", "weight"]
    static let sizeKeys = ["width", "height"]
    static let emptyKeys = ["title", "detail", "image", "button", "offset"]

    static let defaultLogoutTitle = "退出登录"

    static func isExtension(_ key: String) -> Bool { key.hasPrefix("x-") }
}
