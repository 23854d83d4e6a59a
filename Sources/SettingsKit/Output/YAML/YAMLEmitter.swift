internal import CLibYAML

/// YAML text written by libyaml's emitter, which does the quoting and escaping: a value that would
/// read back as another type (`"8"`, `"true"`) is passed double-quoted, everything else in whatever
/// style libyaml finds safe. Unicode is written as it is.
struct YAMLEmitter {
    /// The document's content, built before it is emitted.
    enum Content: Sendable {
        case scalar(String, quoted: Bool)
        indirect case map([(String, Content)], flow: Bool)
        indirect case list([Content], flow: Bool)

        /// Text that reads back as text: quoted when a plain scalar would resolve to another type.
        static func text(_ s: String) -> Content {
            let resolved: ScalarValue = Scalar(s).value
            return .scalar(s, quoted: resolved != ScalarValue.string(s))
        }

        static func number(_ d: Double) -> Content { .scalar(JSONValue.format(d), quoted: false) }
        static func bool(_ b: Bool) -> Content { .scalar(b ? "true" : "false", quoted: false) }
    }

    /// One document holding `root`.
    static func document(_ root: Content) -> String {
        final class Output { var bytes: [UInt8] = [] }
        let output = Output()
        var emitter = yaml_emitter_t()
        guard yaml_emitter_initialize(&emitter) == 1 else { preconditionFailure("libyaml could not allocate an emitter") }
        defer { yaml_emitter_delete(&emitter) }
        yaml_emitter_set_unicode(&emitter, 1)
        yaml_emitter_set_width(&emitter, -1)  // never fold long lines
        withExtendedLifetime(output) {
            yaml_emitter_set_output(&emitter, { data, buffer, size in
                Unmanaged<Output>.fromOpaque(data!).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
                return 1
            }, Unmanaged.passUnretained(output).toOpaque())
            // One event, reused: each is consumed by `yaml_emitter_emit` before the next is made.
            let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
            defer { event.deallocate() }
            func emit(_ ok: Int32) {
                // Events built here are always valid; a failure is a bug in this file.
                guard ok == 1, yaml_emitter_emit(&emitter, event) == 1 else {
                    preconditionFailure("libyaml: \(emitter.problem.map { String(cString: $0) } ?? "emitter error")")
                }
            }
            emit(yaml_stream_start_event_initialize(event, YAML_UTF8_ENCODING))
            emit(yaml_document_start_event_initialize(event, nil, nil, nil, 1))
            write(root, event, emit: emit)
            emit(yaml_document_end_event_initialize(event, 1))
            emit(yaml_stream_end_event_initialize(event))
        }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    private static func write(_ value: Content, _ event: UnsafeMutablePointer<yaml_event_t>, emit: (Int32) -> Void) {
        switch value {
        case .scalar(let text, let quoted):
            var bytes = Array(text.utf8)
            let style = quoted ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE
            emit(bytes.withUnsafeMutableBufferPointer {
                yaml_scalar_event_initialize(event, nil, nil, $0.baseAddress, Int32($0.count), quoted ? 0 : 1, 1, style)
            })
        case .map(let pairs, let flow):
            emit(yaml_mapping_start_event_initialize(event, nil, nil, 1, flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE))
            for (key, value) in pairs {
                write(.text(key), event, emit: emit)
                write(value, event, emit: emit)
            }
            emit(yaml_mapping_end_event_initialize(event))
        case .list(let items, let flow):
            emit(yaml_sequence_start_event_initialize(event, nil, nil, 1, flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE))
            for item in items { write(item, event, emit: emit) }
            emit(yaml_sequence_end_event_initialize(event))
        }
    }
}
