// The static factories of `Animation`, with SwiftUI's exact signatures and default arguments.

// MARK: - Default

extension Animation {
  /// A default animation instance.
  ///
  /// The default animation is ``spring(response:dampingFraction:blendDuration:)`` with:
  /// - `response` equal to `0.55`
  /// - `dampingFraction` equal to `1.0`
  /// - `blendDuration` equal to `0.0`
  ///
  /// It is equal only to itself (not to an equal spring) and its description is
  /// `"DefaultAnimation()"`.
  public static let `default` = Animation(DefaultAnimation())
}

// MARK: - Timing curves

extension Animation {
  /// The default duration of the timing-curve animations, in seconds.
  static let defaultTimingCurveDuration: TimeInterval = 0.35

  /// An animation that moves at a constant speed during a specified duration.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  /// - Returns: A linear animation with the specified duration.
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(0, 0, 1, 1, duration: duration)
  }

  /// A linear animation with the default duration of 0.35 seconds.
  public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

  /// An animation with a specified duration that starts slowly and then increases speed towards
  /// the end of the movement.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  /// - Returns: An ease-in animation with the specified duration.
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 1, 1, duration: duration)
  }

  /// An ease-in animation with the default duration of 0.35 seconds.
  public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

  /// An animation with a specified duration that starts quickly and then slows towards the end of
  /// the movement.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  /// - Returns: An ease-out animation with the specified duration.
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(0, 0, 0.58, 1, duration: duration)
  }

  /// An ease-out animation with the default duration of 0.35 seconds.
  public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

  /// An animation with a specified duration that combines the behaviors of in and out easing
  /// animations.
  ///
  /// An easing animation provides motion with a natural feel by varying the acceleration and
  /// deceleration of the animation, which matches how things tend to move in reality. An ease in
  /// and out animation starts slowly, increasing its speed towards the halfway point, and finally
  /// decreasing the speed towards the end of the animation.
  ///
  /// - Parameter duration: The length of time, expressed in seconds, that the animation takes to
  ///   complete.
  /// - Returns: An ease-in ease-out animation with the specified duration.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }

  /// An ease-in ease-out animation with the default duration of 0.35 seconds.
  public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

  /// An animation created from a cubic Bézier timing curve.
  ///
  /// Use this method to create a timing curve based on the control points of a cubic Bézier
  /// curve, which starts at (0, 0) and ends at (1, 1). The control points are used as given: a y
  /// outside [0, 1] makes the animation overshoot.
  ///
  /// - Parameters:
  ///   - p1x: The x-coordinate of the first control point of the cubic Bézier curve.
  ///   - p1y: The y-coordinate of the first control point of the cubic Bézier curve.
  ///   - p2x: The x-coordinate of the second control point of the cubic Bézier curve.
  ///   - p2y: The y-coordinate of the second control point of the cubic Bézier curve.
  ///   - duration: The length of time, expressed in seconds, the animation takes to complete.
  /// - Returns: A cubic Bézier timing curve animation.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(BezierAnimation(p1x, p1y, p2x, p2y, duration: duration))
  }
}

// MARK: - Fluid springs

extension Animation {
  /// The damping fraction of a spring with the given bounce: 1 − bounce, or 1/(bounce + 1) for a
  /// negative (over-damped) bounce. Not clamped, as in SwiftUI. This is how
  /// ``spring(duration:bounce:blendDuration:)`` and the presets convert their bounce.
  public static func springDampingFraction(bounce: Double) -> Double {
    bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
  }

  /// A persistent spring animation.
  ///
  /// When mixed with other `spring()` or `interactiveSpring()` animations on the same property,
  /// each animation will be replaced by their successor, preserving velocity from one animation
  /// to the next. Optionally blends the response values between springs over a time period.
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, defined as an approximate duration in seconds.
  ///     A value of zero requests an infinitely-stiff spring, suitable for driving interactive
  ///     animations.
  ///   - dampingFraction: The amount of drag applied to the value being animated, as a fraction
  ///     of an estimate of amount needed to produce critical damping.
  ///   - blendDuration: The duration in seconds over which to interpolate changes to the response
  ///     value of the spring.
  /// - Returns: A spring animation.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      FluidSpringAnimation(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A persistent spring animation, specified by duration and bounce.
  ///
  /// When mixed with other `spring()` or `interactiveSpring()` animations on the same property,
  /// each animation will be replaced by their successor, preserving velocity from one animation
  /// to the next.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which defines the pace of the spring. This is
  ///     approximately equal to the settling duration, but for very bouncy springs, will be the
  ///     duration of the period of oscillation for the spring.
  ///   - bounce: How bouncy the spring should be. A value of 0 indicates no bounces (a critically
  ///     damped spring), positive values indicate increasing amounts of bounciness up to a
  ///     maximum of 1.0 (corresponding to undamped oscillation), and negative values indicate
  ///     overdamped springs with a minimum value of -1.0.
  ///   - blendDuration: The duration in seconds over which to interpolate changes to the duration.
  /// - Returns: A spring animation.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    spring(
      response: duration, dampingFraction: springDampingFraction(bounce: bounce),
      blendDuration: blendDuration)
  }

  /// A persistent spring animation with the default parameters: duration 0.5 and no bounce
  /// (response 0.5, damping fraction 1.0).
  public static var spring: Animation { spring() }

  /// A convenience for a `spring` animation with a lower `response` value, intended for driving
  /// interactive animations.
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring, defined as an approximate duration in seconds.
  ///   - dampingFraction: The amount of drag applied to the value being animated, as a fraction
  ///     of an estimate of amount needed to produce critical damping.
  ///   - blendDuration: The duration in seconds over which to interpolate changes to the response
  ///     value of the spring.
  /// - Returns: A spring animation.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A convenience for a `spring` animation with a lower `duration` value, intended for driving
  /// interactive animations.
  ///
  /// This uses the default parameter values.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which defines the pace of the spring.
  ///   - extraBounce: How much additional bounce should be added to the base bounce of 0.15.
  ///   - blendDuration: The duration in seconds over which to interpolate changes to the duration.
  /// - Returns: A spring animation.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// A convenience for a `spring` animation with a lower `duration` value (0.15), intended for
  /// driving interactive animations (bounce 0.15, blend duration 0.25).
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A smooth spring animation with a predefined duration and no bounce.
  public static var smooth: Animation { smooth() }

  /// A smooth spring animation with a predefined duration and no bounce that can be tuned.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which defines the pace of the spring. This is
  ///     approximately equal to the settling duration, but for very bouncy springs, will be the
  ///     duration of the period of oscillation for the spring.
  ///   - extraBounce: How much additional bounce should be added to the base bounce of 0.
  /// - Returns: A spring animation.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A spring animation with a predefined duration and small amount of bounce that feels more
  /// snappy.
  public static var snappy: Animation { snappy() }

  /// A spring animation with a predefined duration and small amount of bounce that feels more
  /// snappy and can be tuned.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which defines the pace of the spring.
  ///   - extraBounce: How much additional bounce should be added to the base bounce of 0.15.
  /// - Returns: A spring animation.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring animation with a predefined duration and higher amount of bounce.
  public static var bouncy: Animation { bouncy() }

  /// A spring animation with a predefined duration and higher amount of bounce that can be tuned.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which defines the pace of the spring.
  ///   - extraBounce: How much additional bounce should be added to the base bounce of 0.3.
  /// - Returns: A spring animation.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

// MARK: - Interpolating springs

extension Animation {
  /// An interpolating spring animation that uses a damped spring model to produce values in the
  /// range [0, 1] that are then used to interpolate within the [from, to] range of the animated
  /// property. Preserves velocity across overlapping animations by adding the effects of each
  /// animation.
  ///
  /// - Parameters:
  ///   - mass: The mass of the object attached to the spring.
  ///   - stiffness: The stiffness of the spring.
  ///   - damping: The spring damping value.
  ///   - initialVelocity: The initial velocity of the spring, as a value in the range [0, 1]
  ///     representing the magnitude of the value being animated.
  /// - Returns: A spring animation.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      SpringAnimation(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// An interpolating spring animation that uses a damped spring model to produce values in the
  /// range of one to zero.
  ///
  /// These vales are used to interpolate within the `[from, to]` range of the animated property.
  /// Preserves velocity across overlapping animations by adding the effects of each animation.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, which defines the pace of the spring.
  ///   - bounce: How bouncy the spring should be. A value of 0 indicates no bounces (a critically
  ///     damped spring), positive values indicate increasing amounts of bounciness up to a
  ///     maximum of 1.0 (corresponding to undamped oscillation), and negative values indicate
  ///     overdamped springs with a minimum value of -1.0.
  ///   - initialVelocity: The initial velocity of the spring, as a value in the range [0, 1]
  ///     representing the magnitude of the value being animated.
  /// - Returns: A spring animation.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    let stiffness: Double
    if duration > 0 {
      let omega = 2 * Double.pi / duration
      stiffness = omega * omega
    } else {
      stiffness = .infinity
    }
    let damping = 2 * stiffness.squareRoot() * springDampingFraction(bounce: bounce)
    return interpolatingSpring(
      mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// An interpolating spring animation that uses a damped spring model to produce values in the
  /// range of one to zero, with the default duration 0.5 and no bounce.
  ///
  /// Preserves velocity across overlapping animations by adding the effects of each animation.
  public static var interpolatingSpring: Animation { interpolatingSpring() }
}
