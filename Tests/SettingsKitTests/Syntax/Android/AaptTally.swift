import Foundation
@testable import SettingsKit

/// Counts of an aapt oracle run, and the disagreements no `AaptException` explains.
struct AaptTally: CustomStringConvertible {
    /// Strings and arrays compared (an array counts once), and those read alike.
    var compared = 0, agreed = 0
    var excepted: [String: Int] = [:]
    var failures: [String] = []

    var description: String {
        "\(compared) compared, \(agreed) alike, \(failures.count) disagree"
            + (excepted.isEmpty ? "" : "; excepted: " + excepted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    mutating func merge(_ other: AaptTally) {
        compared += other.compared
        agreed += other.agreed
        excepted.merge(other.excepted, uniquingKeysWith: +)
        failures += other.failures
    }

    /// Compiles the files as one res folder and compares every string and array of theirs.
    mutating func compare(_ files: [Aapt.File], label: String) throws {
        let table = try Aapt.compile(files)
        if let failure = table.failure {
            failures.append("\(label): aapt did not compile: \(failure.prefix(400)); refused: \(table.refused.map { "\($0.name): \($0.message)" })")
            return
        }
        let configs = Array(table.configs.keys)
        // Text between the resources (a stray `">`): aapt and aapt2 refuse the file, the reader
        // passes over it; blanked, the file's resources are compared all the same.
        for refusal in table.refused where refusal.name.isEmpty && refusal.message.contains("Found text") {
            excepted["text between resources (file refused)", default: 0] += 1
        }
        for file in files {
            let source = SourceFile(path: file.name, bytes: file.bytes)
            // A file our reader refuses is compared nowhere; aapt must have left it out too.
            guard case .success(let values) = AndroidValues.read(source.bytes, maxDepth: 256) else {
                compared += 1
                let dropped = table.refused.contains { $0.folder == file.folder && $0.name.isEmpty && $0.message.hasPrefix(file.name) }
                if dropped { agreed += 1 } else { failures.append("\(label)/\(file.folder)/\(file.name): we refuse it, aapt compiles it") }
                continue
            }
            let config = Self.config(of: file.folder, among: configs)
            // A name given twice keeps the last, as the reader's tables do.
            var last: [String: AndroidValues.Resource] = [:]
            for resource in values.resources where resource.kind == .string || resource.kind == .array { last["\(resource.kind.rawValue)/\(resource.name)"] = resource }
            for (key, resource) in last.sorted(by: { $0.key < $1.key }) {
                compared += 1
                let refusal = table.refused.first { $0.folder == file.folder && $0.name == resource.name }
                let aapt = config.flatMap { table.configs[$0]?[key] }
                let d = AaptDisagreement(resource: resource, aapt: aapt, refusal: refusal?.message)
                if refusal == nil, let aapt, d.agrees(aapt) {
                    agreed += 1
                } else if let exception = AaptException.all.first(where: { $0.applies(d) }) {
                    excepted[exception.name, default: 0] += 1
                } else {
                    failures.append("\(label)/\(file.folder) \(key): aapt \(refusal.map { "refuses: \($0)" } ?? aapt.map { "\($0)" } ?? "has none"), "
                        + "we read \(d.ours.debugDescription) from \(d.written.debugDescription)")
                }
            }
        }
    }

    /// The configuration aapt names a values folder by: `values` is `(default)`, `values-night` is
    /// `night-v8` (aapt adds the version a qualifier needs), `values-b+es+419` is `es-r419`,
    /// `values-b+sr` is `sr`.
    static func config(of folder: String, among configs: [String]) -> String? {
        guard folder != "values" else { return "(default)" }
        var qualifier = String(folder.dropFirst("values-".count))
        if let match = qualifier.wholeMatch(of: /b\+([a-z]{2,3})\+([A-Z]{2}|[0-9]{3})/) { qualifier = "\(match.1)-r\(match.2)" }
        if let match = qualifier.wholeMatch(of: /b\+([a-z]{2,3})/) { qualifier = String(match.1) }
        return configs.first { $0 == qualifier } ?? configs.first { $0.hasPrefix(qualifier + "-v") && $0.dropFirst(qualifier.count + 2).allSatisfy(\.isNumber) }
    }
}

/// One resource both read, and what each made of it.
struct AaptDisagreement {
    var resource: AndroidValues.Resource
    var aapt: Aapt.Value?
    var refusal: String?

    /// As written: a string's text, or an array's items.
    var written: [String] { resource.kind == .array ? resource.items : [resource.text] }

    /// Ours: a string's text, or an array's items.
    var ours: [String] {
        resource.kind == .array ? resource.items.map(AndroidText.resolve) : [AndroidText.resolve(resource.text)]
    }

    /// Alike, as far as the dump shows: up to a U+0000 (where aapt stops printing), and items
    /// aapt compiled to no text (`(int) 5`) left out.
    func agrees(_ value: Aapt.Value) -> Bool {
        func same(_ ours: String, _ theirs: Aapt.Value) -> Bool {
            switch theirs {
            case .text(let t), .reference(let t): ours.unicodeScalars.prefix { $0 != "\u{0}" }.elementsEqual(t.unicodeScalars)
            case .other: true
            case .array: false
            }
        }
        if case .array(let items) = value { return resource.kind == .array && items.count == ours.count && zip(ours, items).allSatisfy(same) }
        return resource.kind == .string && same(ours[0], value)
    }

    /// What aapt v1 makes of the text: an escape it does not know (`\q`, a backslash before a line
    /// end) is dropped with its character, where aapt2 keeps the character.
    var aaptV1: [String] {
        func dropUnknownEscapes(_ written: String) -> String {
            var out = String.UnicodeScalarView(), iterator = written.unicodeScalars.makeIterator()
            while let scalar = iterator.next() {
                guard scalar == "\\" else { out.append(scalar); continue }
                guard let next = iterator.next() else { break }
                // A stand-in, removed after: the dropped character still ends a run of white space.
                if "tn#@?\"'\\u".unicodeScalars.contains(next) { out.append(scalar); out.append(next) } else { out.append("\u{E000}") }
            }
            return String(out)
        }
        func v1(_ written: String) -> String { AndroidText.resolve(dropUnknownEscapes(written)).replacingOccurrences(of: "\u{E000}", with: "") }
        return resource.kind == .array ? resource.items.map(v1) : [v1(resource.text)]
    }
}
