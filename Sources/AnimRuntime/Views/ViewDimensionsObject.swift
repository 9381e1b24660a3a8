// `.alignmentGuide(.leading) { d in d.width / 2 }`: the closure runs during layout, with the
// view's dimensions (`d.width`, `d.height`, `d[.leading]`, `d[.top]`), on the interpreter's
// parked machine, as animations call back into the script (Interpreter.parked). An error in it
// is recorded and reported at the host's update.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// A view's dimensions as the guide closure sees them.
final class ViewDimensionsObject: RuntimeObject, @unchecked Sendable {
  let dimensions: ViewDimensions
  init(_ d: ViewDimensions) { dimensions = d }
  override var typeName: String { "ViewDimensions" }
  override var printed: String {
    "ViewDimensions(width: \(Value.format(Double(dimensions.width))), height: \(Value.format(Double(dimensions.height))))"
  }

  /// `width` and `height` are the built-in table's (BuiltinTable+ViewValues.swift).
  override var kind: ValueKind { .viewDimensions }

  /// `d[.leading]`, `d[.bottom]`: a guide as the checker typed it (`HorizontalAlignment.leading`),
  /// or as a UnitPoint (ViewArguments' alignments).
  func guide(_ index: Value) -> Value? {
    if case .object(let o as AlignmentObject) = index {
      switch o.guide {
      case .horizontal(let h): return .number(Double(dimensions[h]))
      case .vertical(let v): return .number(Double(dimensions[v]))
      case .both: return nil
      }
    }
    guard case .object(let g as GeometryObject) = index, case .unitPoint(let u) = g.geometry else { return nil }
    if u.y == 0.5 { return .number(Double(dimensions[ViewArguments.horizontal(u.x)])) }
    if u.x == 0.5 { return .number(Double(dimensions[ViewArguments.vertical(u.y)])) }
    return nil
  }
}

extension Interpreter {
  /// A guide closure as AnimViews calls it: the script closure run on the parked machine; 0
  /// after an error (recorded, thrown when layout ends).
  func guideFunction(_ f: Value, _ range: SourceRange) -> (ViewDimensions) -> CGFloat {
    { [unowned self] d in
      do throws(RuntimeError) {
        let r = try self.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
          try self.callFunction(f, [.object(ViewDimensionsObject(d))], range, &m)
        }
        guard case .number(let x) = r.unwrapped else {
          self.recordCallbackError(
            "an alignment guide must give a number, not \(r.typeNameWithArticle)", range: range)
          return 0
        }
        return CGFloat(x)
      } catch {
        self.recordCallbackError(error)
        return 0
      }
    }
  }
}
