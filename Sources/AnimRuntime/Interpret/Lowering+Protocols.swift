// `protocol` declarations at run time: nothing to make (the checker has checked the
// conformances); the name holds nothing a script can use as a value.
import AnimSyntax

extension Lowering {
  static func protocolDeclaration(_ d: ProtocolDecl) -> StmtCode {
    { _, _ in .normal }
  }
}
