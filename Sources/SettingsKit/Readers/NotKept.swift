extension Diagnostic {
    /// What stands for a file's findings past `keptPerFile`: at the file's start, where a report
    /// shows it first, naming where they begin.
    static func notKept(_ count: Int, at start: Mark) -> Diagnostic {
        let place = start.line > 0 ? " from \(start) on" : ""
        return Diagnostic(.error, rule: .resourceLimit,
                          message: "\(count) more finding\(count == 1 ? "" : "s")\(place) \(count == 1 ? "is" : "are") counted, not kept: "
                              + "a file keeps its first \(keptPerFile); they are not reported, suppressed or baselined",
                          start: start.line > 0 ? .start : start)
    }
}
