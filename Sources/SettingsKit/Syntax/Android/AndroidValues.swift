/// The resources of one Android values file (`res/values*/strings.xml`, `arrays.xml`, …) that a
/// preference screen can name: strings, arrays (`string-array`, `integer-array`, `array`), booleans
/// and integers, as written. Styled strings (`<b>Very</b> stylish`) keep their text without the tags,
/// the tags' edges marked for `AndroidText`; plurals, colours, dimensions and the rest are not read.
package struct AndroidValues: Sendable {
    /// What a reference's type names: `@string/x`, `@array/x`, `@bool/x`, `@integer/x`.
    package enum Kind: String, Sendable, CaseIterable {
        case string, array, bool, integer
    }

    package struct Resource: Sendable {
        package var kind: Kind
        package var name: String
        /// A string's, boolean's or integer's text as written between its tags; in a string, where a
        /// tag inside opens or closes is marked (`AndroidText.spanEdge`, `.segmentEdge`).
        package var text: String
        /// An array's items as written, marked so too.
        package var items: [String]
        /// `translatable="false"`: the same text in every locale, so not missing from any.
        package var translatable: Bool
        /// Where the element starts.
        package var mark: Mark
    }

    /// In file order.
    package var resources: [Resource] = []
    /// Whether a style sets `<item name="singleLineTitle">false</item>`, a preference theme that
    /// wraps every title (AndroidX reads the attribute from the theme too, as AnkiDroid sets it), or
    /// gives rows a layout of the app's (`<item name="layout">@layout/preference_base</item>`:
    /// AnotherTerm's), which may wrap them.
    package var titlesWrap = false
    /// Whether a style extends the framework's Holo theme (`parent="android:Theme.Holo.Light"`),
    /// whose preference rows draw titles at 18 sp (`preference_holo.xml`), not Material's 16.
    package var holoTheme = false

    /// Reads a values file. Its root need not be `<resources>` for the file to read; only the
    /// resource elements directly inside the root count. Entities its own DTD declares are
    /// expanded, as aapt expands them (`<!ENTITY APP_NAME "Termux">`, then `&APP_NAME;`).
    package static func read(_ bytes: [UInt8], maxDepth: Int) -> Result<AndroidValues, XMLProblem> {
        let reader = Reader()
        if let problem = XMLReader.read(bytes, maxDepth: maxDepth, into: reader, internalEntities: true) { return .failure(problem) }
        return .success(AndroidValues(resources: reader.resources, titlesWrap: reader.titlesWrap, holoTheme: reader.holoTheme))
    }

    /// The kind of resource an element holds (`<item type="string">` too), or nil.
    private static func kind(element: String, type: String?) -> Kind? {
        switch element {
        case "string": .string
        case "string-array", "integer-array", "array": .array
        case "bool": .bool
        case "integer": .integer
        case "item": type.flatMap(Kind.init(rawValue:))
        default: nil
        }
    }

    /// Collects the resources as the document streams by: the text inside a resource element,
    /// its children's (styling tags, array items) included.
    private final class Reader: XMLHandler {
        var resources: [Resource] = []
        private var depth = 0
        /// The resource being read, and the item of an array being read.
        private var current: Resource?
        private var item: String?
        /// The name and text of a style's `singleLineTitle` or `layout` item being read.
        private var styleItem: (name: String, text: String)?
        var titlesWrap = false, holoTheme = false
        /// The mark each tag open inside a string or an item closes with.
        private var edges: [Unicode.Scalar] = []

        func open(_ tag: XMLStartTag) {
            depth += 1
            if depth == 2 {
                let attributes = tag.attributes
                func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
                if tag.isNamed("style"), value("parent")?.contains("Theme.Holo") == true { holoTheme = true }
                guard let name = value("name"), let kind = AndroidValues.kind(element: tag.name, type: value("type")) else { return }
                current = Resource(kind: kind, name: name, text: "", items: [], translatable: value("translatable") != "false",
                                   mark: tag.start)
            } else if depth == 3, current?.kind == .array, tag.isNamed("item") {
                item = ""
            } else if depth == 3, current == nil, tag.isNamed("item"),
                      let name = tag.attributes.first(where: { $0.name == "name" })?.value, Self.styleItems.contains(name) {
                styleItem = (name, "")
            } else if depth > 2, item != nil || current?.kind == .string {
                // aapt2 makes a tag without a prefix a span, and reads one with a prefix as text.
                let edge = tag.name.contains(":") ? AndroidText.segmentEdge : AndroidText.spanEdge
                edges.append(edge)
                mark(edge)
            }
        }

        /// The style items that wrap titles: AndroidX's `singleLineTitle`, and a row layout.
        static let styleItems: Set<String> = ["singleLineTitle", "layout"]

        func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {
            if styleItem != nil { styleItem!.text += String(decoding: text, as: UTF8.self) }
            guard current != nil else { return }
            let piece = String(decoding: text, as: UTF8.self)
            if item != nil { item! += piece } else if current?.kind != .array { current!.text += piece }
        }

        private func mark(_ edge: Unicode.Scalar) {
            if item != nil { item!.unicodeScalars.append(edge) } else { current!.text.unicodeScalars.append(edge) }
        }

        func close() {
            if depth == 3, let (name, text) = styleItem {
                let value = text.trimmed(includingLineBreaks: true)
                if name == "singleLineTitle" ? value == "false" : value.hasPrefix("@layout/") { titlesWrap = true }
                styleItem = nil
            } else if depth > 3 || (depth == 3 && item == nil), let edge = edges.popLast() {
                mark(edge)
            } else if depth == 3, let done = item {
                current?.items.append(done)
                item = nil
            } else if depth == 2, let done = current {
                resources.append(done)
                current = nil
            }
            depth -= 1
        }
    }
}
