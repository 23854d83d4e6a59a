/// Builds the tree of a binary property list from its top object, with the bounds YAML has:
/// nesting no deeper than `maxDepth`, and containers used in more than one place (any number of
/// references may name one) adding at most `maxReuse` nodes, counted at their size, as aliases
/// are in YAML. Every reference, to a value or to a container built before, is a node of its
/// container and counts against `maxNodes`: an array of a million references to one empty
/// dictionary is a megabyte of file, and cost 40 times that in memory while it was not counted.
/// A container that holds itself, directly or not, is damage.
///
/// The walk keeps its own stack, so no input chooses the depth of a recursion; each container is
/// built once and shared wherever it is named (arrays are copied on write), so reuse costs the
/// walks that follow, which the bound covers, and not memory.
extension BinaryPropertyList {
    static func read(_ bytes: [UInt8], limits: LoadLimits) -> Result<PlistNode, XMLProblem> {
        do {
            return .success(try BinaryPropertyList(bytes).tree(maxDepth: limits.maxDepth, maxReuse: limits.maxAliasExpansion))
        } catch {
            return .failure(XMLProblem(message: error.message, mark: nowhere, isLimit: error.isLimit))
        }
    }

    /// The most nodes a binary file may make, each reference to a shared container counting one
    /// (what the container holds counts against the reuse bound): one for every 64 bytes, and at
    /// least 65,536. A binary file is dense (a dictionary of four shared strings is 30 bytes), and
    /// each node costs some 200 bytes once read, checked and drawn, so this keeps every file
    /// within 8 times its size in memory. Real settings files make hundreds of nodes.
    static let bytesPerNode = 64

    static func maxNodes(forInputBytes bytes: Int) -> Int { max(1 << 16, bytes / bytesPerNode) }

    /// The refusal of a file that makes more than `most` nodes.
    static func tooManyNodes(_ most: Int, bytes: Int) -> Problem {
        Problem(message: "the binary property list makes more than \(most) nodes, one for every \(bytesPerNode) bytes of its \(bytes); a settings page has hundreds",
                isLimit: true)
    }

    /// A container being built: its keys (for a dictionary), the values still to build, and the
    /// nodes its whole subtree counts.
    private struct Frame {
        let index: Int
        /// How deep it is: the top object is 1.
        let depth: Int
        let keys: [String]?
        let values: [Int]
        var built: [PlistNode] = []
        var size = 1
    }

    func tree(maxDepth: Int, maxReuse: Int) throws(Problem) -> PlistNode {
        var built: [Int: (node: PlistNode, size: Int)] = [:]
        var open = Set<Int>()
        var stack: [Frame] = []
        var reused = 0, made = 0
        let most = Self.maxNodes(forInputBytes: bytes.count)
        /// Counts nodes as they are made: a value, a container, a dictionary's keys.
        func make(_ n: Int) throws(Problem) {
            made += n
            guard made <= most else { throw Self.tooManyNodes(most, bytes: bytes.count) }
        }

        /// The node for a reference, if it is built or a value; a container is pushed instead.
        func node(_ index: Int, depth: Int) throws(Problem) -> (node: PlistNode, size: Int)? {
            if let done = built[index] {
                try make(1)
                reused += done.size
                guard reused <= maxReuse else {
                    throw Problem(message: "the binary property list's containers used in more than one place add more than \(maxReuse) nodes (--max-alias-expansion)",
                                  isLimit: true)
                }
                return done
            }
            switch try object(index) {
            case .value(let content):
                try make(1)
                return (PlistNode(content: content, start: Self.nowhere), 1)
            case .array(let values):
                try push(Frame(index: index, depth: depth, keys: nil, values: values))
            case .dictionary(let keys, let values):
                let names = try keys.map { (key) throws(Problem) -> String in
                    guard case .value(.string(let name)) = try object(key) else {
                        throw Problem(message: Self.damaged("dictionary object \(index) has a key (object \(key)) that is not a string"))
                    }
                    return name
                }
                try push(Frame(index: index, depth: depth, keys: names, values: values))
            }
            return nil
        }
        func push(_ frame: Frame) throws(Problem) {
            try make(1 + (frame.keys?.count ?? 0))
            guard open.insert(frame.index).inserted else {
                throw Problem(message: Self.damaged("object \(frame.index) contains itself"))
            }
            guard frame.depth <= maxDepth else {
                throw Problem(message: "the binary property list nests deeper than \(maxDepth) levels, at object \(frame.index) (--max-depth)", isLimit: true)
            }
            stack.append(frame)
        }
        func add(_ child: PlistNode, size: Int, to frame: inout Frame) {
            frame.built.append(child)
            frame.size += size
        }

        if let value = try node(top, depth: 1) { return value.node }
        while var frame = stack.popLast() {
            // Build the values in order until one is a container still to build.
            var pending = false
            while frame.built.count < frame.values.count {
                guard let (child, size) = try node(frame.values[frame.built.count], depth: frame.depth + 1) else { pending = true; break }
                add(child, size: size, to: &frame)
            }
            if pending {
                // The child was pushed above its parent: put the parent back beneath it.
                let child = stack.removeLast()
                stack.append(frame)
                stack.append(child)
                continue
            }
            let content: PlistNode.Content = if let keys = frame.keys {
                .dictionary(zip(keys, frame.built).map { PlistEntry(key: $0, keyStart: Self.nowhere, value: $1) })
            } else {
                .array(frame.built)
            }
            let done = (node: PlistNode(content: content, start: Self.nowhere), size: frame.size)
            open.remove(frame.index)
            built[frame.index] = done
            guard var parent = stack.popLast() else { return done.node }
            add(done.node, size: done.size, to: &parent)
            stack.append(parent)
        }
        preconditionFailure("the walk ends when the top object is built")
    }
}
