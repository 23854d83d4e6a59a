/// Writes pages as one self-contained HTML file (SPEC 8): each page drawn light and dark, the one
/// shown chosen by `prefers-color-scheme`, rows that lead to another page in the file linked to
/// it. The file loads nothing: its Content-Security-Policy forbids every fetch but `data:` images,
/// and it holds no script.
public struct HTMLWriter: Sendable {
    /// The screen the pages are drawn for.
    public var device: Device
    /// Images by name; a name not found is drawn as a placeholder.
    public var images: ImageCatalog?
    /// Whether rows are drawn swiped open, their swipe actions revealed.
    public var revealSwipe: Bool

    /// A writer for a device's width.
    public init(device: Device = .iphone, images: ImageCatalog? = nil, revealSwipe: Bool = false) {
        self.revealSwipe = revealSwipe
        self.device = device
        self.images = images
    }

    static let style = """
        body{margin:0;background:#F2F2F7;color:#000;font:15px \(SVGWriter.fontFamily)}
        nav{padding:16px 24px;display:flex;flex-wrap:wrap;gap:8px 16px}
        nav a{color:#007AFF;text-decoration:none}
        main{display:flex;flex-wrap:wrap;gap:32px;padding:0 24px 32px;align-items:flex-start}
        section.page{scroll-margin-top:16px}
        section.page h2{font-size:13px;font-weight:400;color:#8A8A8E;margin:0 0 6px}
        svg{display:block;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
        .dark{display:none}
        @media (prefers-color-scheme: dark){
          body{background:#000;color:#FFF}
          nav a{color:#0A84FF}
          .light{display:none}
          .dark{display:block}
        }
        """

    /// Writes the document, in pieces, to `emit`.
    public func write(_ pages: [Page], title: String? = nil, emit: (String) -> Void) {
        // Anchors by position: page ids may hold anything, and two files may share one.
        var anchors: [String: String] = [:]
        for (i, page) in pages.enumerated() where anchors[page.id.key] == nil { anchors[page.id.key] = "p\(i + 1)" }
        let documentTitle = title ?? pages.first?.title ?? "settings-render"
        emit(Self.head(title: documentTitle, style: Self.style))
        if pages.count > 1 {
            var nav = "<nav>"
            for (i, page) in pages.enumerated() {
                nav += "<a href=\"#p\(i + 1)\">\(Markup.escape(page.title.isEmpty ? page.id.key : page.title))</a>"
            }
            emit(nav + "</nav>\n")
        }
        emit("<main>\n")
        var writer = SVGWriter(images: images)
        let targets = anchors
        writer.href = { link in
            guard case .page(let id) = link else { return nil }
            return targets[id].map { "#" + $0 }
        }
        for (i, page) in pages.enumerated() {
            emit("<section class=\"page\" id=\"p\(i + 1)\" data-page=\"\(Markup.escape(page.id.key))\">\n"
                 + "<h2>\(Markup.escape(page.file))</h2>\n")
            Self.inBothPalettes(page, device: device, revealSwipe: revealSwipe, writer: writer, emit: emit)
            emit("</section>\n")
        }
        emit("</main>\n</body>\n</html>\n")
    }

    /// The document's start, to `<body>`: its title, its style, and the policy that lets it load
    /// nothing but its own `data:` images and styles.
    static func head(title: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
        <meta name="generator" content="settings-render">
        <title>\(Markup.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
    }

    /// A page drawn light and dark, each in the `div` the style shows for its palette.
    static func inBothPalettes(_ page: Page, device: Device, revealSwipe: Bool = false, writer: SVGWriter, emit: (String) -> Void) {
        for appearance in Appearance.allCases {
            emit("<div class=\"\(appearance.rawValue)\">\n")
            writer.write(PictureLayout(page, device: device, appearance: appearance, revealSwipe: revealSwipe), emit: emit)
            emit("</div>\n")
        }
    }
}
