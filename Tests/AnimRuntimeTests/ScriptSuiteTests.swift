import AnimRuntime
import Foundation
import Testing

/// Every file under Tests/Scripts, run through the same runner as `anim test`.
let scriptFiles: [String] = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scripts").path
  return ScriptTestRunner.files(under: [root])
}()

@Suite struct ScriptSuiteTests {
  @Test(arguments: scriptFiles)
  func script(_ path: String) {
    let result = ScriptTestRunner().runFile(path: path)
    #expect(result.failed == 0, "\(result.lines.joined(separator: "\n"))")
    #expect(result.passed > 0)
  }
}
