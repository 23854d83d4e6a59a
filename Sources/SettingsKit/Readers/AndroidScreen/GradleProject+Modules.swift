/// The modules `settings.gradle(.kts)` includes: a module whose include is commented out is no
/// part of any build, and a screen in it is seen by no one (weather-notification's `big-text`
/// skin, out of the build since 2017: holdout 18).
extension GradleProject {
    /// The folders, relative to the project's, of the modules the settings script includes
    /// (`include ':skins:big-text'`, `include(":app", ":lib")`); nil where the script is missing
    /// or says what only Gradle works out (a `projectDir`, an include built in a loop), so that
    /// every module may be built.
    static func includedModules(settings: String?) -> Set<String>? {
        guard let settings, !settings.contains("includeBuild") else { return nil }
        var modules: [String] = [], folders: [String: String] = [:]
        for text in codeLines(settings) {
            // `project(':skin').projectDir = new File(settingsDir, './skins/skin')`, or `file('…')`.
            if text.contains("projectDir") {
                let quoted = text.split { $0 == "\"" || $0 == "'" }.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                guard text.hasPrefix("project("), quoted.count == 2 else { return nil }
                let folder = quoted[1].split(separator: "/").filter { $0 != "." }.joined(separator: "/")
                guard !folder.hasPrefix("..") else { return nil }
                folders[String(quoted[0])] = folder
                continue
            }
            guard text.hasPrefix("include") else { continue }
            let rest = text.dropFirst("include".count)
            guard let first = rest.first, first == " " || first == "(" || first == "\t" else { continue }
            // Only quoted module paths: anything else (a variable, a loop) is Gradle's to work out.
            let parts = rest.split { $0 == "\"" || $0 == "'" }
            guard parts.count >= 2 else { return nil }
            modules += parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        guard !modules.isEmpty else { return nil }
        return Set(modules.map { folders[$0] ?? $0.split(separator: ":").joined(separator: "/") })
    }

    /// A script's lines with `//` and `/* … */` comments taken out, trimmed; empty ones dropped.
    static func codeLines(_ script: String) -> [Substring] {
        var lines: [Substring] = [], inComment = false
        for line in script.split(whereSeparator: \.isNewline) {
            var text = Substring(line.trimmed(includingLineBreaks: false))
            if inComment {
                guard let end = text.firstRange(of: "*/") else { continue }
                text = text[end.upperBound...]
                inComment = false
            }
            if let start = text.firstRange(of: "/*") {
                inComment = !text[start.upperBound...].contains("*/")
                text = text[..<start.lowerBound]
            }
            if let comment = text.firstRange(of: "//") { text = text[..<comment.lowerBound] }
            text = text.trimmed(includingLineBreaks: false)[...]
            if !text.isEmpty { lines.append(text) }
        }
        return lines
    }

    /// The `minSdk` a build script names: `minSdkVersion 14`, `minSdk = 21`, `minSdk(21)`; the
    /// lowest where it names several (flavours).
    static func minSdk(in bytes: [UInt8]) -> Int? {
        var lowest: Int?, from = 0
        let needle = Array("minSdk".utf8)
        while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: from) {
            from = at + needle.count
            var i = from
            if bytes[i...].starts(with: "Version".utf8) { i += 7 }
            while i < bytes.count, [0x20, 0x09, 0x3D, 0x28].contains(bytes[i]) { i += 1 }
            var value = 0, digits = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]), digits < 4 { value = value * 10 + Int(bytes[i] - 0x30); digits += 1; i += 1 }
            if digits > 0 { lowest = min(lowest ?? value, value) }
        }
        return lowest
    }

    /// Whether a build includes the module a screen at `path` sits in: its folder above `src/`
    /// (or above `res/`, Eclipse's layout), relative to the project; the project's own folder is
    /// always built.
    func builds(screen path: String) -> Bool {
        guard let includedModules, let absolute = FileName.realPath(path) else { return true }
        let inside = (FileName.realPath(root) ?? root) + "/"
        guard absolute.hasPrefix(inside) else { return true }
        let relative = absolute.dropFirst(inside.count)
        let module = relative.firstRange(of: "/src/").map { relative[..<$0.lowerBound] }
            ?? relative.firstRange(of: "/res/").map { relative[..<$0.lowerBound] } ?? ""
        return module.isEmpty || relative.hasPrefix("src/") || relative.hasPrefix("res/") || includedModules.contains(String(module))
    }
}
