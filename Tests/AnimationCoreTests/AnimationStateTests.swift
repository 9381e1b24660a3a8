// AnimationState: reads, writes and value semantics. Its values live in boxes that copies share
// until one of them writes (AnimationState.swift); these tests pin that a copy never sees a later
// write to the original, nor the original a write to the copy, whichever entry is written.
import AnimationCore
import Testing

private struct Count: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

private struct Label: AnimationStateKey {
  // A value with references of its own (a String's and an Array's storage).
  static var defaultValue: (name: String, marks: [Double]) { ("none", []) }
}

private struct Furthest: AnimationStateKey {
  static var defaultValue: Double { -1 }
}

private let scriptKey = AnimationStateValueKey(id: 7, name: "phase")

/// Writes and reads `K` from code that is generic over the key, as a combinator would.
private func store<K: AnimationStateKey>(
  _ value: K.Value, for key: K.Type, in state: inout AnimationState<Double>
) -> K.Value {
  state[key] = value
  return state[key]
}

@Suite struct AnimationStateTests {
  @Test func absentKeysReadTheirDefaults() {
    let state = AnimationState<Double>()
    #expect(state.isEmpty)
    #expect(state[Count.self] == 0)
    #expect(state[Furthest.self] == -1)
    #expect(state[Label.self].name == "none")
    #expect(state[valueKey: scriptKey] == nil)
  }

  @Test func eachKeyKeepsItsOwnValue() {
    var state = AnimationState<Double>()
    state[Count.self] = 3
    state[Furthest.self] = 0.25
    state[Label.self] = ("spring", [1, 2])
    state[valueKey: scriptKey] = "settling"
    state[Count.self] += 1
    state[Furthest.self] = max(state[Furthest.self], 0.5)
    state[Label.self].marks.append(3)
    #expect(!state.isEmpty)
    #expect(state[Count.self] == 4)
    #expect(state[Furthest.self] == 0.5)
    #expect(state[Label.self].name == "spring")
    #expect(state[Label.self].marks == [1, 2, 3])
    #expect(state[valueKey: scriptKey] as? String == "settling")
    state[valueKey: scriptKey] = "settled"
    #expect(state[valueKey: scriptKey] as? String == "settled")
    #expect(store(9, for: Count.self, in: &state) == 9)
    #expect(store(("bezier", [4]), for: Label.self, in: &state).marks == [4])
    #expect(state[Furthest.self] == 0.5)
  }

  /// A run-time key's value kept as one type: read back as that type, not as another (nor as
  /// `Any`, whose entries are boxes of `Any`); a copy keeps the value it had.
  @Test func runTimeKeysKeepTypedValues() {
    var state = AnimationState<Double>()
    #expect(state[valueKey: scriptKey, as: [Double].self] == nil)
    state[valueKey: scriptKey, as: [Double].self] = [1, 2]
    #expect(state[valueKey: scriptKey, as: [Double].self] == [1, 2])
    #expect(state[valueKey: scriptKey, as: String.self] == nil)
    #expect(state[valueKey: scriptKey] == nil)
    let copy = state
    state[valueKey: scriptKey, as: [Double].self]?.append(3)
    #expect(state[valueKey: scriptKey, as: [Double].self] == [1, 2, 3])
    #expect(copy[valueKey: scriptKey, as: [Double].self] == [1, 2])
    state[valueKey: scriptKey, as: [Double].self] = nil
    #expect(state.isEmpty)
    #expect(!copy.isEmpty)
  }

  @Test func removingEntries() {
    var state = AnimationState<Double>()
    state[valueKey: scriptKey] = 1.5
    state[valueKey: scriptKey] = nil
    #expect(state[valueKey: scriptKey] == nil)
    #expect(state.isEmpty)
    state[Count.self] = 2
    state[Label.self] = ("x", [1])
    state[valueKey: scriptKey] = 1.5
    state.removeAll()
    #expect(state.isEmpty)
    #expect(state[Count.self] == 0)
    #expect(state[Label.self].name == "none")
    #expect(state[valueKey: scriptKey] == nil)
    state[Label.self] = ("again", [])
    #expect(state[Label.self].name == "again")
  }

  @Test func aCopyDoesNotSeeLaterWritesToTheOriginal() {
    var original = AnimationState<Double>()
    original[Count.self] = 1  // the first key's box
    original[Label.self] = ("before", [1])  // a further key's box
    original[valueKey: scriptKey] = 10.0  // a run-time key
    let copy = original
    original[Count.self] = 2
    original[Label.self].marks.append(2)
    original[valueKey: scriptKey] = 20.0
    original[Furthest.self] = 0.75  // a key the copy never had
    #expect(copy[Count.self] == 1)
    #expect(copy[Label.self].name == "before")
    #expect(copy[Label.self].marks == [1])
    #expect(copy[valueKey: scriptKey] as? Double == 10)
    #expect(copy[Furthest.self] == -1)
    #expect(original[Count.self] == 2)
    #expect(original[Label.self].marks == [1, 2])
    #expect(original[valueKey: scriptKey] as? Double == 20)
  }

  @Test func theOriginalDoesNotSeeWritesToACopy() {
    var original = AnimationState<Double>()
    original[Count.self] = 1
    original[Label.self] = ("before", [1])
    var copy = original
    copy[Count.self] = 5
    copy[Label.self] = ("after", [])
    copy.removeAll()
    copy[Count.self] = 6
    #expect(original[Count.self] == 1)
    #expect(original[Label.self].name == "before")
    #expect(copy[Count.self] == 6)
    #expect(copy[Label.self].name == "none")
  }

  @Test func aCopiedContextKeepsItsStateWhileTheOriginalWrites() {
    var context = AnimationContext<Double>()
    context.state[Count.self] = 1
    let saved = context
    for _ in 0..<3 { context.state[Count.self] += 1 }
    #expect(context.state[Count.self] == 4)
    #expect(saved.state[Count.self] == 1)
  }

  /// The built-in spring updates its state in place every frame: a context copied mid-flight
  /// must still replay the same frames as the original did after the copy.
  @Test func aBuiltInAnimationsStateIsCopiedOnWrite() {
    let animation = Animation.spring(duration: 0.5, bounce: 0.3)
    var context = AnimationContext<Double>()
    for frame in 1...6 {
      _ = animation.animate(value: 100.0, time: Double(frame) / 60, context: &context)
    }
    var copy = context
    var fromOriginal: [Double] = []
    var fromCopy: [Double] = []
    for frame in 7...12 {
      let time = Double(frame) / 60
      fromOriginal.append(animation.animate(value: 100.0, time: time, context: &context) ?? .nan)
    }
    for frame in 7...12 {
      let time = Double(frame) / 60
      fromCopy.append(animation.animate(value: 100.0, time: time, context: &copy) ?? .nan)
    }
    #expect(fromCopy == fromOriginal)
    #expect(fromOriginal.allSatisfy { $0 > 0 && $0 < 130 })
  }
}
