import AnimationCore
import Testing

/// Values set by name (keys declared at run time, such as an Anim script's TransactionKey).
@Suite("Transaction: values by name")
struct TransactionNamedValueTests {
  @Test func aNameHoldsItsValueAndCopiesAreIndependent() {
    var t = Transaction()
    #expect(t[named: "AvatarTappedKey"] == nil)
    t[named: "AvatarTappedKey"] = true
    let copy = t
    t[named: "AvatarTappedKey"] = false
    #expect(copy[named: "AvatarTappedKey"] as? Bool == true)
    #expect(t[named: "AvatarTappedKey"] as? Bool == false)
  }
}
