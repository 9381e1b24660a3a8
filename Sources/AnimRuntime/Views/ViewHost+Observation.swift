// A view host's subscriptions: `.onReceive(store.$color) { color in … }` runs its action when
// the publisher sends (ObservableObjects.swift).
//
// As SwiftUI's `onReceive` does, a view subscribes when it appears and again when the publisher
// it is given is another one (SwiftUI compares the publisher it is given on each update); a
// `@Published` property's publisher sends the current value to a new subscriber, then each value
// set (Apple's Published page: its `Weather` example subscribes to `weather.$temperature` with
// the temperature at 20, sets 25, and prints "Temperature now: 20.0" then "Temperature now:
// 25.0"), so the action runs at once with it. Sends between two updates of the host reach the action as
// one, with the value the property holds at the update (Combine would call it once per set,
// during the set; a script that sets a published property twice before its views update sees
// one call).
import AnimSyntax

extension ViewHostObject {
  /// What a view's `onReceive` is subscribed to: the publisher and the sends it has seen.
  struct Subscription {
    let publisher: PublisherObject
    var seen: Int
  }

  /// The `onReceive` actions to run after a layout, with their arguments; the subscriptions of
  /// views no longer present end.
  func receiveActions(
    _ i: Interpreter, _ receivers: [(key: String, publisher: Value, action: Value)]
  ) -> [(Value, [Value])] {
    var actions: [(Value, [Value])] = []
    var live: [String: Subscription] = [:]
    for (key, value, action) in receivers {
      guard case .object(let p as PublisherObject) = value.unwrapped else { continue }
      let sends = i.observation.count(p.counted)
      let arity: Int
      if case .function(let c) = action { arity = c.decl.parameters.count } else { arity = 1 }
      let argument = arity == 0 ? [] : [p.output]
      if let old = subscriptions[key], old.publisher.isEqual(to: p) {
        if old.seen != sends { actions.append((action, argument)) }
      } else if p.sendsCurrentValue {
        actions.append((action, argument))
      }
      live[key] = Subscription(publisher: p, seen: sends)
    }
    subscriptions = live
    return actions
  }
}

extension VariableDecl {
  /// Declared `@StateObject`: kept with its view's identity, as `@State` is.
  var isStateObject: Bool { attributes.contains { $0.name.text == "StateObject" } }
}
