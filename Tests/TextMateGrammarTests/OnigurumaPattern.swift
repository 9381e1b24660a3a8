// One TextMate pattern compiled by Oniguruma, searched over a line's UTF-8 bytes.
import COniguruma

/// A compiled pattern.
final class OnigurumaPattern {
  struct CompileError: Error, CustomStringConvertible {
    var pattern: String
    var message: String
    var description: String { "pattern \(pattern) does not compile: \(message)" }
  }

  private var regex: OnigRegex?
  let source: String

  /// Compiles `pattern` with Oniguruma's default (Ruby) syntax and UTF-8, as editors do.
  init(_ pattern: String) throws {
    source = pattern
    _ = OnigurumaPattern.initialized
    let bytes = Array(pattern.utf8)
    var info = OnigErrorInfo()
    var compiled: OnigRegex?
    let code = bytes.withUnsafeBufferPointer { buffer in
      onig_new(
        &compiled, buffer.baseAddress, buffer.baseAddress.map { $0 + buffer.count },
        anim_onig_capture_group(), anim_onig_utf8(), anim_onig_default_syntax(), &info)
    }
    guard code == ONIG_NORMAL else {
      var message = [UInt8](repeating: 0, count: Int(ONIG_MAX_ERROR_MESSAGE_LEN))
      let length = message.withUnsafeMutableBufferPointer { buffer in
        anim_onig_error_message(buffer.baseAddress, code, &info)
      }
      throw CompileError(
        pattern: pattern, message: String(decoding: message.prefix(Int(max(0, length))), as: UTF8.self))
    }
    regex = compiled
  }

  deinit { if let regex { onig_free(regex) } }

  private static let initialized: Bool = { anim_onig_initialize() == ONIG_NORMAL }()

  /// The first match at or after byte `start` of `line`: the byte range of the whole match
  /// (index 0) and of each capture group (nil when the group did not take part).
  func search(_ line: [UInt8], from start: Int) -> [Range<Int>?]? {
    guard let regex else { return nil }
    let region = onig_region_new()
    defer { onig_region_free(region, 1) }
    let found = line.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else {
        // An empty line: Oniguruma needs a valid pointer all the same.
        var empty: UInt8 = 0
        return onig_search(regex, &empty, &empty, &empty, &empty, region, ONIG_OPTION_NONE)
      }
      return onig_search(
        regex, base, base + buffer.count, base + start, base + buffer.count, region,
        ONIG_OPTION_NONE)
    }
    guard found >= 0, let region else { return nil }
    return (0..<Int(region.pointee.num_regs)).map { i in
      let from = Int(region.pointee.beg[i])
      let to = Int(region.pointee.end[i])
      return from < 0 ? nil : from..<to
    }
  }
}
