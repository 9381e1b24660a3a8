// The language binding of views (Sources/AnimRuntime/Views): script views' bodies run with the
// @State of their identity, state survives updates while the identity does and goes with it,
// bodies run again after a tap, and `#Preview` is what the tools draw. Geometry is derived by
// hand in each test (views.md §2).
import Foundation
import Testing

@testable import AnimRuntime
@testable import AnimSyntax

@Suite struct ViewBindingTests {
  /// Runs `source` and gives what it printed, or the first diagnostic's message.
  private func run(_ source: String) -> [String] {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    let outcome = session.run(SourceFile(name: "views.anim", text: source))
    if let d = outcome.diagnostics.first(where: { $0.severity == .error }) { lines.append("error: \(d.message)") }
    return lines
  }

  static let counter = """
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            let _ = print("body \\(name) \\(count)")
            Button("\\(name) \\(count)") { count += 1 }
        }
    }
    """

  /// Each tap runs the action, then every body once more, with the state the action left.
  @Test func aTapRunsTheActionAndTheBodiesAgain() {
    let out = run(Self.counter + """

      let host = ViewHost(Counter(name: "a"), width: 200, height: 100)
      host.tap("a 0")
      host.tap("a 1")
      print(host.find(text: "a 2").string)
      """)
    #expect(out == ["body a 0", "body a 1", "body a 2", "a 2"])
  }

  /// A view keeps its state while its identity stays; taken out of the tree (the `if` turns
  /// false) and put back, it is a new view with its initial state, as in SwiftUI.
  @Test func stateGoesWithTheViewsIdentity() {
    let out = run(Self.counter + """

      struct Panel: View {
          @State var shown = true
          var body: some View {
              VStack {
                  Button("toggle") { shown.toggle() }
                  if shown { Counter(name: "c") }
                  Counter(name: "d")
              }
          }
      }
      let host = ViewHost(Panel(), width: 300, height: 300)
      host.tap("c 0")
      host.tap("d 0")
      host.tap("toggle")
      host.tap("toggle")
      print(host.findAll(Text.self).map { $0.string })
      """)
    #expect(out.last == "[\"toggle\", \"c 0\", \"d 1\"]")
  }

  /// Two rows of a ForEach are two identities (their ids), each with its state; reordering the
  /// data keeps each row's state with its id.
  @Test func forEachRowsKeepTheirStateByID() {
    let out = run(Self.counter + """

      struct List2: View {
          @State var names = ["p", "q"]
          var body: some View {
              VStack {
                  Button("swap") { names = [names[1], names[0]] }
                  ForEach(names, id: \\.self) { n in Counter(name: n) }
              }
          }
      }
      let host = ViewHost(List2(), width: 300, height: 300)
      host.tap("q 0")
      host.tap("swap")
      print(host.findAll(Text.self).map { $0.string })
      """)
    #expect(out.last == "[\"swap\", \"q 1\", \"p 0\"]")
  }

  /// `#Preview` by name, laid out at a size: a 100 × 50 Rectangle centred in 300 × 200 is at
  /// (100, 75).
  @Test func previewFrameDrawsTheNamedPreview() {
    let session = Session(output: { _ in })
    let outcome = session.run(
      SourceFile(
        name: "p.anim",
        text: """
          #Preview { Circle() }
          #Preview("Box") { Rectangle().frame(width: 100, height: 50) }
          """))
    #expect(outcome.succeeded)
    #expect(session.previewNames == ["", "Box"])
    let (frame, diagnostics) = session.previewFrame(named: "Box", width: 300, height: 200)
    #expect(diagnostics.isEmpty)
    #expect(frame?.layout.displayList.first("Rectangle")?.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    #expect(frame?.svg.contains("data-view=\"Rectangle\"") == true)
    let (missing, errors) = session.previewFrame(named: "Nope", width: 300, height: 200)
    #expect(missing == nil)
    #expect(errors.first?.message == "no '#Preview(\"Nope\")'; the previews are '', 'Box'")
  }

  /// The checker accepts view code: `some View`, modifiers on a View struct and on a Color,
  /// implicit members as view arguments, `self._x` in an init.
  @Test func viewCodePassesTheChecker() {
    let out = run("""
      struct V: View {
          @State private var on: Bool
          init(on: Bool) { self._on = State(initialValue: on) }
          var body: some View {
              HStack(alignment: .top, spacing: 2) {
                  Color.red.frame(maxWidth: .infinity).padding(.horizontal, 4)
                  Text(on ? "on" : "off").foregroundColor(.secondary)
              }
          }
      }
      let host = ViewHost(V(on: true).frame(height: 40), width: 100, height: 100)
      print(host.find(text: "on").string)
      """)
    #expect(out == ["on"])
  }
}
