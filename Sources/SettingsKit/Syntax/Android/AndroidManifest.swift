/// What a module's `AndroidManifest.xml` says of the code that runs before any settings screen:
/// the `Application` class (`<application android:name=".AppPeriodical">`) and the activities the
/// launcher opens (an `<activity>` with `android.intent.category.LAUNCHER`, or an
/// `<activity-alias>`'s `android:targetActivity`), each by its simple name. Read with expat, as
/// every XML file is.
package struct AndroidManifest: Sendable {
    package var application: String?
    package var launchers: [String] = []

    /// The manifest's classes; nil where the file is no XML expat reads (a template with
    /// placeholders, a half-written file): then it names none.
    package static func read(_ bytes: [UInt8], maxDepth: Int) -> AndroidManifest? {
        let reader = Reader()
        return XMLReader.read(bytes, maxDepth: maxDepth, into: reader) == nil ? reader.result : nil
    }

    /// `.Main`, `com.a.Main` → `Main`.
    static func simpleName(_ name: String) -> String? { name.split(separator: ".").last.map(String.init) }

    private final class Reader: XMLHandler {
        var result = AndroidManifest()
        private var depth = 0
        /// The `<activity>` or `<activity-alias>` open: its class, its depth, whether the launcher opens it.
        private var activity: (name: String?, depth: Int, launcher: Bool)?

        /// An attribute in Android's namespace, by its prefix as manifests write it (`android:name`).
        private static func android(_ local: String, of tag: XMLStartTag) -> String? {
            tag.attributes.first { $0.name.hasSuffix(":" + local) }?.value
        }

        func open(_ tag: XMLStartTag) {
            depth += 1
            if tag.isNamed("application") {
                result.application = Self.android("name", of: tag).flatMap(AndroidManifest.simpleName)
            } else if tag.isNamed("activity") || tag.isNamed("activity-alias") {
                let name = Self.android(tag.isNamed("activity") ? "name" : "targetActivity", of: tag)
                activity = (name.flatMap(AndroidManifest.simpleName), depth, false)
            } else if tag.isNamed("category"), activity != nil, Self.android("name", of: tag) == "android.intent.category.LAUNCHER" {
                activity?.launcher = true
            }
        }

        func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {}

        func close() {
            if let open = activity, open.depth == depth {
                if open.launcher, let name = open.name { result.launchers.append(name) }
                activity = nil
            }
            depth -= 1
        }
    }
}
