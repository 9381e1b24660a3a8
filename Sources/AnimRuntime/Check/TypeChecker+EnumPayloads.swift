// Enum cases with associated values: a case's type (a function that makes one), and the types
// a pattern such as `.move(let dx, _)` binds.
import AnimSyntax

extension TypeChecker {
  /// Case `c` of the declared enum `selfType` as a value: the enum, or for a case with
  /// associated values a function from them to the enum.
  func caseType(_ c: EnumCase, _ selfType: SwiftType) -> SwiftType {
    guard let payload = c.payload else { return selfType }
    return .function(payload.map { SwiftType($0.type, generics: generics, selfType: selfType) }, selfType)
  }

  /// `.name(p1, p2)` against a subject: the case must be the subject enum's and take as many
  /// values, each label (when written) the case's; each pattern is checked against its value's
  /// type, so `let dx` has it.
  func checkPayloadPattern(
    _ name: Identifier, _ elements: [(label: Identifier?, pattern: CasePattern)], _ subject: SwiftType
  ) {
    guard case .named(let typeName, _) = subject.unwrapped, let d = resolver.userEnums[typeName] else {
      for e in elements { checkPattern(e.pattern, .unknown) }
      return
    }
    guard let c = d.cases.first(where: { $0.name.text == name.text }) else {
      if isFirm(subject.unwrapped) { reportMissingStatic(typeName, name) }
      for e in elements { checkPattern(e.pattern, .unknown) }
      return
    }
    guard let payload = c.payload else {
      error("enum case '\(name.text)' has no associated values", name.range, id: "payload-pattern")
      return
    }
    guard payload.count == elements.count else {
      error(
        "enum case '\(name.text)' has \(payload.count) associated value\(payload.count == 1 ? "" : "s"), "
          + "but the pattern has \(elements.count)", name.range, id: "payload-pattern")
      return
    }
    for (e, p) in zip(elements, payload) {
      if let label = e.label, label.text != p.label?.text {
        let wanted = p.label.map { "'\($0.text)'" } ?? "no label"
        error("tuple pattern element label '\(label.text)' must be \(wanted)", label.range, id: "payload-pattern")
      }
      checkPattern(e.pattern, SwiftType(p.type, generics: generics, selfType: subject.unwrapped))
    }
  }
}

extension TypeChecker {
  /// `E.move(1, 2)` for `case move(dx: Double, dy: Double)`: Swift's label errors.
  func checkCaseLabels(_ typeName: String, _ name: Identifier, _ args: [CallArgument]) {
    guard let d = resolver.userEnums[typeName], let c = d.cases.first(where: { $0.name.text == name.text }),
      let payload = c.payload, payload.count == args.count
    else { return }
    let wanted = payload.map { $0.label?.text }
    let given = args.map { $0.label?.text }
    guard wanted != given else { return }
    func spell(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
    let range = args.first.map { $0.value.range.union(args.last?.value.range ?? $0.value.range) } ?? name.range
    if given.allSatisfy({ $0 == nil }) {
      error("missing argument labels '\(spell(wanted))' in call", range, id: "argument-labels")
    } else {
      error(
        "incorrect argument labels in call (have '\(spell(given))', expected '\(spell(wanted))')", range,
        id: "argument-labels")
    }
  }
}
