// Foundation's `UUID`, as SwiftUI code uses it for `Identifiable` items (`let id = UUID()`, a
// `ForEach` over them). Swift's are random (version 4, RFC 9562 §5.4); here they come from a
// generator seeded per run, so that the same script prints the same identifiers and draws the
// same frames on every run, as the rest of Anim does. `uuidString` and printing give the
// canonical upper-case form (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`), as Foundation's does.
import AnimSyntax
import Foundation

/// A `UUID` value: its 128 bits.
final class UUIDObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  let high: UInt64
  let low: UInt64

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  override var kind: ValueKind { .uuid }
  override var typeName: String { "UUID" }
  override var printed: String { uuidString }

  /// The canonical form: 32 upper-case hexadecimal digits in groups of 8-4-4-4-12.
  var uuidString: String {
    let digits = Array(String(format: "%016llX%016llX", high, low))
    var out = ""
    for (k, c) in digits.enumerated() {
      if k == 8 || k == 12 || k == 16 || k == 20 { out.append("-") }
      out.append(c)
    }
    return out
  }

  /// The UUID `text` spells (either case), nil when it spells none.
  static func parse(_ text: String) -> UUIDObject? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
    let hex = parts.joined()
    guard hex.allSatisfy(\.isHexDigit), let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16)
    else { return nil }
    return UUIDObject(high: high, low: low)
  }

  func isEqual(to other: RuntimeObject) -> Bool {
    guard let o = other as? UUIDObject else { return false }
    return o.high == high && o.low == low
  }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a stream of 64-bit values that follows from its seed, for what a script draws at random
/// (`UUID()`, `Double.random(in:)`): the same on every run.
struct SeededStream {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The run's source of UUIDs: a seeded stream, with the version (4) and variant (RFC 9562)
/// bits set as a random UUID has them.
struct UUIDGenerator {
  private var stream = SeededStream(seed: 0x5EED_A11D_0000_0001)

  mutating func make() -> UUIDObject {
    let high = (stream.next() & ~0x0000_0000_0000_F000) | 0x0000_0000_0000_4000
    let low = (stream.next() & ~0xC000_0000_0000_0000) | 0x8000_0000_0000_0000
    return UUIDObject(high: high, low: low)
  }
}

extension BuiltinTable {
  func registerUUID() {
    method(.uuidType, "init", "A new identifier (or the one a string spells, nil if none).") {
      _, b, site, i, m throws(RuntimeError) in
      guard b.overload == 1 else { return .object(i.uuids.make()) }
      guard case .string(let s) = b.value(0) else {
        throw RuntimeError("UUID(uuidString:) takes a String, not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
      }
      return UUIDObject.parse(s).map { .object($0) } ?? .none
    }
    property(.uuid, "uuidString", "The identifier as 8-4-4-4-12 upper-case hexadecimal digits.") { v, _, _, _ in
      guard case .object(let u as UUIDObject) = v else { return .none }
      return .string(u.uuidString)
    }
  }
}
