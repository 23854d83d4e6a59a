import Testing
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
@testable import SettingsKit

@Suite struct TeardownTests {
    /// Records whether it was freed on the thread that made it.
    final class Probe: @unchecked Sendable {
        let maker = pthread_self()
        let freed: @Sendable (Bool) -> Void
        init(_ freed: @escaping @Sendable (Bool) -> Void) { self.freed = freed }
        deinit { freed(pthread_equal(maker, pthread_self()) != 0) }
    }

    @Test func aValueHandedOverIsFreedOnTheTeardownThread() {
        // Many times: the teardown thread may run before the caller has let go of its own reference.
        for _ in 0..<500 {
            let done = DispatchSemaphore(value: 0)
            let onMaker = Mutex<Bool?>(nil)
            Teardown.release([Probe { same in
                onMaker.withLock { $0 = same }
                done.signal()
            }])
            #expect(done.wait(timeout: .now() + 10) == .success, "the value is freed")
            #expect(onMaker.withLock { $0 } == false, "freed on another thread than the caller's")
        }
    }
}
