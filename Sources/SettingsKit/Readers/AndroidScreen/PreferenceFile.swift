/// A preference screen file read into preferences (SPEC 7.4): the root screen, every preference
/// in document order with its parent, and the nested screens. Read once, straight from the XML
/// reader's events (no tree of elements in between); each locale's pages and the checks use it.
struct PreferenceFile {
    /// The root screen: the first preference.
    var root: Preference { all[0] }
    let prefixes: Preference.Prefixes
    /// Every preference by its `index`, the root first.
    let all: [Preference]
    /// The index of each preference's parent (-1 for the root).
    let parents: [Int]
    /// The nested screens, in document order: page 1, 2, ….
    let nestedScreens: [Int]

    /// Why a file is no preference screen file.
    enum Failure: Error {
        /// The XML does not read.
        case xml(XMLProblem)
        /// The root element is not a `PreferenceScreen`; its name.
        case notAScreen(root: String, at: Mark)
    }

    /// Reads a screen file; `threads` as for `XMLReader`. A file of more preferences than its size
    /// allows (`LoadLimits.maxRows`, a row each) is refused at the one past the bound, before
    /// the rest are made.
    static func read(_ bytes: [UInt8], maxDepth: Int, threads: Bool = false, encoding: TextEncoding? = nil) -> Result<PreferenceFile, Failure> {
        let reader = Reader(maxRows: LoadLimits.maxRows(forInputBytes: bytes.count, .preferences))
        if let problem = XMLReader.read(bytes, maxDepth: maxDepth, into: reader, threads: threads, encoding: encoding) {
            if let (name, mark) = reader.notAScreen { return .failure(.notAScreen(root: name, at: mark)) }
            return .failure(.xml(problem))
        }
        guard let prefixes = reader.prefixes, !reader.made.isEmpty else {
            return .failure(.xml(XMLProblem(message: "XML: no element found", mark: .start)))
        }
        return .success(PreferenceFile(prefixes: prefixes, all: reader.made.map { $0! }, parents: reader.parents, nestedScreens: reader.nested))
    }

    /// Builds the preferences as the document streams by: each element's attributes as it opens,
    /// the preference once its children are known, as it closes. Elements that are no preference
    /// (`<intent>`, `<extra>`) are skipped with what they hold, but an `<intent>` lends its
    /// preference its target.
    private final class Reader: XMLHandler {
        let maxRows: Int
        init(maxRows: Int) { self.maxRows = maxRows }
        var prefixes: Preference.Prefixes?
        var notAScreen: (String, Mark)?
        /// Whether the root is `<preference-headers>`, whose `<header>`s are its rows.
        private var isHeaders = false
        // What follows is touched for every element, by the one thread reading: no access
        // overlaps another, so the run-time exclusivity checks (a twentieth of the read) go.
        @exclusivity(unchecked) var made: [Preference?] = []
        @exclusivity(unchecked) var parents: [Int] = []
        @exclusivity(unchecked) var nested: [Int] = []
        @exclusivity(unchecked) private var names: Preference.AttributeNames?
        /// Element names repeat: each is looked up once, and a short list compared with `==`
        /// (the reader hands over one copy of each long name, so most compare by identity)
        /// beats hashing each.
        @exclusivity(unchecked) private var kinds: [(name: String, kind: PreferenceKind?, isCustomClass: Bool)] = []
        private struct Open {
            let index: Int
            let kind: PreferenceKind
            let name: String
            let isCustomClass: Bool
            let attributes: [XMLAttribute]
            let start: Mark
            /// The page its children show on.
            let childPage: Int
            let page: Int
            var children: [Preference] = []
            var intent: String?
            /// The references its `<intent>`, `<extra>` and `<category>` children write.
            var inner: [XMLAttribute] = []
        }
        /// The open preferences; nil for an open element that is none.
        @exclusivity(unchecked) private var open: [Open?] = []
        /// Where in `open` the open preferences stand, innermost last.
        @exclusivity(unchecked) private var preferences: [Int] = []
        /// The elements within a preference that AndroidX reads (`PreferenceInflater`, `Intent.parseIntent`).
        static let inflated: Set<String> = ["intent", "extra", "category"]

        func open(_ tag: XMLStartTag) throws(XMLProblem) {
            let name = tag.name
            // Read once: each read of a tag's attributes makes their strings anew.
            let attributes = tag.attributes
            try checkPrefixes(attributes)
            if open.isEmpty {
                // The framework's `PreferenceActivity` headers: a page of rows that open fragments.
                isHeaders = name == "preference-headers"
                guard isHeaders || PreferenceKind(element: name) == .screen else {
                    notAScreen = (name, tag.start)
                    throw XMLProblem(message: "the root element is <\(name)>, not a PreferenceScreen", mark: tag.start)
                }
                prefixes = Preference.Prefixes(rootAttributes: attributes)
                names = Preference.AttributeNames(prefixes!)
                try begin(.screen, name: name, attributes: attributes, start: tag.start, parent: nil, isCustomClass: Preference.isCustomClass(name))
                return
            }
            let element = isHeaders ? (kind: name == "header" ? .plain : nil, isCustomClass: Preference.isCustomClass(name)) : kind(name)
            guard let parent = open.last!, let kind = element.kind else {
                // An `<intent>` right inside a preference names where it leads.
                if let parent = open.last!, name == "intent" {
                    open[open.count - 1]!.intent = ["data", "targetClass", "action"].lazy.compactMap { wanted in
                        attributes.first { self.prefixes!.split($0.name).map { $0.local == wanted } ?? false }?.value
                    }.first ?? parent.intent ?? "intent"
                }
                // AndroidX inflates an `<intent>` (its `<extra>` and `<category>` children too) and an
                // `<extra>` of the preference through the app's resources: their references are
                // the preference's to resolve.
                if let owner = preferences.last, Self.inflated.contains(name) {
                    open[owner]!.inner += attributes.filter { $0.value.utf8.first == UInt8(ascii: "@") && prefixes!.split($0.name) != nil }
                }
                open.append(nil)
                return
            }
            try begin(kind, name: name, attributes: attributes, start: tag.start, parent: parent, isCustomClass: element.isCustomClass)
        }

        private func begin(_ kind: PreferenceKind, name: String, attributes: [XMLAttribute], start: Mark,
                           parent: Open?, isCustomClass: Bool) throws(XMLProblem) {
            let index = made.count
            guard index < maxRows else {
                throw XMLProblem(message: RowDensity.message(maxRows, rows: "preferences", .preferences), mark: start, isLimit: true)
            }
            made.append(nil)
            parents.append(parent?.index ?? -1)
            let page = parent?.childPage ?? 0
            var childPage = page
            if kind == .screen, parent != nil {
                nested.append(index)
                childPage = nested.count
            }
            preferences.append(open.count)
            open.append(Open(index: index, kind: kind, name: name, isCustomClass: isCustomClass, attributes: attributes, start: start, childPage: childPage, page: page))
        }

        /// The prefixes the open elements bind (`xmlns:app=…`), outermost first (a file binds two or
        /// three), as bytes, and how many each open element added.
        @exclusivity(unchecked) private var bound: [[UInt8]] = []
        @exclusivity(unchecked) private var added: [Int] = []

        /// A prefix no enclosing element binds is an error to aapt2 ("unbound prefix"), which
        /// rejects the file; expat reads names as written, so the check is here. On the names'
        /// bytes: every attribute of every element passes through it (String's `hasPrefix`,
        /// `firstIndex` and `contains` on substrings took a tenth of a screen's validate).
        private func checkPrefixes(_ attributes: [XMLAttribute]) throws(XMLProblem) {
            let before = bound.count
            var unbound: [Int] = []
            for (i, attribute) in attributes.enumerated() {
                attribute.name.utf8.withContiguousStorageIfAvailable { name in
                    guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else { return }
                    let prefix = UnsafeBufferPointer(rebasing: name[..<colon])
                    if ByteSearch.equal(prefix, Self.xmlns) {
                        bound.append(Array(name[(colon + 1)...]))
                    } else if !ByteSearch.equal(prefix, Self.xml), !bound.contains(where: { ByteSearch.equal(prefix, $0) }) {
                        unbound.append(i)  // unless an `xmlns:` later in this tag binds it
                    }
                } ?? unbound.append(i)  // a string without contiguous bytes: checked below, as text
            }
            added.append(bound.count - before)
            for i in unbound {
                let name = attributes[i].name
                guard let colon = name.firstIndex(of: ":") else { continue }
                let prefix = name[..<colon]
                guard prefix != "xmlns", prefix != "xml", !bound.contains(Array(prefix.utf8)) else { continue }
                throw XMLProblem(message: "the prefix '\(prefix)' of '\(name)' is not bound: declare xmlns:\(prefix)=\"…\" on the PreferenceScreen; aapt2 rejects the file (unbound prefix)",
                                 mark: attributes[i].start)
            }
        }

        private static let xmlns = Array("xmlns".utf8), xml = Array("xml".utf8)

        private func kind(_ name: String) -> (kind: PreferenceKind?, isCustomClass: Bool) {
            if let known = kinds.first(where: { $0.name == name }) { return (known.kind, known.isCustomClass) }
            let kind = PreferenceKind(element: name), isCustomClass = Preference.isCustomClass(name)
            if kinds.count < 64 { kinds.append((name, kind, isCustomClass)) }
            return (kind, isCustomClass)
        }

        func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {}

        func close() {
            bound.removeLast(added.removeLast())
            guard let element = open.popLast(), let done = element else { return }
            preferences.removeLast()
            let p = Preference(name: done.name, attributes: done.attributes, start: done.start, kind: done.kind, index: done.index,
                               page: done.page, childPage: done.childPage, children: done.children, intent: done.intent,
                               inner: done.inner, isCustomClass: done.isCustomClass, names: &names!)
            made[done.index] = p
            if !open.isEmpty, open[open.count - 1] != nil { open[open.count - 1]!.children.append(p) }
        }
    }
}
