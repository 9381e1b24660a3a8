/// A type that defines changes to a value over time, as SwiftUI's `Keyframes`: a
/// ``KeyframeTrack``, or what ``KeyframesBuilder`` makes of several.
///
/// The associated type is called `Root` here (SwiftUI calls it `Value`) so that
/// `KeyframeTrack<Root, Value>` can animate a property of type `Value` of a `Root`; spelled
/// `some Keyframes<V>` it reads the same. Unlike SwiftUI's protocol, this one has no `body`.
public protocol Keyframes<Root> {
  /// The type of value the keyframes animate.
  associatedtype Root

  /// The tracks, in declaration order (plumbing for the builders; not for direct use).
  var _tracks: _KeyframeTracks<Root> { get }
}

/// An ordered list of tracks: what a ``KeyframesBuilder`` block produces.
///
/// Keyframes written straight into the block (no ``KeyframeTrack`` around them) animate the whole
/// value; consecutive ones form one track, as in Apple's `KeyframeTimeline` example.
public struct _KeyframeTracks<Root>: Keyframes {
  enum Item {
    case track(KeyframeTrackPlan<Root>)
    case wholeValue(WholeValueKeyframes<Root>)
  }

  var items: [Item]

  init(_ items: [Item]) { self.items = items }

  public var _tracks: _KeyframeTracks<Root> { self }

  /// Concatenates lists, joining whole-value keyframes that meet into one track.
  static func joined(_ lists: [_KeyframeTracks<Root>]) -> _KeyframeTracks<Root> {
    var items: [Item] = []
    for item in lists.flatMap(\.items) {
      if case .wholeValue(let next) = item, case .wholeValue(let previous)? = items.last {
        items[items.count - 1] = .wholeValue(previous.appending(next))
      } else {
        items.append(item)
      }
    }
    return _KeyframeTracks(items)
  }

  /// The tracks to resolve, in order.
  var plans: [KeyframeTrackPlan<Root>] {
    items.map {
      switch $0 {
      case .track(let plan): plan
      case .wholeValue(let keyframes): keyframes.plan
      }
    }
  }
}

/// Keyframes of the whole value, written without a track. Only an `Animatable` root can have
/// them, while ``_KeyframeTracks`` holds any root: the keyframes are kept type-erased, with the
/// function that makes them a track (it casts them back; they were made for this root).
struct WholeValueKeyframes<Root> {
  var keyframes: [Any]
  var makePlan: ([Any]) -> KeyframeTrackPlan<Root>

  var plan: KeyframeTrackPlan<Root> { makePlan(keyframes) }

  /// These keyframes followed by `next`'s.
  func appending(_ next: WholeValueKeyframes<Root>) -> WholeValueKeyframes<Root> {
    WholeValueKeyframes(keyframes: keyframes + next.keyframes, makePlan: makePlan)
  }
}

extension WholeValueKeyframes where Root: Animatable {
  init(_ list: _KeyframeList<Root>) {
    keyframes = list.keyframes
    makePlan = { keyframes in
      KeyframeTrackPlan(\Root.self, _KeyframeList(keyframes.compactMap { $0 as? KeyframeSpec<Root> }))
    }
  }
}
