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
        // The files a walk reads share their folders' listings.
        var shared = options
        if shared.neighbours == nil { shared.neighbours = NeighbourCache() }
        var walk = Walk(options: shared, limits: limits, errors: errors, acrossFiles: acrossFiles)
        walk.visited = Set(loaded.pages.map(\.id.key))
        walk.follow(loaded, stack: loaded.pages.first.map { [$0.id.key] } ?? [])
        return walk.result
    }

    /// Depth first in link order, on a stack of its own: a chain of panes as long as the input
    /// makes it is no recursion.
    private struct Walk {
        let options: ImportOptions
        let limits: LoadLimits
        let errors: @Sendable (LoadedFile) -> [Diagnostic]
        let acrossFiles: Bool
        var visited: Set<String> = []
        var result = Result()

        /// A page being followed: the rows that lead on, the next to take, and where it was read.
        struct Frame {
            var links: [(target: String, title: String?)]
            var next = 0
            /// The file the page is in, its own pages by id, and its bundle.
            var file: File
            /// The page's id.
            var id: String
        }

        struct File {
            var loaded: LoadedFile
            var inFile: [String: Page]
            var bundle: SettingsBundle?
        }

        /// The pages open, from the entry's to the one being followed: a link to one of them is a cycle.
        private(set) var frames: [Frame] = []
        private(set) var open: Set<String> = []


        mutating func follow(_ loaded: LoadedFile, stack: [String]) {
            guard let file = file(loaded), let page = loaded.pages.first, let id = stack.last ?? loaded.pages.first?.id.key else { return }
            push(Self.frame(page, in: file, id: id))
            while let i = frames.indices.last {
                guard frames[i].next < frames[i].links.count else {
                    open.remove(frames.removeLast().id)
                    continue
                }
                let link = frames[i].links[frames[i].next]
                frames[i].next += 1
                if let child = step(link, from: frames[i]) { push(child) }
            }
        }

        private mutating func push(_ frame: Frame) {
            frames.append(frame)
            open.insert(frame.id)
        }

        /// The file's pages for following; nil for a page file, whose links are its own documents.
        private func file(_ loaded: LoadedFile) -> File? {
            guard loaded.format != .yaml, !loaded.pages.isEmpty else { return nil }
            // The pages of the file itself that its rows lead to: choice pages, nested screens.
            let inFile = Dictionary((loaded.nestedDocuments.map(\.page) + loaded.linkedPages).map { ($0.id.key, $0) },
                                    uniquingKeysWith: { a, _ in a })
            let bundle = loaded.format == .settingsBundle ? SettingsBundleReader.bundle(containing: loaded.source.path, options: options) : nil
            return File(loaded: loaded, inFile: inFile, bundle: bundle)
        }

        private static func frame(_ page: Page, in file: File, id: String) -> Frame {
            var links: [(String, String?)] = []
            page.forEachCell { _, _, cell in
                if case .page(let target)? = cell.link { links.append((target, cell.title)) }
            }
            return Frame(links: links, file: file, id: id)
        }

        /// Follows one link: the frame of the page it leads to, if that page leads on.
        private mutating func step(_ link: (target: String, title: String?), from frame: Frame) -> Frame? {
            let target = link.target, here = frame.file
            if open.contains(target) {
                let path = frames.map(\.id) + [target]
                result.warnings.append("the child pane '\(target)' leads back to a pane already shown (\(path.joined(separator: " → "))); it is not followed again")
                return nil
            }
            if here.inFile[target] == nil, !acrossFiles { return nil }
            guard visited.insert(target).inserted else { return nil }
            if let linked = here.inFile[target] {
                result.followed.append(Followed(source: nil, pages: [linked], errors: []))
                return Self.frame(linked, in: here, id: target)
            }
            guard let bundle = here.bundle else {
                result.warnings.append("the screen '\(target)' is not in \(here.loaded.source.path); it is not followed")
                return nil
            }
            guard let name = bundle.schemaFile(stem: target, idiom: options.idiom) else {
                result.warnings.append("the child pane '\(target)' has no file in \(bundle.directory.isEmpty ? "this folder" : bundle.directory); it is not followed")
                return nil
            }
            var childOptions = options
            childOptions.linkTitle = link.title
            do throws(ReadError) {
                let child = PageLoader.load(try options.read(bundle.directory + name, inside: bundle.directory), limits: limits, options: childOptions)
                result.values.add(child)
                result.followed.append(Followed(source: child.source, pages: child.pages, errors: errors(child)))
                guard let childFile = self.file(child), let page = child.pages.first else { return nil }
                return Self.frame(page, in: childFile, id: target)
            } catch {
                result.warnings.append(error.message)
                return nil
            }
        }
    }
}
