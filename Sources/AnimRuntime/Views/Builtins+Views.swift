// The views' names that are not the built-in table's global functions (those, `Text(_:)`,
// `VStack(alignment:spacing:content:)`, `Path(_:)`, `#Preview`, …, are in
// BuiltinTable+ViewInitializers.swift): `Edge`, `Font` and the types whose static members are
// values; and what the views' bodies share: a builder closure's views, `ForEach`'s elements.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

extension Builtins {
  /// The views' other names: `Edge`, `Font`, the types whose static
  /// members are values (`AnyTransition`, the alignments). The views themselves are the
  /// built-in table's global functions (BuiltinTable+ViewInitializers.swift).
  func registerViews() {
    add("Edge", .constant(.object(EdgeNamespace())), signature: "Edge.Set", doc: "The edges padding applies to: .top, .leading, .bottom, .trailing, .horizontal, .vertical, .all.")
    registerFont()
    registerTransitionType()
    registerMatchedGeometry()
    registerAlignmentTypes()
  }
}

extension Interpreter {
  /// The views a builder closure (or a single view) gives: a closure is called and its built
  /// items taken; a view is itself.
  func builtViews(_ arg: ViewArguments.Argument?, _ a: ViewArguments, _ m: inout Machine) throws(RuntimeError) -> [Value] {
    guard let arg else { return [] }
    switch arg.value {
    case .function, .builtin, .boundMethod:
      let r = try callFunction(arg.value, [], arg.range, &m)
      if case .array(let items) = r.unwrapped { return items }
      return r.isNil ? [] : [r]
    default:
      return [arg.value]
    }
  }

  /// `ForEach(data, id: \.key) { x in … }`, `ForEach(0..<n) { i in … }`,
  /// `ForEach(items.indices, id: \.self) { i in … }`. Two elements with the same id are
  /// SwiftUI's warning "the ID … occurs multiple times", here an error at the call.
  func forEachView(
    _ data: ViewArguments.Argument, id: ViewArguments.Argument?, content: ViewArguments.Argument,
    _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    let elements: [Value]
    switch data.value {
    case .array(let xs): elements = xs
    case .object(let r as RangeObject):
      guard r.lower.isFinite, r.upper.isFinite, r.upper - r.lower <= 100_000 else {
        throw RuntimeError("'ForEach' needs a range of at most 100000 numbers", at: data.range, file: m.file)
      }
      var xs: [Value] = []
      var k = r.lower
      while r.isClosed ? k <= r.upper : k < r.upper {
        xs.append(.number(k))
        k += 1
      }
      elements = xs
    default:
      throw RuntimeError("'ForEach' expects an array or a range, not \(data.value.typeNameWithArticle)", at: data.range, file: m.file)
    }
    let keyPath: KeyPathObject?
    if let id {
      guard case .object(let k as KeyPathObject) = id.value else {
        throw RuntimeError("'ForEach' expects a key path for 'id:' (\\.self, \\.name)", at: id.range, file: m.file)
      }
      keyPath = k
    } else {
      keyPath = nil
    }
    var items: [(id: AnyHashable, views: [Value])] = []
    var seen: [AnyHashable: Int] = [:]
    for (k, element) in elements.enumerated() {
      let idValue: Value
      if let keyPath {
        idValue = try keyPath.read(element, self, range, &m)
      } else if case .number = element {
        idValue = element
      } else {
        // Identifiable: the element's `id`.
        idValue = try getMember(element, "id", data.range, &m)
      }
      let key = AnyHashable(idValue.printed)
      if let first = seen[key] {
        throw RuntimeError(
          "ForEach: the ID \(idValue.printed) occurs multiple times within the collection (elements \(first) and \(k)), "
            + "this will give undefined results!", at: (id ?? data).range, file: m.file)
      }
      seen[key] = k
      let r = try callFunction(content.value, [element], content.range, &m)
      let views: [Value]
      if case .array(let xs) = r.unwrapped { views = xs } else { views = r.isNil ? [] : [r] }
      items.append((key, views))
    }
    return .object(ViewObject(.forEach(items), range: range))
  }
}
