extension Chart {
  /// The chart of a keyframe timeline: one series per track, as the caller sampled it, and a
  /// vertical line at every keyframe time of every track (the boundaries between segments), so
  /// that where one keyframe hands over to the next is visible.
  ///
  /// - Parameters:
  ///   - tracks: The sampled tracks (for example one series per animated property, or per
  ///     component of one).
  ///   - keyframeTimes: Each track's keyframe times, in seconds (AnimationCore's
  ///     `KeyframeTimeline.keyframeTimes`); times shared by several tracks are drawn once, and
  ///     times that are not finite are left out.
  ///   - title: An optional title.
  public static func keyframeTimeline(
    _ tracks: [Series], keyframeTimes: [[Double]], title: String? = nil
  ) -> Chart {
    var chart = Chart(tracks, title: title)
    chart.keyframeTimes = Set(keyframeTimes.joined().filter(\.isFinite)).sorted()
    return chart
  }
}
