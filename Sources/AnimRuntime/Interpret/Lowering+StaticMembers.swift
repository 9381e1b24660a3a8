// A declared struct named in code: its static members read where they live (StaticMemberSite),
// and `S()` / `.init()` of a struct whose fields all have defaults made in place. The seed's
// PausableAnimation in its Swift form does both on every frame: `state[PausableState<Value>.self]`
// falls back on `static var defaultValue: Self { .init() }` while nothing is stored (issue 27).
import AnimSyntax

extension Lowering {
  /// `T.name` where the checker typed `T` as a type (`PausableState.defaultValue`,
  /// `Self.zero`): a declared struct's static member through a site that remembers it; any
  /// other value, or a name the site does not find, goes the general way. Nil when the base
  /// is not typed as a type.
  static func staticMember(_ base: Expr, _ baseCode: @escaping ExprCode, _ text: String, _ range: SourceRange)
    -> ExprCode?
  {
    guard case .metatype? = resolution.type(of: base) else { return nil }
    let site = StaticMemberSite(text)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let b = try baseCode(i, &m)
      if let v = try site.read(b, i, range, &m) { return v }
      return try i.getMember(b, text, range, &m)
    }
  }

  /// Marks each static getter whose whole body is `.init()`, `Self()`, `Self.init()` or the
  /// type's own name called so, with no arguments (`TypeAccessors.makesDefaults`).
  static func markDefaultsGetters(
    _ computed: [(name: String, accessors: TypeAccessors, isStatic: Bool)], typeName: String
  ) {
    for (_, accessors, isStatic) in computed where isStatic {
      accessors.makesDefaults = constructsItself(accessors.getter.decl, typeName: typeName)
    }
  }

  private static func constructsItself(_ f: FunctionDecl, typeName: String) -> Bool {
    guard f.body.statements.count == 1, let statement = f.body.statements.first else { return false }
    let e: Expr
    switch statement.kind {
    case .expression(let x): e = x
    case .return(let x?): e = x
    default: return false
    }
    guard case .call(let callee, let args) = resolved(e).kind, args.isEmpty else { return false }
    var type = resolved(callee)
    if case .member(let base, let name) = type.kind, name.text == "init" { type = resolved(base) }
    // `Self` is rewritten to the type's name; `.init()` to the type's name `.init`.
    guard case .variable(let n) = type.kind, n.text == typeName else { return false }
    return true
  }

  /// `e` when it is a variable that may name a declared type: not `self` (whose `self.init()`
  /// in an initialiser delegates) and not a built-in type (whose initialisers are the table's).
  static func declaredTypeName(_ e: Expr) -> Expr? {
    let r = resolved(e)
    guard case .variable(let name) = r.kind, name.text != "self", builtinType(r) == nil else { return nil }
    if case .builtin = location(name) { return nil }
    return r
  }

  /// `S()` or `S.init()` (the seed's `.init()`, which the checker rewrites so): when `S` is,
  /// when it runs, a struct with no `init` of its own whose fields all have defaults, the
  /// memberwise initialiser's result is those defaults: one record, shared
  /// (`StructInfo.defaultsRecord`), with no call made. `general` runs the call otherwise (a
  /// class, an initialiser, a field evaluated per instance, a `lazy var`, another callee).
  static func defaultsConstruction(_ type: @escaping ExprCode, general: @escaping (Value, Interpreter, inout Machine) throws(RuntimeError) -> Value)
    -> ExprCode
  {
    { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let t = try type(i, &m)
      if case .type(.structType(let info)) = t, info.members.initializers.isEmpty, let r = info.defaultsRecord() {
        return .record(r)
      }
      return try general(t, i, &m)
    }
  }
}
