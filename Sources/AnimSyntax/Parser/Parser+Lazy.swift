// `lazy var name: T = initialiser` in a type (The Swift Programming Language, "Properties":
// "A lazy stored property is a property whose initial value isn't calculated until the first
// time it's used"). The parser makes two members of it: a stored optional property that keeps
// the value once computed, under Swift's own name for it (`$__lazy_storage_$_name`, which no
// script can write), and a computed property whose getter is the initialiser (it may use
// `self`, as Swift allows). The run time reads the storage and runs the getter only when it is
// empty (Interpreter+LazyProperties.swift).

extension Parser {
  /// The members a `lazy var` declares (see above), or the stored property with Swift's error.
  mutating func lazyMembers(_ v: VariableDecl, isStatic: Bool, lazyRange: SourceRange) -> TypeMember {
    guard v.isMutable else {
      error("'lazy' cannot be used on a let", at: lazyRange, id: "lazy")
      return .stored(v, isStatic: isStatic)
    }
    guard !isStatic else {
      error("'lazy' cannot be used on an already-lazy global", at: lazyRange, id: "lazy")
      return .stored(v, isStatic: isStatic)
    }
    guard let initializer = v.initializer else {
      error("lazy properties must have an initializer", at: lazyRange, id: "lazy")
      return .stored(v, isStatic: isStatic)
    }
    guard pendingVariables.isEmpty, v.observers.isEmpty else {
      error("'lazy' is supported on one property with no observers", at: lazyRange, id: "lazy")
      return .stored(v, isStatic: isStatic)
    }
    let storageName = "$__lazy_storage_$_" + v.name.text
    let storage = VariableDecl(
      id: makeID(), isMutable: true, name: Name(text: storageName, range: v.name.range, id: makeID()),
      initializer: Expr(id: makeID(), range: v.name.range, kind: .nilLiteral), attributes: [], range: v.range)
    storage.type = v.type.map { TypeAnnotation(kind: .optional($0), range: $0.range) }
    pendingLazyStorage.append(storage)
    let body = Block(
      statements: [Stmt(id: makeID(), range: initializer.range, kind: .expression(initializer))],
      range: initializer.range)
    let getter = FunctionDecl(
      id: makeID(), name: Name(text: v.name.text, range: v.name.range, id: makeID()), parameters: [],
      body: body, isClosure: false, range: v.range)
    let property = ComputedProperty(name: v.name, isStatic: false, getter: getter, setter: nil, range: v.range)
    property.type = v.type
    property.lazyStorage = storageName
    return .computed(property)
  }
}

extension Parser {
  /// A `lazy var` where no stored property can be (an extension, an enum): Swift's error.
  mutating func refuseLazyStorage(_ message: String) {
    for v in pendingLazyStorage { error(message, at: v.name.range, id: "lazy") }
    pendingLazyStorage = []
  }
}
