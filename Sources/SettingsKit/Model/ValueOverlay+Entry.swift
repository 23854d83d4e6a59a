extension ValueOverlay {
    /// What the values file says of one cell.
    public struct Entry: Sendable, Hashable {
        /// The id as written.
        public var id: String
        /// Where the id starts.
        public var start: Mark
        /// Where the id ends.
        public var end: Mark
        /// The fields the file sets, in `Slot` order. An entry sets one or two of its seven: kept
        /// as seven optionals it cost 290 bytes, three times what a densely written one takes.
        private var fields: [(slot: Slot, value: Value)] = []

        private enum Slot: UInt8 { case title, subtitle, value, indicator, on, enabled, visible }
        private enum Value: Sendable, Hashable {
            case text(Field<String>)
            case flag(Field<Bool>)
        }

        /// An entry that sets nothing yet.
        public init(id: String, start: Mark, end: Mark) {
            (self.id, self.start, self.end) = (id, start, end)
        }

        /// The row's new title.
        public var title: Field<String>? { get { text(.title) } set { set(.title, newValue.map(Value.text)) } }
        /// The row's new subtitle.
        public var subtitle: Field<String>? { get { text(.subtitle) } set { set(.subtitle, newValue.map(Value.text)) } }
        /// The row's new value (the detail text on its right).
        public var value: Field<String>? { get { text(.value) } set { set(.value, newValue.map(Value.text)) } }
        /// The row's new indicator title.
        public var indicator: Field<String>? { get { text(.indicator) } set { set(.indicator, newValue.map(Value.text)) } }
        /// The row's new state: a switch's, a choice's check mark.
        public var on: Field<Bool>? { get { flag(.on) } set { set(.on, newValue.map(Value.flag)) } }
        /// Whether the row is enabled.
        public var enabled: Field<Bool>? { get { flag(.enabled) } set { set(.enabled, newValue.map(Value.flag)) } }
        /// Whether the row is shown.
        public var visible: Field<Bool>? { get { flag(.visible) } set { set(.visible, newValue.map(Value.flag)) } }

        private func text(_ slot: Slot) -> Field<String>? {
            if case .text(let f)? = fields.first(where: { $0.slot == slot })?.value { f } else { nil }
        }

        private func flag(_ slot: Slot) -> Field<Bool>? {
            if case .flag(let f)? = fields.first(where: { $0.slot == slot })?.value { f } else { nil }
        }

        private mutating func set(_ slot: Slot, _ value: Value?) {
            fields.removeAll { $0.slot == slot }
            guard let value else { return }
            let at = fields.firstIndex { $0.slot.rawValue > slot.rawValue } ?? fields.count
            fields.insert((slot, value), at: at)
        }

        /// The same id, at the same place, setting the same fields to the same values.
        public static func == (a: Entry, b: Entry) -> Bool {
            (a.id, a.start, a.end) == (b.id, b.start, b.end)
                && a.fields.elementsEqual(b.fields) { $0.slot == $1.slot && $0.value == $1.value }
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(start)
            for field in fields {
                hasher.combine(field.slot)
                hasher.combine(field.value)
            }
        }
    }
}
