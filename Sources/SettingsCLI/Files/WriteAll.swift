import Platform

/// Writes all of `bytes` to `fd`, again where a signal interrupts a write: nil once everything is
/// written, else the error that stopped it (EIO for a write that took nothing).
package func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return n < 0 ? errno : EIO }
        offset += n
    }
    return nil
}
