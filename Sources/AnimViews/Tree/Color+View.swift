import AnimationCore
import Foundation

extension Color: ViewConvertible {
  /// A colour as a view: fills its proposal (views.md §2.2).
  public var viewNode: ViewNode { ViewNode(.color(self)) }

  /// The accent colour: iOS's default is the system blue, (0, 122, 255) (views.md §6, Apple's
  /// Human Interface Guidelines colour table as OpenSwiftUI transcribes it).
  public static let accentColor = Color.blue

  /// The separator colour in the light scheme, (60, 60, 67) at 29 % opacity (Apple's HIG
  /// `separator`): what a Divider draws.
  public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
}
