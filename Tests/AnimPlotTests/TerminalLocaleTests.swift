// Which locale names count as UTF-8 for the charts' Unicode characters. The names are glibc's
// spellings (`locale -a` lists `C.utf8`, `en_US.utf8`; `LANG` is often written `en_US.UTF-8`).
import Testing

@testable import AnimPlot

@Suite struct TerminalLocaleTests {
  @Test func utf8InEitherSpellingAndAnyCase() {
    #expect(Terminal.namesUTF8("en_US.UTF-8"))
    #expect(Terminal.namesUTF8("C.utf8"))
    #expect(Terminal.namesUTF8("de_DE.Utf-8@euro"))
    #expect(Terminal.namesUTF8("UTF8"))
  }

  @Test func otherLocalesAreNot() {
    #expect(!Terminal.namesUTF8("C"))
    #expect(!Terminal.namesUTF8("POSIX"))
    #expect(!Terminal.namesUTF8("en_US.ISO-8859-1"))
    #expect(!Terminal.namesUTF8("utf"))
    #expect(!Terminal.namesUTF8("utf_8"))
  }
}
