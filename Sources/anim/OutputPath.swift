// The command line's own output files (`--junit`, `--svg`, `--csv`, `-o`): the user's to put
// anywhere, but checked before any work starts, so that a directory or an unwritable path is
// a usage error at once rather than after every test has run ("NSCocoaErrorDomain error 512").
import AnimSyntax
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

enum OutputPath {
  /// Why `path` cannot be written, or nil when it can (or is `-`, standard output): an existing
  /// path must not be a directory and must be writable; a new file's folder must exist and be
  /// writable. Nothing is created or changed.
  static func problem(writing path: String, option: String) -> String? {
    if path == "-" { return nil }
    let shown = path.escapingControlCharacters()
    if path.isEmpty { return "\(option) needs a file name." }
    var info = stat()
    if stat(path, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { return "\(option) '\(shown)' is a directory, not a file." }
      if access(path, W_OK) != 0 { return "cannot write \(option) '\(shown)': \(reason(errno))." }
      return nil
    }
    if errno != ENOENT { return "cannot write \(option) '\(shown)': \(reason(errno))." }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var folderInfo = stat()
    guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
      return "cannot write \(option) '\(shown)': its folder does not exist."
    }
    if access(folder, W_OK) != 0 { return "cannot write \(option) '\(shown)': \(reason(errno))." }
    return nil
  }

  private static func reason(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
