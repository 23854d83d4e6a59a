internal import FoundationEssentials

/// Reads a binary property list (`bplist00`, what a built app carries) through Foundation's own
/// decoder. A binary file has no lines: every node's mark is line 0, column 0, as SPEC 7.1 says.
/// Its dictionaries keep no order, so their keys are sorted.
enum BinaryPropertyList {
    static let magic = Array("bplist00".utf8)

    static func read(_ bytes: [UInt8]) -> Result<PlistNode, XMLProblem> {
        do {
            return .success(try PropertyListDecoder().decode(Value.self, from: Data(bytes)).node)
        } catch {
            return .failure(XMLProblem(message: "the binary property list cannot be read: it is damaged or not a property list", mark: nowhere))
        }
    }

    static let nowhere = Mark(line: 0, column: 0)

    /// Foundation decodes into `Decodable` types: this one takes whatever value is there. A real
    /// that is a whole number reads as an integer (the decoder does not tell them apart).
    private struct Value: Decodable {
        let node: PlistNode

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            let content: PlistNode.Content
            if let v = try? c.decode(Bool.self) {
                content = .bool(v)
            } else if let v = try? c.decode(Int.self) {
                content = .integer(v)
            } else if let v = try? c.decode(Double.self) {
                content = .real(v)
            } else if let v = try? c.decode(String.self) {
                content = .string(v)
            } else if let v = try? c.decode(Date.self) {
                content = .date(v.formatted(.iso8601))
            } else if let v = try? c.decode(Data.self) {
                content = .data(v.base64EncodedString())
            } else if let v = try? c.decode([Value].self) {
                content = .array(v.map(\.node))
            } else {
                let dictionary = try c.decode([String: Value].self)
                content = .dictionary(dictionary.keys.sorted().map {
                    PlistEntry(key: $0, keyStart: BinaryPropertyList.nowhere, value: dictionary[$0]!.node)
                })
            }
            node = PlistNode(content: content, start: BinaryPropertyList.nowhere)
        }
    }
}
