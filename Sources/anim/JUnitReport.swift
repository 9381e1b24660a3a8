// `anim test --junit FILE`: the results as JUnit XML, the format CI systems (Jenkins, GitLab,
// GitHub Actions' test reporters) read. One <testsuite> per file, one <testcase> per `test`
// block (or one for a file without blocks); a timed-out or crashed file is an <error>.
import AnimSyntax
import Foundation

/// Writes test outcomes as JUnit XML.
enum JUnitReport {
  /// The XML document for `outcomes`.
  static func xml(_ outcomes: [TestFileOutcome]) -> String {
    let tests = outcomes.reduce(0) { $0 + $1.passed + $1.failed }
    let failures = outcomes.reduce(0) { $0 + ($1.result == .finished ? $1.failed : 0) }
    let errors = outcomes.filter { $0.result != .finished }.count
    let time = outcomes.reduce(0) { $0 + $1.seconds }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"anim test\" tests=\"\(tests)\" failures=\"\(failures)\""
    out += " errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
    for outcome in outcomes { out += suite(outcome) }
    return out + "</testsuites>\n"
  }

  private static func suite(_ o: TestFileOutcome) -> String {
    let path = escaped(o.path)
    let isError = o.result != .finished
    var out = "  <testsuite name=\"\(path)\" tests=\"\(o.passed + o.failed)\""
    out += " failures=\"\(isError ? 0 : o.failed)\" errors=\"\(isError ? 1 : 0)\""
    out += " time=\"\(seconds(o.seconds))\">\n"
    let details = escaped(o.report.lines.joined(separator: "\n"))
    func testCase(_ name: String, passed: Bool) -> String {
      let open = "    <testcase classname=\"\(path)\" name=\"\(escaped(name))\""
      if passed { return open + "/>\n" }
      let element = isError ? "error" : "failure"
      let message = escaped(o.summary.first ?? "")
      return open + ">\n      <\(element) message=\"\(message)\">\(details)</\(element)>\n    </testcase>\n"
    }
    if isError {
      out += testCase((o.path as NSString).lastPathComponent, passed: false)
    } else {
      for test in o.report.cases { out += testCase(test.name, passed: test.passed) }
      // A file without test blocks is one test; checks or mismatches outside any block fail
      // the file beyond its blocks.
      let failedCases = o.report.cases.filter { !$0.passed }.count
      let name = (o.path as NSString).lastPathComponent
      if o.report.cases.isEmpty {
        out += testCase(name, passed: o.failed == 0)
      } else if o.failed > failedCases {
        out += testCase(name + " (outside test blocks)", passed: false)
      }
    }
    return out + "  </testsuite>\n"
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// Text as XML character data or an attribute value: markup characters as entities, and the
  /// control characters XML 1.0 cannot hold at all as Swift escapes (`\u{1b}`).
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.escapingControlCharacters(except: ["\n", "\t"]).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
