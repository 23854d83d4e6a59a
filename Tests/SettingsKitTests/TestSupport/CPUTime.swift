import Foundation

/// The processor time of the calling thread: what a bound on growth compares, since wall time on
/// a shared machine (and tests running side by side) also counts whatever else runs.
enum CPUTime {
    static func thread() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
