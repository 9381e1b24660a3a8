// Where a script may write files. A script is code someone else may have written: its
// `plot(…, svg: "f.svg")` creates or replaces only a regular `.svg` file below the current
// directory, never the running script, never through a symbolic link, never a FIFO or a device.
// Paths given on the command line (`anim plot --svg /tmp/f.svg`) are the user's own and do not
// come through here.
//
// The checks cannot be made on the path and then acted on (a link could be swapped in between):
// each folder is opened with `openat(…, O_NOFOLLOW | O_DIRECTORY)` from the one before, the file
// with `O_NOFOLLOW | O_NONBLOCK` and without `O_TRUNC`, and only once `fstat` of the open file
// says it is a regular file that is not the script is it truncated and written.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

enum ScriptFileAccess {
  /// The extensions a script's file output may have.
  static let allowedExtensions = ["svg"]

  /// Why `path`, named by a script, may not be written, or nil when it may: it must be relative,
  /// end in `.svg`, have no `..` component, and its folder must resolve (symbolic links followed)
  /// to the current directory or below it. Checked before any work; ``write(_:to:script:)``
  /// then checks the open file.
  static func refusal(toWrite path: String) -> String? {
    if path.hasPrefix("/") || path.hasPrefix("~") {
      return "a script writes files only below the current directory; '\(path)' is absolute"
    }
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    if components.contains("..") {
      return "a script writes files only below the current directory; '\(path)' leaves it"
    }
    let name = components.last.map(String.init) ?? ""
    let dot = name.lastIndex(of: ".")
    guard let dot, dot != name.startIndex,
      allowedExtensions.contains(name[name.index(after: dot)...].lowercased()), !path.hasSuffix("/")
    else {
      return "a script writes only .svg files; '\(path)' is not one"
    }
    let fm = FileManager.default
    let cwd = URL(fileURLWithPath: fm.currentDirectoryPath).resolvingSymlinksInPath().path
    let target = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd + "/"))
    if (try? fm.destinationOfSymbolicLink(atPath: target.path)) != nil {
      return "'\(path)' is a symbolic link; a script does not write through links"
    }
    let folder = target.deletingLastPathComponent().resolvingSymlinksInPath().path
    if folder != cwd && !folder.hasPrefix(cwd == "/" ? "/" : cwd + "/") {
      return "a script writes files only below the current directory; '\(path)' leads outside it"
    }
    return nil
  }

  /// Creates or replaces the file at `path` (relative to the current directory, and passed by
  /// ``refusal(toWrite:)``) with `text`, unless it is not a regular file, is `script` itself,
  /// has other hard links, or is reached through a symbolic link: then the file is left as it
  /// was.
  /// - Returns: nil on success, else why the file was not written ("it is not a regular file").
  static func write(_ text: String, to path: String, script: String?) -> String? {
    var folder = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return reason(errno) }
    defer { close(folder) }
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard let name = components.last else { return "it names no file" }
    for part in components.dropLast() where part != "." {
      let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        return errno == ELOOP || errno == ENOTDIR
          ? "'\(part)' is not a folder but a link or a file; a script does not write through links"
          : reason(errno)
      }
      close(folder)
      folder = next
    }
    // O_NONBLOCK: opening a FIFO without a reader fails at once (ENXIO) instead of blocking.
    let file = openat(folder, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard file >= 0 else {
      return errno == ELOOP
        ? "it is a symbolic link; a script does not write through links"
        : errno == ENXIO ? "it is not a regular file" : reason(errno)
    }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0 else { return reason(errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
    if let script, !script.isEmpty {
      var scriptInfo = stat()
      if stat(script, &scriptInfo) == 0, scriptInfo.st_dev == info.st_dev, scriptInfo.st_ino == info.st_ino {
        return "it is the running script"
      }
    }
    if info.st_nlink > 1 {
      return "it has other hard links; a script replaces only a file with one name"
    }
    // Back to blocking writes on the regular file, then replace its contents.
    _ = fcntl(file, F_SETFL, O_WRONLY)
    guard ftruncate(file, 0) == 0 else { return reason(errno) }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.write(file, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return reason(written < 0 ? errno : EIO) }
      offset += written
    }
    bytes.removeAll()
    return nil
  }

  private static func reason(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
