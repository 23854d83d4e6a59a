/// `convert --to android` (SPEC 12): `res/xml/<page>.xml`, an AndroidX preference screen holding
/// the first page (and one for each other page no row leads to, a `res/` folder's screens), with
/// the pages it leads to nested as `<PreferenceScreen>`s where their rows are;
/// `res/values/strings.xml` with every text and `arrays.xml` with the lists' entries and values.
/// Resource names come from the keys. Reading the files back gives the pages, except
/// where a note says what AndroidX cannot show.
struct AndroidWriter {
    let plan: AppPlan
    let source: String

    /// The XML being written, its resources, and what it could not hold.
    final class Output {
        var xml: TextBuffer
        init(_ sink: GeneratedSink) { xml = TextBuffer(sink) }
        var resources = AndroidResourceTable()
        var notes = NoteTally()
        /// Pages already written (nested once each), by id.
        var placed = Set<String>()
        /// The screen file's name, and how many screens are nested in it so far (a reader names
        /// a keyless one `<name>/<n>`).
        var fileName = ""
        var nestedScreens = 0
        private var switchKeys: Set<String>?

        /// A text as XML can hold it, said once where it cannot.
        func text(_ s: String, _ page: Page) -> String {
            let (text, changed) = XMLEscape.representable(s)
            if changed { notes.add(page, "control characters cannot be written in XML; each is written as U+FFFD") }
            return text
        }

        /// The keys of every switch the pages have, found once: AndroidX finds a dependency's
        /// switch anywhere in the screen's hierarchy.
        func switches(_ plan: AppPlan) -> Set<String> {
            if let switchKeys { return switchKeys }
            var keys = Set<String>()
            for page in plan.pages {
                page.forEachCell { _, _, cell in if cell.type == .switch, let id = cell.id { keys.insert(id.key) } }
            }
            switchKeys = keys
            return keys
        }
    }

    func write(to sink: GeneratedSink) -> [String] {
        guard !plan.pages.isEmpty else { return [] }
        let out = Output(sink)
        let comment = Generated.header(source)
        // Every page no row leads to is a screen file of its own (a `res/` folder's screens);
        // the first page always is. The pages they lead to are nested in them.
        var linked = Set<String>()
        for page in plan.pages {
            page.forEachCell { _, _, cell in if case .page(let target)? = cell.link { linked.insert(target) } }
        }
        var files = UniqueNames(separator: "_")
        for (i, page) in plan.pages.enumerated() where i == 0 || (!linked.contains(page.id.key) && !out.placed.contains(page.id.key)) {
            screen(page, named: files.make(Self.fileName(page.id.key)), comment: comment, out: out)
        }
        for page in plan.pages where !out.placed.contains(page.id.key) {
            out.notes.add(page, "no row leads to it where it can be nested; it is not written")
        }
        out.xml.open("res/values/strings.xml")
        out.resources.stringsFile(comment: comment, to: &out.xml)
        if !out.resources.arrays.isEmpty {
            out.xml.open("res/values/arrays.xml")
            out.resources.arraysFile(comment: comment, to: &out.xml)
        }
        out.xml.flush()
        return out.notes.lines
    }

    /// One screen file, `res/xml/<name>.xml`, and the pages nested in it.
    private func screen(_ root: Page, named name: String, comment: String, out: Output) {
        (out.fileName, out.nestedScreens) = (name, 0)
        out.placed.insert(root.id.key)
        if name != root.id.key { out.notes.add(root, "a screen is named by its file, a resource name: '\(name)'") }
        out.xml.open("res/xml/\(name).xml")
        out.xml += "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment) -->\n<PreferenceScreen\n"
            + "    xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
            + "    xmlns:app=\"http://schemas.android.com/apk/res-auto\""
        if root.title != name {
            out.xml += "\n    app:title=\"" + out.resources.string(out.text(root.title, root), base: name + "_title") + "\""
        }
        out.xml += ">\n"
        AndroidScreenWriter(plan: plan, page: root, name: name, out: out, depth: 1).write()
        out.xml += "</PreferenceScreen>\n"
    }

    /// A page id as a resource file name (lower-case letters, digits, `_`).
    static func fileName(_ id: String) -> String { AndroidResourceText.name(id) }

}
