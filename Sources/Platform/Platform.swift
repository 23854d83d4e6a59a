// The one place the C library is named. A file that makes system calls imports Platform, which
// re-exports Darwin, Glibc or Musl, whichever this system has.
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif

// `read(2)` and `write(2)` by names that a type's own `read` or `write` methods cannot shadow.
#if canImport(Darwin)
public let systemRead = Darwin.read
public let systemWrite = Darwin.write
#elseif canImport(Glibc)
public let systemRead = Glibc.read
public let systemWrite = Glibc.write
#elseif canImport(Musl)
public let systemRead = Musl.read
public let systemWrite = Musl.write
#endif
