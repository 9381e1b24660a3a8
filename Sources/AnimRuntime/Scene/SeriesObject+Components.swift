// A sample of a pair, vector or colour property as its parts, so that charts draw a pair as
// its components and a colour as a colour.
import AnimPlot

extension SeriesObject {
  /// The values' shape and each sample's components, when the values are not plain numbers.
  var componentsForPlot: (shape: ValueShape, components: [[Double]])? {
    guard hasVectors, let first = values.first(where: { !$0.isNil }) else { return nil }
    let components = values.map(\.recordedComponents)
    return (first.recordedShape, components)
  }
}
