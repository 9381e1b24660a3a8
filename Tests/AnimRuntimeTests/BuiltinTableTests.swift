import AnimRuntime
import AnimSyntax
import Testing

/// The built-in table: what `:help` and `:type` read from it, and calls bound through it.
@Suite struct BuiltinTableTests {
  @Test func helpForATypeListsInitialisersStaticsAndMembers() throws {
    let session = Session(output: { _ in })
    let text = try #require(session.help(for: "Spring"))
    #expect(text.contains("Spring(duration:bounce:)"))
    #expect(text.contains("Spring(settlingDuration:dampingRatio:epsilon:)"))
    #expect(text.contains(".bouncy(duration:extraBounce:)"))
    #expect(text.contains(".value(target:initialVelocity:time:)"))
    #expect(text.contains(".stiffness"))
  }

  /// `:help CGRect` (issue 15) lists its initialisers, statics and members from the table.
  @Test func helpForGeometryAndColourTypes() throws {
    let session = Session(output: { _ in })
    let rect = try #require(session.help(for: "CGRect"))
    for entry in [
      "CGRect(x:y:width:height:)", "CGRect(origin:size:)", ".zero", ".origin", ".size", ".width",
      ".height", ".minX", ".midX", ".maxX", ".minY", ".midY", ".maxY", ".insetBy(dx:dy:)",
      ".offsetBy(dx:dy:)", ".contains(_:)", ".animatableData",
    ] {
      #expect(rect.contains(entry), "\(entry) missing from :help CGRect")
    }
    let color = try #require(session.help(for: "Color"))
    for entry in ["Color(red:green:blue:opacity:)", "Color(hue:saturation:brightness:opacity:)", ".teal", ".opacity(_:)", ".linearRed"] {
      #expect(color.contains(entry), "\(entry) missing from :help Color")
    }
    let angle = try #require(session.help(for: "Angle"))
    #expect(angle.contains("Angle(degrees:)") && angle.contains(".degrees(_:)") && angle.contains(".radians"))
    for type in ["CGFloat", "CGPoint", "CGSize", "CGVector", "UnitPoint", "AnimatablePair", "EmptyAnimatableData"] {
      #expect(session.helpTopics.contains(type))
      #expect(session.help(for: type)?.contains("\(type)(") == true, "no initialiser listed for \(type)")
    }
  }

  @Test func helpForAMemberListsEveryOwner() throws {
    let session = Session(output: { _ in })
    let text = try #require(session.help(for: "scaled"))
    #expect(text.contains("Double.scaled(by:)"))
    #expect(text.contains("AnimatablePair.scaled(by:)"))
    let delay = try #require(session.help(for: "delay"))
    #expect(delay.contains("Animation.delay(_:)"))
  }

  /// Issue 30: each overload is listed once with its signature and a shared doc once below
  /// them; every line fits the width, broken only at spaces (the words, rejoined, are the doc's).
  @Test func helpListsOverloadsOnceAndWrapsAtWordBoundaries() throws {
    let session = Session(output: { _ in })
    let text = try #require(session.help(for: "Spring", width: 60))
    let doc = "A spring, by any of SwiftUI's four initialisers."
    #expect(text.components(separatedBy: doc).count == 2, "the shared doc once:\n\(text)")
    for signature in ["Spring(duration:bounce:)", "Spring(mass:stiffness:damping:allowOverDamping:)",
      "Spring(response:dampingRatio:)", "Spring(settlingDuration:dampingRatio:epsilon:)"]
    {
      #expect(text.components(separatedBy: "    \(signature)\n").count == 2, "\(signature) once")
    }
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
    // The react-spring factory's doc is longer than a line: its words come back whole.
    let react = "A react-spring config: tension is the stiffness, friction the damping (defaults: config.default)."
    guard let start = lines.firstIndex(where: { $0.hasPrefix("    .reactSpring(") }) else {
      Issue.record("no .reactSpring row")
      return
    }
    let words = lines[(start + 1)...].prefix { $0.hasPrefix("        ") }.flatMap { $0.split(separator: " ") }
    #expect(words.joined(separator: " ") == react)
  }

  /// `:help` knows the language's own forms and the session's variables (issue 30).
  @Test func helpForLanguageFormsAndVariables() throws {
    let session = Session(output: { _ in })
    for topic in ["@State", "State", "@Animated", "Animated", "animation", "state", "test", "struct", "switch"] {
      #expect(session.help(for: topic) != nil, "no help for \(topic)")
      #expect(session.helpTopics.contains(topic))
    }
    #expect(session.help(for: "Animated") == session.help(for: "@Animated"))
    #expect(session.help(for: "@State")?.hasPrefix("@State var name = value") == true)
    _ = session.evaluate("let spring = Spring(duration: 0.5, bounce: 0.2)\nstruct Dot { var r = 1.0; func area() { r * r } }\nvar dot = Dot()")
    let spring = try #require(session.help(for: "spring"))
    #expect(spring.hasPrefix("spring is a variable of this session: a Spring, now Spring(duration: 0.5, bounce: 0.2)."))
    #expect(spring.contains("    .stiffness "))
    let dot = try #require(session.help(for: "dot"))
    #expect(dot.contains("Its own members:\n    .area .r"), "\(dot)")
  }

  @Test func helpForAFunctionGivesItsSignature() throws {
    let session = Session(output: { _ in })
    let text = try #require(session.help(for: "wait"))
    #expect(text.hasPrefix("wait(_:)"))
    #expect(session.help(for: "nonsense") == nil)
    #expect(session.helpTopics.contains("Animation"))
  }

  @Test func typeDoesNotRunSideEffects() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    _ = session.evaluate("@State var x = 0.0\nwithAnimation(.bouncy) { x = 1 }\nfunc f() { wait(1); return 1 }")
    #expect(session.typeDescription(of: "sample($x, for: 1)").type == "Series")
    #expect(session.typeDescription(of: "print(1)").type == "()")  // Swift: print returns Void
    #expect(session.typeDescription(of: "f()").type == nil)
    // The checker's Swift type: `value<V>(target:time:)` gives the target's type, a Double.
    #expect(session.typeDescription(of: "Spring(duration: 1).value(target: 1, time: 0.2)").type == "Double")
    #expect(session.typeDescription(of: ".bouncy").type == "Animation")
    _ = session.evaluate("print(now)")
    #expect(lines == ["0.0"])  // neither `sample` nor `f` advanced the clock (`now` is a Double)
  }

  @Test func callsThroughValuesBindTheirLabelsWhenCalled() {
    let (lines, outcome) = runScript(
      """
      let value = Spring(duration: 0.5, bounce: 0.3).value
      print(value(target: 1, time: 0.25) == Spring(duration: 0.5, bounce: 0.3).value(target: 1, time: 0.25))
      let T = Spring
      print(T(mass: 1, stiffness: 100, damping: 10))
      animation A {
          func animate(value, time, context) { return nil }
          func delay(x) { return x * 2 }
      }
      print(A().delay(3))
      print(Animation.easeIn.delay(1))
      """)
    #expect(outcome.succeeded)
    #expect(lines == ["true", "Spring(mass: 1, stiffness: 100, damping: 10)", "6", ".easeIn.delay(1.0)"])
  }
}

/// `:help` for the collection types and conversions reads their table entries.
@Suite struct CollectionHelpTests {
  @Test func helpForArrayListsItsInitialisersAndMembers() throws {
    let session = Session(output: { _ in })
    let text = try #require(session.help(for: "Array"))
    for member in [
      "Array(repeating:count:)", ".append(_:)", ".insert(_:at:)", ".remove(at:)", ".removeAll()",
      ".removeLast()", ".count", ".isEmpty", ".first", ".last", ".indices", ".contains(_:)",
      ".firstIndex(of:)", ".map(_:)", ".filter(_:)", ".reduce(_:_:)", ".compactMap(_:)",
      ".sorted()", ".sorted(by:)", ".reversed()", ".enumerated()", ".min()", ".max()",
      ".joined(separator:)",
    ] {
      #expect(text.contains(member), "\(member) missing from :help Array")
    }
  }

  @Test func helpForDictionaryAndConversions() throws {
    let session = Session(output: { _ in })
    let dictionary = try #require(session.help(for: "Dictionary"))
    for member in [".keys", ".values", ".count", ".isEmpty", ".removeValue(forKey:)"] {
      #expect(dictionary.contains(member), "\(member) missing from :help Dictionary")
    }
    #expect(try #require(session.help(for: "String")).contains("String(format:_:...)"))
    #expect(try #require(session.help(for: "Int")).contains("Int(_:)"))
    #expect(try #require(session.help(for: "Double")).contains(".isNaN"))
    #expect(try #require(session.help(for: "zip")).contains("zip(_:_:)"))
    #expect(try #require(session.help(for: "append")).contains("Array.append(_:)"))
    #expect(try #require(session.help(for: "keys")).contains("Dictionary.keys"))
  }
}
