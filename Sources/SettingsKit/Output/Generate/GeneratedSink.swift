/// Where a target's files go as they are made (`Generated.write`): each file is opened by its
/// path, then handed its text in pieces, so the files of a large page are never held whole.
public final class GeneratedSink {
    /// Starts the file at a path.
    public let open: (String) -> Void
    /// Adds text to the file last opened.
    public let write: (String) -> Void

    /// `open` starts the file at a path (under `--output-dir`, or the one file's name); `write`
    /// adds text to the file last opened.
    public init(open: @escaping (String) -> Void, write: @escaping (String) -> Void) {
        self.open = open
        self.write = write
    }
}

/// Text bound for a sink, handed over in pieces of about 64 KiB.
struct TextBuffer {
    private var text = ""
    private let sink: GeneratedSink

    init(_ sink: GeneratedSink) {
        self.sink = sink
    }

    static let piece = 1 << 16

    static func += (buffer: inout TextBuffer, text: String) {
        buffer.text += text
        if buffer.text.utf8.count >= piece { buffer.flush() }
    }

    /// Hands over what is held.
    mutating func flush() {
        guard !text.isEmpty else { return }
        sink.write(text)
        text = ""
    }

    /// Hands over what is held and starts the next file.
    mutating func open(_ path: String) {
        flush()
        sink.open(path)
    }
}
