// "Did you mean …?" by edit distance, with a similarity floor so that unrelated names are never
// suggested (the approach of ArgumentParser's `editDistance` and `kSimilarityFloor`).

/// Spelling suggestions for unknown names, keywords and members.
public enum Suggestions {
  /// The least similarity (1 − distance / longer length) a candidate needs to be suggested.
  public static let similarityFloor = 0.5

  /// The candidate closest to `word` by edit distance, if it is similar enough.
  ///
  /// Distances count insertions, deletions, substitutions and swaps of adjacent characters, so
  /// `fucn` is one edit from `func` and `easeInOt` one from `easeInOut`. A difference only in case
  /// costs half an edit. Ties go to the earlier candidate.
  /// - Parameters:
  ///   - word: What the user wrote.
  ///   - candidates: The names that would have been valid.
  /// - Returns: The best candidate, or `nil` if none reaches ``similarityFloor`` or `word` is
  ///   itself a candidate.
  public static func closest<S: Sequence>(to word: String, in candidates: S) -> String?
  where S.Element == String {
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty else { return nil }
    var best: (name: String, distance: Double)?
    for candidate in candidates {
      if candidate == word { return nil }
      let c = Array(candidate.unicodeScalars)
      guard !c.isEmpty else { continue }
      let longer = Double(max(w.count, c.count))
      // The length difference is a lower bound of the distance: skipping hopeless candidates
      // here keeps a megabyte-long unknown name from costing a megabyte-sized table per name.
      let lengthGap = Double(abs(w.count - c.count))
      guard 1 - lengthGap / longer >= similarityFloor, lengthGap <= max(2, longer / 3) + 0.5 else {
        continue
      }
      let d = distance(w, c)
      let similarity = 1 - d / longer
      guard similarity >= similarityFloor, d <= max(2, longer / 3) + 0.5 else { continue }
      if best == nil || d < (best?.distance ?? .infinity) {
        best = (candidate, d)
      }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two scalar arrays, where a change of case
  /// alone costs 0.5.
  /// - Returns: The distance (0 for equal strings).
  public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Double {
    if a.isEmpty { return Double(b.count) }
    if b.isEmpty { return Double(a.count) }
    let width = b.count + 1
    // Three rolling rows: two back (for transpositions), previous, current.
    var twoBack = [Double](repeating: 0, count: width)
    var previous = (0...b.count).map(Double.init)
    var current = [Double](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = Double(i)  // trap-ok: all indices below are within 0...count by the loops
      for j in 1...b.count {
        let x = a[i - 1]
        let y = b[j - 1]
        let substitution: Double
        if x == y {
          substitution = 0
        } else if x.properties.lowercaseMapping == y.properties.lowercaseMapping {
          substitution = 0.5
        } else {
          substitution = 1
        }
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
        if i > 1, j > 1, x == b[j - 2], a[i - 2] == y {
          value = min(value, twoBack[j - 2] + 1)
        }
        current[j] = value
      }
      swap(&twoBack, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
