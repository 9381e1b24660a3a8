// The typed signatures of the views, read with the built-ins' (BuiltinSignatures.read), written
// as SwiftUI declares them where the run time (Builtins+Views.swift, Interpreter+ViewModifiers)
// honours them: so that the checker gives every implicit member in view code its contextual
// type (`VStack(alignment: .trailing)` is HorizontalAlignment's, `.frame(maxWidth: .infinity)`
// CGFloat's, `.foregroundColor(.accentColor)` Color's, `.padding(.horizontal)` Edge.Set's), and
// the host API's results are typed (`host.find(Circle.self).frame.minX` is a Double).
//
// Where Anim takes less than SwiftUI, the signature says what Anim takes: a `ShapeStyle` is a
// `Color` (the one style Anim paints with), and modifiers return `some View` (`some Shape` for
// `trim`, which keeps a shape a shape). The View modifiers are `View`'s members, and a shape's
// are `Shape`'s; the checker gives them to every view type (TypeChecker+Views.swift). Modifiers
// the run time keeps without a type here (`transition`, `matchedGeometryEffect`, …) take their
// arguments unchecked and give `some View`.
enum ViewSignatures {
  static let declarations: [String: [String]] = [
    "ViewHost": [
      "init(_ view: Any, width: Double, height: Double)",
      "func tap(_ label: String)", "func find(_ type: Any) -> FoundView", "func find(text: String) -> FoundView",
      "func find(button: String) -> FoundButton", "func findAll(_ type: Any) -> [FoundView]",
      "func dump() -> String", "func svg() -> String", "func update()",
    ],
    "FoundView": [
      "var frame: CGRect", "var opacity: Double", "var scale: CGSize", "var rotation: Angle", "var color: Color",
      "var string: String", "var path: Path", "var lineWidth: Double?", "func tap()",
    ],
    "FoundButton": ["func tap()"],
    "Path": [
      "var boundingRect: CGRect", "var isEmpty: Bool",
      "func move(to end: CGPoint)", "func addLine(to end: CGPoint)",
      "func addQuadCurve(to end: CGPoint, control: CGPoint)",
      "func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)",
      "func closeSubpath()", "func addRect(_ rect: CGRect)", "func addEllipse(in rect: CGRect)",
      "func addRoundedRect(in rect: CGRect, cornerSize: CGSize)",
      "func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)",
    ],
    // The views the binding makes.
    "Text": ["init(_ content: String)", "init(_ input: Double, format: FloatingPointFormatStyle<Double>)"],
    "EmptyView": ["init()"],
    "Spacer": ["init(minLength: CGFloat? = nil)"],
    "Divider": ["init()"],
    "Circle": ["init()"],
    "Rectangle": ["init()"],
    "Capsule": ["init()"],
    "Ellipse": ["init()"],
    "RoundedRectangle": ["init(cornerRadius: CGFloat)", "init(cornerSize: CGSize)"],
    "VStack": ["init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, content: () -> Content)"],
    "HStack": ["init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, content: () -> Content)"],
    "ZStack": ["init<Content: View>(alignment: Alignment = .center, content: () -> Content)"],
    "Group": ["init<Content: View>(content: () -> Content)"],
    // SwiftUI's `ForEach<Data, ID, Content>` over a collection's elements. The checker cannot
    // tell an array from a range at a glance, so an array's overloads come first: a range's
    // elements are then left to the run time (which takes both).
    "ForEach": [
      "init<Element, ID, Content: View>(_ data: [Element], id: KeyPath<Element, ID>, content: (Element) -> Content)",
      "init<Element, Content: View>(_ data: [Element], content: (Element) -> Content)",
      "init<ID, Content: View>(_ data: Range<Int>, id: KeyPath<Int, ID>, content: (Int) -> Content)",
      "init<Content: View>(_ data: Range<Int>, content: (Int) -> Content)",
    ],
    "Button": [
      "init(_ title: String, action: () -> Void)",
      "init<Label: View>(action: () -> Void, label: () -> Label)",
    ],
    // `self._x = State(initialValue: v)` in a View's init.
    "State": ["init(initialValue: Value)", "init(wrappedValue: Value)"],
    "HorizontalAlignment": [
      "static var leading: HorizontalAlignment", "static var center: HorizontalAlignment",
      "static var trailing: HorizontalAlignment",
    ],
    "VerticalAlignment": [
      "static var top: VerticalAlignment", "static var center: VerticalAlignment", "static var bottom: VerticalAlignment",
      "static var firstTextBaseline: VerticalAlignment", "static var lastTextBaseline: VerticalAlignment",
    ],
    "Alignment": [
      "static var center: Alignment", "static var leading: Alignment", "static var trailing: Alignment",
      "static var top: Alignment", "static var bottom: Alignment", "static var topLeading: Alignment",
      "static var topTrailing: Alignment", "static var bottomLeading: Alignment", "static var bottomTrailing: Alignment",
    ],
    "Edge.Set": [
      "static var top: Edge.Set", "static var leading: Edge.Set", "static var bottom: Edge.Set",
      "static var trailing: Edge.Set", "static var all: Edge.Set", "static var horizontal: Edge.Set",
      "static var vertical: Edge.Set",
    ],
    // Fonts (FontNamespace.swift): the text styles, a system font of a size, and weights.
    "Font": [
      "static var largeTitle: Font", "static var title: Font", "static var title2: Font", "static var title3: Font",
      "static var headline: Font", "static var subheadline: Font", "static var body: Font",
      "static var callout: Font", "static var footnote: Font", "static var caption: Font", "static var caption2: Font",
      "static func system(size: CGFloat, weight: Font.Weight = .regular) -> Font",
      "func bold() -> Font", "func weight(_ weight: Font.Weight) -> Font",
    ],
    "Font.Weight": [
      "static var ultraLight: Font.Weight", "static var thin: Font.Weight", "static var light: Font.Weight",
      "static var regular: Font.Weight", "static var medium: Font.Weight", "static var semibold: Font.Weight",
      "static var bold: Font.Weight", "static var heavy: Font.Weight", "static var black: Font.Weight",
    ],
    "ViewDimensions": ["var width: CGFloat", "var height: CGFloat"],
    // matchedGeometryEffect's (MatchedGeometryObjects.swift).
    "MatchedGeometryProperties": [
      "static var frame: MatchedGeometryProperties", "static var position: MatchedGeometryProperties",
      "static var size: MatchedGeometryProperties",
    ],
    "Namespace": ["init()"],
    // Transitions (TransitionObject.swift); an edge is an Edge.Set of one edge in Anim.
    "AnyTransition": [
      "static var opacity: AnyTransition", "static var scale: AnyTransition", "static var slide: AnyTransition",
      "static var identity: AnyTransition",
      "static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition",
      "static func move(edge: Edge.Set) -> AnyTransition",
      "static func push(from edge: Edge.Set) -> AnyTransition",
      "static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition",
      "static func offset(_ offset: CGSize) -> AnyTransition",
      "static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition",
      "func combined(with other: AnyTransition) -> AnyTransition",
    ],
    // SwiftUI's View modifiers, which the built-in table applies (BuiltinTable+ViewModifiers.swift)
    // with these overloads.
    "View": [
      "func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View",
      "func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View",
      // A length alone first: `.padding(20)` is that overload, `.padding(.top)` the edges'.
      "func padding(_ length: CGFloat) -> some View",
      "func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View",
      "func offset(_ offset: CGSize) -> some View", "func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View",
      "func opacity(_ opacity: Double) -> some View",
      "func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View",
      "func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View",
      "func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View",
      "func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View",
      "func foregroundColor(_ color: Color?) -> some View",
      "func foregroundStyle(_ style: Color) -> some View",
      "func cornerRadius(_ radius: CGFloat) -> some View",
      "func clipped() -> some View",
      "func clipShape<S: Shape>(_ shape: S) -> some View",
      // A colour first: `.background(.red)` is Color's `red`; a view is the other overload.
      "func background(_ style: Color) -> some View",
      "func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View",
      "func background<V: View>(alignment: Alignment = .center, content: () -> V) -> some View",
      "func background<S: Shape>(_ style: Color, in shape: S) -> some View",
      "func overlay(_ style: Color) -> some View",
      "func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View",
      "func overlay<V: View>(alignment: Alignment = .center, content: () -> V) -> some View",
      "func overlay<S: Shape>(_ style: Color, in shape: S) -> some View",
      "func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View",
      "func fixedSize() -> some View", "func fixedSize(horizontal: Bool, vertical: Bool) -> some View",
      "func layoutPriority(_ value: Double) -> some View",
      "func zIndex(_ value: Double) -> some View",
      "func alignmentGuide(_ g: HorizontalAlignment, computeValue: (ViewDimensions) -> CGFloat) -> some View",
      "func alignmentGuide(_ g: VerticalAlignment, computeValue: (ViewDimensions) -> CGFloat) -> some View",
      "func id<ID>(_ id: ID) -> some View",
      "func animation<V>(_ animation: Animation?, value: V) -> some View",
      "func animation(_ animation: Animation?) -> some View",
      "func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View",
      "func transaction(_ transform: (inout Transaction) -> Void) -> some View",
      "func transition(_ t: AnyTransition) -> some View",
      "func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View",
      "func onAppear(perform action: (() -> Void)? = nil) -> some View",
      "func onDisappear(perform action: (() -> Void)? = nil) -> some View",
      "func onChange<V>(of value: V, initial: Bool = false, _ action: (V, V) -> Void) -> some View",
      "func onChange<V>(of value: V, initial: Bool = false, _ action: () -> Void) -> some View",
      "func onChange<V>(of value: V, perform action: (V) -> Void) -> some View",
      "func font(_ font: Font?) -> some View",
      "func fontWeight(_ weight: Font.Weight?) -> some View",
      "func bold(_ isActive: Bool = true) -> some View",
      "func onTapGesture(count: Int = 1, perform action: () -> Void) -> some View",
      // Keyframes and phases on a view (Interpreter+ViewAnimators.swift), with the generics of
      // the scene's keyframeAnimator (BuiltinSignatures.swift); the trigger is any value.
      "func keyframeAnimator<Value>(initialValue: Value, trigger: Any, content: (PlaceholderContentView<Self>, Value) -> some View, keyframes: (Value) -> KeyframeTimelineContent<Value>) -> some View",
      "func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true, content: (PlaceholderContentView<Self>, Value) -> some View, keyframes: (Value) -> KeyframeTimelineContent<Value>) -> some View",
      "func phaseAnimator<Phase>(_ phases: [Phase], trigger: Any, content: (PlaceholderContentView<Self>, Phase) -> some View, animation: (Phase) -> Animation? = nil) -> some View",
      "func phaseAnimator<Phase>(_ phases: [Phase], content: (PlaceholderContentView<Self>, Phase) -> some View, animation: (Phase) -> Animation? = nil) -> some View",
    ],
    // A shape's own modifiers (before any View modifier).
    "Shape": [
      "func fill(_ content: Color) -> some View", "func fill() -> some View",
      "func stroke(_ content: Color, lineWidth: CGFloat = 1) -> some View",
      "func stroke(lineWidth: CGFloat = 1) -> some View",
      "func strokeBorder(_ content: Color, lineWidth: CGFloat = 1) -> some View",
      "func strokeBorder(lineWidth: CGFloat = 1) -> some View",
      "func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape",
    ],
  ]
}
