/// Builds a list of views from a closure's statements, as SwiftUI's `@ViewBuilder`, giving each
/// view its structural identity: its statement's position, and the branch of an `if`/`else` it
/// came from.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression(_ view: some ViewConvertible) -> [ViewNode] { [view.viewNode] }
  public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }

  /// Each statement's views get the statement's position; a single statement adds none, as
  /// SwiftUI's builder returns a lone view itself rather than a TupleView.
  public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] {
    if parts.count == 1, let only = parts.first { return only }
    var out: [ViewNode] = []
    for (i, part) in parts.enumerated() {
      for var v in part {
        v.identity.insert(.index(i), at: 0)
        out.append(v)
      }
    }
    return out
  }

  /// An `if` without `else`: its views, in branch 0, or nothing.
  public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] {
    (part ?? []).map { v in
      var v = v
      v.identity.insert(.branch(0), at: 0)
      return v
    }
  }

  /// The first branch of an `if`/`else` (nested for `switch` and `else if`).
  public static func buildEither(first: [ViewNode]) -> [ViewNode] {
    first.map { v in
      var v = v
      v.identity.insert(.branch(0), at: 0)
      return v
    }
  }

  /// The second branch.
  public static func buildEither(second: [ViewNode]) -> [ViewNode] {
    second.map { v in
      var v = v
      v.identity.insert(.branch(1), at: 0)
      return v
    }
  }

  /// A `for` loop: each pass's views, by pass number (SwiftUI has `ForEach` for this).
  public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] {
    var out: [ViewNode] = []
    for (i, part) in parts.enumerated() {
      for var v in part {
        v.identity.insert(.forEach(AnyHashable(i)), at: 0)
        out.append(v)
      }
    }
    return out
  }

  public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}
