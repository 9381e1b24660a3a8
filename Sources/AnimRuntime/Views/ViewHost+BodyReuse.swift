// Which bodies run again. SwiftUI runs a view's body again when something the body depends on
// changed: its inputs (the view value its parent made), its own state, or an observed object
// it reads; a change of a child's state runs the child's body only. The host keeps each script
// view's last body with what it ran on, and runs it again when the view value's inputs differ,
// its state differs, a scene `@State` or a published property changed (the interpreter's
// scene-change count), or a button was tapped (an action may change anything a body reads);
// otherwise the body it built is expanded again as it is. This matters to code that makes an
// object in a view's `init`, as the splash tutorial's `SplashView` makes its `ColorStore`: running
// `ContentView`'s body again after `SplashView`'s own state changed would make a new store, and
// `onReceive` would take it for a new publisher, as SwiftUI would were the body run again.
extension ViewHostObject {
  /// A script view's body as last run at an identity, with what it ran on.
  struct BodyRun {
    let inputs: [Value]
    let state: [Value]
    let sceneChanges: Int
    let taps: Int
    let body: Value
  }

  /// The view value's fields that are not state: what its parent gave it.
  private static func inputs(_ r: Record, _ stateIndices: [Int]) -> [Value] {
    r.fields.indices.filter { !stateIndices.contains($0) }.map { r.fields[$0] }  // trap-ok: indices
  }

  /// The body built last time at `key`, when nothing it ran on has changed since.
  func reusableBody(
    _ key: String, _ view: Record, _ stateIndices: [Int], _ e: ExpansionState, _ i: Interpreter
  ) -> Value? {
    guard let last = bodies[key], last.taps == taps, last.sceneChanges == i.sceneChanges else { return nil }
    let cells = e.liveState[key]?.map(\.value) ?? []
    let inputs = Self.inputs(view, stateIndices)
    guard cells.count == last.state.count, inputs.count == last.inputs.count,
      zip(cells, last.state).allSatisfy({ $0.isEqual(to: $1) }),
      zip(inputs, last.inputs).allSatisfy({ $0.isEqual(to: $1) })
    else { return nil }
    e.bodies[key] = last
    return last.body
  }

  /// Keeps the body just run at `key` with what it ran on.
  func remember(body: Value, _ key: String, _ view: Record, _ stateIndices: [Int], _ e: ExpansionState, _ i: Interpreter) {
    e.bodies[key] = BodyRun(
      inputs: Self.inputs(view, stateIndices), state: e.liveState[key]?.map(\.value) ?? [],
      sceneChanges: i.sceneChanges, taps: taps, body: body)
  }
}
