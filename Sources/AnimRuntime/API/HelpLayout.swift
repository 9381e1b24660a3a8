// How `:help` lays out its text in a terminal: signatures in a column, docs beside them or
// below, every line wrapped at word boundaries within the terminal's width.

/// Lays out help text for a terminal `width` columns wide.
struct HelpLayout {
  /// Where a signature starts.
  static let signatureIndent = 4
  /// Where a doc beside a short signature starts.
  static let docColumn = 38
  /// Where a doc below its signatures starts.
  static let docIndent = 8

  /// The width lines wrap within (at least 40: narrower terminals get lines that overflow).
  let width: Int

  init(width: Int) { self.width = min(max(width, 40), 1000) }

  /// Signatures with their docs. Consecutive overloads that share a doc are listed one per
  /// line with the doc once below them; a lone short signature has its doc beside it.
  func rows(_ entries: [(signature: String, doc: String)]) -> String {
    var groups: [(signatures: [String], doc: String)] = []
    for entry in entries {
      if let last = groups.last, last.doc == entry.doc {
        groups[groups.count - 1].signatures.append(entry.signature)  // trap-ok: groups is not empty
      } else {
        groups.append(([entry.signature], entry.doc))
      }
    }
    let lead = String(repeating: " ", count: Self.signatureIndent)
    let besideWidth = Self.docColumn - Self.signatureIndent - 1
    return groups.map { group in
      if group.signatures.count == 1, let signature = group.signatures.first,
        signature.count <= besideWidth, width - Self.docColumn >= 30
      {
        let first = lead + signature.padding(toLength: besideWidth + 1, withPad: " ", startingAt: 0)
        return wrap(group.doc, indent: Self.docColumn, first: first)
      }
      let signatures = group.signatures.map { lead + $0 }
      guard !group.doc.isEmpty else { return signatures.joined(separator: "\n") }
      return (signatures + [wrap(group.doc, indent: Self.docIndent)]).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// A signature on its own line and its doc below it, indented.
  func paragraph(_ signature: String, _ doc: String) -> String {
    signature + "\n" + wrap(doc, indent: Self.signatureIndent)
  }

  /// `text` wrapped at spaces so that no line is wider than `width` (a single word longer than
  /// a line stays whole). Lines after the first start `indent` columns in; the first starts
  /// with `first` when given (a padded signature), else with the same indent. Line breaks in
  /// `text` start new paragraphs at the same indent.
  func wrap(_ text: String, indent: Int, first: String? = nil) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = first ?? pad
    var hasWord = false
    for (n, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if n > 0 {
        lines.append(line)
        line = pad
        hasWord = false
      }
      for word in paragraph.split(separator: " ") {
        if hasWord && line.count + 1 + word.count > width {
          lines.append(line)
          line = pad + word
        } else {
          line += (hasWord ? " " : "") + word
        }
        hasWord = true
      }
    }
    lines.append(line)
    return lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate var trimmingTrailingSpaces: String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
