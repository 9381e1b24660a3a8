// `:help` for the language's own forms: attributes, declarations and statements, which the
// built-in table (functions, types, members) does not describe. The texts follow LANGUAGE.md
// and the README's tour.

/// What `:help` says about a form of the language.
enum LanguageHelp {
  /// One form: how it is written and what it does.
  struct Entry {
    let signature: String
    let text: String
  }

  /// The entry for `topic` (`@State` and `State` are the same topic), if any.
  static func entry(for topic: String) -> Entry? {
    let key = aliases[topic] ?? topic
    return entries[key]
  }

  /// Every topic, for completion and "did you mean".
  static var topics: [String] { Array(entries.keys) + Array(aliases.keys) }

  /// Other spellings of a topic.
  static let aliases: [String: String] = [
    "State": "@State", "Animated": "@Animated", "$": "$name", "projection": "$name",
    "ObservableObject": "class", "@Published": "class", "case": "enum", "else": "if", "in": "for",
    "break": "while", "continue": "while", "default": "switch",
  ]

  static let entries: [String: Entry] = [
    "@State": Entry(
      signature: "@State var name = value    @State(animation: .bouncy) var name = value",
      text: """
        An animatable property of the scene, as SwiftUI's @State: a number, pair, vector, colour, \
        struct or array animates; a Bool or string changes at once. Setting it inside \
        withAnimation { … } animates from what is shown now; outside, it jumps. $name is its \
        projection (.presentation, .velocity, .isAnimating). With (animation:), changes use that \
        animation, as .animation(_:value:) does in SwiftUI.
        """),
    "@Animated": Entry(
      signature: "@Animated var name = expression",
      text: """
        A value derived from @State, re-evaluated whenever the state it reads changes and animated \
        to its new value with the transaction of that change: what a view's animatable attribute \
        does when body computes it from state (e.g. @Animated var glow = isOn ? 1.0 : 0.0).
        """),
    "$name": Entry(
      signature: "$name.presentation    $name.velocity    $name.isAnimating",
      text: """
        The projection of an @State or @Animated property: what a view would show now, its \
        velocity, whether an animation runs. sample($name, for: 1) records it; :play $name shows it.
        """),
    "animation": Entry(
      signature: "animation Name { let parameter = default; func animate(value, time, context) { … } }",
      text: """
        Declares a CustomAnimation. Its let/var members are its parameters (Name(parameter: 2)); \
        animate returns the value at `time` seconds, or nil once finished. Optional: \
        func velocity(value, time, context), func shouldMerge(previous, value, time, context), or \
        merge always | never | if condition. Swift's struct Name: CustomAnimation works too.
        """),
    "merge": Entry(
      signature: "merge always    merge never    merge if condition",
      text: """
        Inside an animation declaration: whether a new animation of this kind merges with a running \
        one (shouldMerge) instead of combining with it.
        """),
    "state": Entry(
      signature: "state Name { var field = default }",
      text: """
        Declares an AnimationStateKey whose value is a record: context.state[Name] reads it (the \
        defaults when nothing is stored), context.state[Name].field = x writes it back.
        """),
    "test": Entry(
      signature: "test \"name\" { … expect(condition) … }",
      text: """
        A named group of checks. A failing expect reports its file, line and column, its source and \
        its operands' values, and the script goes on. anim test PATH… runs every .anim file and \
        ends with N passed, N failed.
        """),
    "struct": Entry(
      signature: "struct Name { var field = default; var computed: Double { … }; mutating func f() { … } }",
      text: """
        A value type as in Swift: a memberwise initialiser, computed properties, methods, static \
        members. An @State struct animates its animatable parts.
        """),
    "class": Entry(
      signature: "class Name: Protocols { var field = default; init(…) { … }; func f() { … } }",
      text: """
        A reference type as in Swift: every variable holding an instance sees one object, also \
        through a let; init sets the properties without defaults; methods change self without \
        mutating; === compares identity; print shows main.Name. No subclasses, no deinit. An \
        ObservableObject's @Published properties update the views that read them \
        (.onReceive(store.$name) receives them).
        """),
    "enum": Entry(
      signature: "enum Name: Int { case a, b }",
      text: "Cases with optional raw values, computed properties and methods; switch matches them."),
    "extension": Entry(
      signature: "extension Type { func f() { … } }",
      text: "Adds methods and computed properties to a declared or a built-in type (Animation, Double, …)."),
    "func": Entry(
      signature: "func name(a, b = 2) { … return value }    func name(_ a: Double, by b: Double) -> Double",
      text: """
        A function. Labels, types and defaults follow Swift (types may be left out); closures are \
        { x in … } or { $0 * 2 }.
        """),
    "let": Entry(
      signature: "let name = value    let (a, b) = (1, 2)",
      text: "A constant: it cannot be assigned again. var declares a variable."),
    "var": Entry(
      signature: "var name = value",
      text: "A variable: name = value, name += 1, name.field = value change it."),
    "if": Entry(
      signature: "if condition { … } else if condition { … } else { … }    if let x = optional { … }",
      text: "Runs a block when a condition holds; condition ? a : b is its expression form."),
    "guard": Entry(
      signature: "guard condition else { return … }",
      text: "Leaves the function (or loop) early unless the condition holds."),
    "while": Entry(
      signature: "while condition { … }",
      text: "Repeats while the condition holds; break leaves the loop, continue starts the next pass."),
    "repeat": Entry(
      signature: "repeat { … } while condition",
      text: "Runs the block, then repeats it while the condition holds (the body runs at least once)."),
    "defer": Entry(
      signature: "defer { … }",
      text: "Runs the block when the enclosing scope is left, however it is left; several run last first."),
    "typealias": Entry(
      signature: "typealias Name = Type",
      text: "Another name for a type, usable in annotations within the braces that declare it."),
    "for": Entry(
      signature: "for i in 0..<10 { … }    for (i, x) in array.enumerated() { … }",
      text: """
        Runs the block for each element: a range, stride(from:through:by:), an array, a dictionary's \
        (key, value) pairs, a series.
        """),
    "switch": Entry(
      signature: "switch value { case .a: … case 1...3: … case let (x, y) where x > y: … default: … }",
      text: "Matches enum cases, numbers, ranges, tuples and where clauses; the first match runs."),
    "return": Entry(
      signature: "return value",
      text: "Ends the function with a value (return alone: no value; in animate, return nil: finished)."),
  ]
}
