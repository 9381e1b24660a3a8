// Writing a page, chart or table to a file, with the system's reason when that fails.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text files and says why a write failed.
public enum TextFile {
  /// Writes `text` to the file at `path`, creating or truncating it.
  /// - Returns: `nil` on success, else the reason (`strerror`, e.g. "No such file or
  ///   directory" or "Permission denied").
  public static func write(_ text: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return reason(errno) }
    var bytes = Array(text.utf8)
    var offset = 0
    var failure: String?
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 {
        failure = reason(written < 0 ? errno : EIO)
        break
      }
      offset += written
    }
    bytes.removeAll()
    if close(descriptor) != 0 && failure == nil { failure = reason(errno) }
    return failure
  }

  private static func reason(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
