import SettingsKit

/// `settings-render lsp`: the Language Server Protocol (3.17) for page files, bundles and
/// screens. A message in, the messages to send back out: the transport (`LanguageServer+Stream`)
/// is apart, so tests drive the server as an editor would, message by message.
///
/// Diagnostics are published by `flush()`, which the transport calls once the messages already
/// waiting are handled: a burst of keystrokes is checked once, at its end.
package final class LanguageServer {
    /// JSON-RPC's and LSP's error codes.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestFailed = -32803
    }

    /// A request that could not be answered: its code and why.
    struct Failure: Error {
        var code: ErrorCode
        var message: String
    }

    private(set) var encoding = PositionEncoding.utf16
    private(set) var documents = OpenDocuments()
    /// The documents to check at the next flush, in the order they changed, and as a set.
    private var dirty: [String] = []
    private var isDirty: Set<String> = []
    private var initialized = false
    /// Whether `shutdown` has been asked for.
    private(set) var isShutDown = false
    /// Set by `exit`: 0 after `shutdown`, 1 without (LSP 3.17).
    package private(set) var exitCode: Int32?
    let checker: DocumentChecker
    /// The document last changed: a change to another one may change what this one's neighbours say.
    private var lastChanged: String?
    /// Each document's findings as last published, for hover and code actions.
    var published: [String: [Diagnostic]] = [:]
    /// Each document's pages as its text last read, for completing ids while it does not read.
    var lastPages: [String: [Page]] = [:]
    /// Whether the client accepts `client/registerCapability` for watched files.
    private var canWatch = false

    package init(limits: LoadLimits = .default) {
        checker = DocumentChecker(limits: limits)
    }

    /// The messages to send for one received: a response to a request, nothing for most notifications.
    package func handle(_ message: JSONValue) -> [JSONValue] {
        guard case .object = message, let method = message["method"]?.text else {
            // A response to our own request (registering watched files) needs nothing; anything else is no request.
            if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.error(id: message["id"] ?? .null, .invalidRequest, "not a JSON-RPC request or notification")]
        }
        let id = message["id"]
        let params = message["params"] ?? .null
        do {
            let result = try dispatch(method, params, isRequest: id != nil)
            guard let id else { return [] }
            return [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
        } catch let failure as Failure {
            guard let id else { return [] }
            return [Self.error(id: id, failure.code, failure.message)]
        } catch {
            guard let id else { return [] }
            return [Self.error(id: id, .requestFailed, "\(error)")]
        }
    }

    /// A message whose text is not JSON: an error with no id, as JSON-RPC says.
    package static func parseError(_ message: String) -> JSONValue {
        error(id: .null, .parseError, message)
    }

    static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .integer(code.rawValue)), ("message", .string(message))]))])
    }

    private func dispatch(_ method: String, _ params: JSONValue, isRequest: Bool) throws -> JSONValue {
        if method == "exit" {
            exitCode = isShutDown ? 0 : 1
            return .null
        }
        guard initialized || method == "initialize" else {
            throw Failure(code: .serverNotInitialized, message: "the server is not initialized yet")
        }
        switch method {
        case "initialize": return initialize(params)
        case "initialized": return registerWatching()
        case "shutdown": isShutDown = true; return .null
        case "textDocument/didOpen": try didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didClose": try didClose(params)
        case "textDocument/didSave", "workspace/didChangeWatchedFiles": filesChanged(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        default:
            // `$/` notifications (cancel, progress) may be ignored; unknown requests may not.
            if isRequest { throw Failure(code: .methodNotFound, message: "unknown method '\(method)'") }
        }
        return .null
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        initialized = true
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.items?.compactMap(\.text) ?? []
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        canWatch = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        return .object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .integer(2)), ("save", .object([("includeText", .bool(false))]))])),
                ("hoverProvider", .bool(true)),
                ("completionProvider", .object([("triggerCharacters", .array([":", " ", "@", "/", "\"", ">"].map(JSONValue.string)))])),
                ("definitionProvider", .bool(true)),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string("source.fixAll")]))])),
                ("documentSymbolProvider", .bool(true)),
            ])),
            ("serverInfo", .object([("name", .string("settings-render")), ("version", .string(settingsRenderVersion))])),
        ])
    }

    /// Messages the server sends of its own accord once `initialized` arrives.
    private(set) var outgoing: [JSONValue] = []

    /// Asks the client to tell of changes to the files pages read beside them.
    private func registerWatching() -> JSONValue {
        guard canWatch else { return .null }
        let watcher = JSONValue.object([("globPattern", .string("**/*.{strings,xml,plist,yml,yaml,json,stringsdict}"))])
        let registration = JSONValue.object([
            ("id", .string("settings-render-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array([watcher]))])),
        ])
        outgoing.append(.object([("jsonrpc", .string("2.0")), ("id", .string("register-watched-files")), ("method", .string("client/registerCapability")),
                                 ("params", .object([("registrations", .array([registration]))]))]))
        return .null
    }

    /// The messages the server has to send of its own: registrations, then diagnostics for every
    /// document changed since the last flush.
    package func flush() -> [JSONValue] {
        var out = outgoing
        outgoing = []
        let open = openTexts
        for uri in dirty {
            // A document closed since it changed is no longer in the set.
            guard isDirty.remove(uri) != nil, let document = documents[uri] else { continue }
            let found = checker.check(document, open: open)
            published[uri] = found
            out.append(Self.notification("textDocument/publishDiagnostics", .object([
                ("uri", .string(uri)), ("version", .integer(document.version)),
                ("diagnostics", .array(found.prefix(Diagnostic.shownPerFile).map { document.lspDiagnostic($0, encoding) })),
            ])))
        }
        dirty = []
        isDirty = []
        return out
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    private func markDirty(_ uri: String) {
        if isDirty.insert(uri).inserted { dirty.append(uri) }
    }

    private func didOpen(_ params: JSONValue) throws {
        guard let item = params["textDocument"], let uri = item["uri"]?.text, let text = item["text"]?.text else {
            throw Failure(code: .invalidParams, message: "didOpen needs textDocument.uri and .text")
        }
        let document = EditorDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
        documents.put(document)
        // What was read beside the open documents stands while the new one is a page file, or a
        // neighbour as it is on disk: opening many files reads their folders once, not once a file.
        if DocumentChecker.isNeighbour(document.path), checker.differsFromDisk(document) { checker.forgetNeighbours() }
        markDirty(uri)
    }

    private func didChange(_ params: JSONValue) throws {
        guard let uri = params["textDocument"]?["uri"]?.text, var document = documents[uri], let changes = params["contentChanges"]?.items else {
            throw Failure(code: .invalidParams, message: "didChange needs an open textDocument.uri and contentChanges")
        }
        document.apply(changes, encoding: encoding)
        document.version = params["textDocument"]?["version"]?.intValue ?? document.version + 1
        documents.put(document)
        // Open documents this one is a neighbour of (a bundle's schema file and its `.strings`, a
        // screen and its `res/values`): checked again as it changes, not only when it is saved.
        // A page file is no file's neighbour: typing in it keeps what was read beside it.
        let related = DocumentChecker.isNeighbour(document.path) ? relatedDocuments(of: document) : []
        if lastChanged != uri || !related.isEmpty { checker.forgetNeighbours() }
        lastChanged = uri
        markDirty(uri)
        related.forEach(markDirty)
    }

    /// The other open documents under the folder above a document's own (`Settings.bundle/` for
    /// `en.lproj/Root.strings`, `res/` for `values/strings.xml`).
    private func relatedDocuments(of document: EditorDocument) -> [String] {
        guard documents.count > 1, document.path.hasPrefix("/") else { return [] }
        let above = FileName.folder(of: FileName.folder(of: document.path)) + "/"
        return documents.uris(under: above).filter { $0 != document.uri }
    }

    private func didClose(_ params: JSONValue) throws {
        guard let uri = params["textDocument"]?["uri"]?.text else { throw Failure(code: .invalidParams, message: "didClose needs textDocument.uri") }
        let path = documents[uri]?.path
        documents.remove(uri)
        published[uri] = nil
        lastPages[uri] = nil
        isDirty.remove(uri)
        // Its neighbours read the disk again, not the text it had; a page file is no file's neighbour.
        if let path, DocumentChecker.isNeighbour(path) { checker.forgetNeighbours() }
        outgoing.append(Self.notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
    }

    /// A file saved or changed on disk: what was read beside the documents is read again, and every open document checked again.
    private func filesChanged(_ params: JSONValue) {
        checker.forgetNeighbours()
        let uris = (params["changes"]?.items?.compactMap { $0["uri"]?.text } ?? []) + [params["textDocument"]?["uri"]?.text].compactMap { $0 }
        if uris.contains(where: { $0.hasSuffix("/" + Configuration.fileName) }) { checker.forgetConfigurations() }
        for uri in documents.sortedURIs { markDirty(uri) }
    }

    /// The open document a request names, and the position it names, if any.
    func target(_ params: JSONValue) throws -> (EditorDocument, Position?) {
        guard let uri = params["textDocument"]?["uri"]?.text else { throw Failure(code: .invalidParams, message: "the request needs textDocument.uri") }
        guard let document = documents[uri] else { throw Failure(code: .invalidParams, message: "'\(uri)' is not open") }
        return (document, Position(params["position"]))
    }

    /// A document's findings for its text now: as published, or checked now when it changed since.
    func findings(_ document: EditorDocument) -> [Diagnostic] {
        if !isDirty.contains(document.uri), let known = published[document.uri] { return known }
        return checker.check(document, open: openTexts)
    }

    /// The text of every open document, by path.
    var openTexts: [String: [UInt8]] { documents.texts }
}
