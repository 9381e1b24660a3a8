// Reading script files with a size limit: `anim run /dev/zero`, `:load /dev/urandom` or an
// endless pipe must end with an error, not exhaust memory (issue 8).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole source files, refusing directories and anything larger than ``limit``.
public enum SourceReader {
  /// The largest script read: 64 MiB, far beyond any real script.
  public static let limit = 64 << 20

  /// Why a file could not be read.
  public enum Failure: Error, Equatable {
    case missing
    case directory
    case unreadable
    case tooLarge
  }

  /// The bytes of the file at `path`.
  public static func bytes(atPath path: String, limit: Int = limit) -> Result<[UInt8], Failure> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return .failure(.directory) }
    return bytes(from: fd, limit: limit)
  }

  /// Everything readable from `fd` (standard input, a pipe), up to `limit` bytes.
  public static func bytes(from fd: Int32, limit: Int = limit) -> Result<[UInt8], Failure> {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return .failure(errno == EISDIR ? .directory : .unreadable)
      }
      if n == 0 { return .success(result) }
      guard result.count + n <= limit else { return .failure(.tooLarge) }
      result += buffer[0..<n]
    }
  }

  /// The message for `failure` reading `path`, in the command line's words.
  public static func message(_ failure: Failure, path: String) -> String {
    switch failure {
    case .missing: "no such file: '\(path)'"
    case .directory: "'\(path)' is a directory"
    case .unreadable: "cannot read '\(path)'"
    case .tooLarge: "'\(path)' is too large for a script (more than \(limit >> 20) MB)"
    }
  }
}
