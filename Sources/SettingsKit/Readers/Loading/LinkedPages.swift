/// The pages a file's rows lead to, for `render --follow` (SPEC 7.6): depth-first in link order,
/// each once — child-pane files, nested preference screens and generated choice pages. A pane that leads back to one still
/// open is reported, not followed again.
public enum LinkedPages {
    /// A followed file: its pages, or what stopped it from loading.
    public struct Followed: Sendable {
        /// The file, when one was read (a choice page comes from the file that links it).
        public var source: SourceFile?
        /// Its pages: a pane's in each locale, or one choice page.
        public var pages: [Page]
        /// The file's errors; a file with errors still shows its pages when it has any.
        public var errors: [Diagnostic]
    }

    /// What following found: the pages in order, and warnings about links not followed.
    public struct Result: Sendable {
        /// The pages followed, in link order.
        public var followed: [Followed] = []
        /// Links not followed: a cycle, a missing file, an unreadable one.
        public var warnings: [String] = []
        /// What the files read made of `--values`.
        public var values = ValuesCheck()
    }

    /// Follows the links of a loaded file's pages, reading the files they lead to through
    /// `options.read`. `errors` says what stands against a followed file (`Validator.fileErrors`:
    /// its reader's and its format rules' errors). Without `acrossFiles` only the pages inside the
    /// file are followed, and links to other files are left without a word.
    public static func follow(
        _ loaded: LoadedFile, options: ImportOptions, limits: LoadLimits,
        errors: @escaping @Sendable (LoadedFile) -> [Diagnostic], acrossFiles: Bool = true
    ) -> Result {
        var walk = Walk(options: options, limits: limits, errors: errors, acrossFiles: acrossFiles)
        walk.visited = Set(loaded.pages.map(\.id.key))
        walk.follow(loaded, stack: loaded.pages.first.map { [$0.id.key] } ?? [])
        return walk.result
    }

    private struct Walk {
        let options: ImportOptions
        let limits: LoadLimits
        let errors: @Sendable (LoadedFile) -> [Diagnostic]
        let acrossFiles: Bool
        var visited: Set<String> = []
        var result = Result()

        mutating func follow(_ loaded: LoadedFile, stack: [String]) {
            guard loaded.format != .yaml, let page = loaded.pages.first else { return }
            // The pages of the file itself that its rows lead to: choice pages, nested screens.
            let inFile = Dictionary((loaded.nestedDocuments.map(\.page) + loaded.linkedPages).map { ($0.id.key, $0) },
                                    uniquingKeysWith: { a, _ in a })
            follow(page, of: loaded, inFile: inFile, stack: stack)
        }

        private mutating func follow(_ page: Page, of loaded: LoadedFile, inFile: [String: Page], stack: [String]) {
            let bundle = loaded.format == .settingsBundle ? SettingsBundle(containing: loaded.source.path) : nil
            page.forEachCell { _, _, cell in
                guard case .page(let target)? = cell.link else { return }
                if stack.contains(target) {
                    result.warnings.append("the child pane '\(target)' leads back to a pane already shown (\((stack + [target]).joined(separator: " → "))); it is not followed again")
                    return
                }
                if inFile[target] == nil, !acrossFiles { return }
                guard visited.insert(target).inserted else { return }
                if let linked = inFile[target] {
                    result.followed.append(Followed(source: nil, pages: [linked], errors: []))
                    follow(linked, of: loaded, inFile: inFile, stack: stack + [target])
                    return
                }
                guard let bundle else {
                    result.warnings.append("the screen '\(target)' is not in \(loaded.source.path); it is not followed")
                    return
                }
                guard let name = bundle.schemaFile(stem: target, idiom: options.idiom) else {
                    result.warnings.append("the child pane '\(target)' has no file in \(bundle.directory.isEmpty ? "this folder" : bundle.directory); it is not followed")
                    return
                }
                var childOptions = options
                childOptions.linkTitle = cell.title
                do throws(ReadError) {
                    let child = PageLoader.load(try options.read(bundle.directory + name), limits: limits, options: childOptions)
                    result.values.add(child)
                    result.followed.append(Followed(source: child.source, pages: child.pages,
                                                    errors: errors(child)))
                    follow(child, stack: stack + [target])
                } catch {
                    result.warnings.append(error.message)
                }
            }
        }
    }
}
