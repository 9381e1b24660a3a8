// Views in the resolver: which closures are view builders (a View's `body`, the `content:` of
// stacks, `Group`, `ForEach`, `background`/`overlay`, a Button's `label:`), and SwiftUI's rule
// that a view's `@State` can be changed from its body and closures although `self` is not
// mutable there (State's setter is nonmutating: the state lives in the view graph, not in the
// view value).
import AnimSyntax
import AnimViews

extension Resolver {
  /// The calls whose closure arguments (`content:` or trailing) build views.
  static let viewBuilderCallees: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "ForEach", "background", "overlay", "#Preview",
  ]

  /// Marks the closures a view call builds views with.
  func markViewBuilders(_ calleeName: String?, _ args: [CallArgument]) {
    guard let name = calleeName else { return }
    let builds: (CallArgument) -> Bool
    if Self.viewBuilderCallees.contains(name) {
      builds = { $0.label?.text == "content" || ($0.label == nil && $0.isTrailingClosure) }
    } else if name == "Button" {
      // `Button("Title") { action }`: the trailing closure is the action; with `action:`
      // written, it is the label (`Button(action: { … }) { Text("Title") }`).
      let hasAction = args.contains { $0.label?.text == "action" }
      builds = { $0.label?.text == "label" || (hasAction && $0.label == nil && $0.isTrailingClosure) }
    } else {
      return
    }
    for a in args where builds(a) {
      if case .closure(let f) = resolution.resolved(a.value).kind { markViewBuilder(f) }
    }
  }

  /// The closures passed for a script's own `@ViewBuilder` parameters: `Card { Text("A");
  /// Text("B") }` where `Card`'s `init(@ViewBuilder content: () -> Content)`, or a top-level
  /// function's. Arguments meet parameters as Swift matches them: a labelled one by its label,
  /// a trailing closure without one by the first function-typed parameter left after the
  /// labelled arguments before it (Swift's forward scan).
  func markDeclaredViewBuilders(_ callee: Expr, _ args: [CallArgument]) {
    guard case .variable(let n) = callee.kind else { return }
    let candidates: [FunctionDecl]
    if let f = topLevelFunctions[n.text], case .global = resolution.location(of: n) {
      candidates = [f]
    } else if let d = userStructs[n.text] {
      candidates = d.members.compactMap { if case .initializer(let f) = $0 { f } else { nil } }
    } else {
      return
    }
    for f in candidates where f.parameters.contains(where: { $0.resultBuilder != nil }) {
      guard let matched = Self.match(args, to: f.parameters) else { continue }
      for (a, p) in matched where p.resultBuilder?.text == "ViewBuilder" {
        if case .closure(let c) = resolution.resolved(a.value).kind { markViewBuilder(c) }
      }
      return
    }
  }

  /// Each argument with the parameter it fills, or `nil` when the labels do not fit.
  private static func match(_ args: [CallArgument], to parameters: [Parameter]) -> [(CallArgument, Parameter)]? {
    var result: [(CallArgument, Parameter)] = []
    var next = 0
    for a in args {
      var found: Int?
      var k = next
      while k < parameters.count {
        let p = parameters[k]  // trap-ok: k < count
        if a.isTrailingClosure && a.label == nil {
          if case .function? = p.type?.kind {
            found = k
            break
          }
        } else if p.argumentLabel == a.label?.text {
          found = k
          break
        }
        // A skipped parameter must have a default value.
        guard p.defaultValue != nil else { return nil }
        k += 1
      }
      guard let found else { return nil }
      result.append((a, parameters[found]))  // trap-ok: found < count
      next = found + 1
    }
    return result
  }

  /// A View's `body` builds views, and so does any computed property or method returning
  /// `some View` (Swift asks for `@ViewBuilder` on the latter when they hold several views or an
  /// `if`; with one view the two readings agree) — unless it returns its view with `return`.
  func markViewBody(_ d: StructDecl) {
    let isView = d.conformances.contains(where: { $0.text == "View" })
    for member in d.members {
      let f: FunctionDecl
      switch member {
      case .computed(let c) where !c.isStatic:
        guard (isView && c.name.text == "body") || c.type?.opaqueConstraint == "View" else { continue }
        f = c.getter
      case .method(let m, _, _):
        guard m.returnType?.opaqueConstraint == "View" else { continue }
        f = m
      default: continue
      }
      let returns = f.body.statements.contains { if case .return = $0.kind { true } else { false } }
      if !returns { markViewBuilder(f) }
    }
  }

  /// A top-level or local function returning `some View` builds views (as a method does).
  func markViewFunction(_ f: FunctionDecl) {
    guard f.returnType?.opaqueConstraint == "View" else { return }
    let returns = f.body.statements.contains { if case .return = $0.kind { true } else { false } }
    if !returns { markViewBuilder(f) }
  }

  private func markViewBuilder(_ f: FunctionDecl) {
    resolution.updateLayout(of: f) { $0.isResultBuilderBody = true }
    markViewBuildItems(f.body.statements)
  }

  /// A view builder's expression statements are its views; its `if` and `switch` statements are
  /// marked too: each is one view (`_ConditionalContent`) whose identity names the branch taken
  /// (Lowering+ViewBuilder.swift).
  func markViewBuildItems(_ statements: [Stmt]) {
    for s in statements {
      switch s.kind {
      case .expression: resolution.markBuildItem(s)
      case .if(let i):
        resolution.markBuildItem(s)
        markViewBuildItems(i)
      case .switch(let sw):
        resolution.markBuildItem(s)
        for c in sw.cases { markViewBuildItems(c.body.statements) }
      default: break
      }
    }
  }

  private func markViewBuildItems(_ i: IfStmt) {
    markViewBuildItems(i.then.statements)
    switch i.elseBranch {
    case .block(let b): markViewBuildItems(b.statements)
    case .elseIf(let s): if case .if(let nested) = s.kind { markViewBuildItems(nested) }
    case nil: break
    }
  }

  /// Whether `target` (`isActive`, `self.layers[k].1`) is a path into an `@State` property of the
  /// View whose method or closure is being resolved: changing it changes the view's state, not
  /// `self`.
  func isViewStatePath(_ target: Expr) -> Bool {
    guard let typeName = enclosingTypeName(), let decl = userStructs[typeName],
      decl.conformances.contains(where: { $0.text == "View" })
    else { return false }
    var node = resolution.resolved(target)
    var member: String?
    while true {
      switch node.kind {
      case .member(let base, let name):
        member = name.text
        node = resolution.resolved(base)
      case .subscript(let base, _), .forceUnwrap(let base):
        member = nil
        node = resolution.resolved(base)
      case .variable(let n) where n.text == "self":
        guard let member else { return false }
        return decl.storedProperties.contains { $0.name.text == member && $0.stateAttribute != nil }
      default: return false
      }
    }
  }
}

extension Resolver {
  /// `Type.member = v` for a declared struct or enum: a static property's assignment (the run
  /// time refuses a `static let`), not an assignment to the type's name.
  func isStaticPath(_ target: Expr) -> Bool {
    guard case .member(let base, _) = resolution.resolved(target).kind,
      case .variable(let n) = resolution.resolved(base).kind
    else { return false }
    return userStructs[n.text] != nil || userEnums[n.text] != nil
  }
}
