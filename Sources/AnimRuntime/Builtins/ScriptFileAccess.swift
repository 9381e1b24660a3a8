// Where a script may write files. A script is code someone else may have written: its
// `plot(…, svg: "f.svg")` writes only below the current directory. Paths given on the command
// line (`anim plot --svg /tmp/f.svg`) are the user's own and do not come through here.
import Foundation

enum ScriptFileAccess {
  /// Why `path`, named by a script, may not be written, or nil when it may: it must be relative,
  /// have no `..` component, not be a symbolic link, and its folder must resolve (symbolic links
  /// followed) to the current directory or below it.
  static func refusal(toWrite path: String) -> String? {
    if path.hasPrefix("/") || path.hasPrefix("~") {
      return "a script writes files only below the current directory; '\(path)' is absolute"
    }
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    if components.contains("..") {
      return "a script writes files only below the current directory; '\(path)' leaves it"
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
}
