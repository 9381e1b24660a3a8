// AnimationCore re-exports Foundation so that code written against SwiftUI (which does the same)
// finds `TimeInterval`, `sin`, `pow` and friends with only `import AnimationCore`.
@_exported import Foundation
