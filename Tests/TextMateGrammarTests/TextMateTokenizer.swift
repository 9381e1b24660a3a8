// A small TextMate tokenizer, enough to run Grammar/anim.tmLanguage.json the way editors do:
// `match` rules, `begin`/`end` rules that span lines, `include`s of the repository and `$self`,
// `captures`, `beginCaptures`, `endCaptures`, `name` and `contentName`. At each position the
// earliest match wins; on a tie the enclosing rule's `end` wins, then the first rule listed.
import Foundation

final class TextMateGrammar {
  final class Rule {
    var name: String?
    var contentName: String?
    var match: OnigurumaPattern?
    var begin: OnigurumaPattern?
    var end: OnigurumaPattern?
    var captures: [Int: String] = [:]
    var beginCaptures: [Int: String] = [:]
    var endCaptures: [Int: String] = [:]
    var patterns: [Rule] = []
    var include: String?
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  let scopeName: String
  private let top: Rule
  private var repository: [String: Rule] = [:]
  /// Every pattern in the grammar, compiled.
  private(set) var compiledPatterns: [OnigurumaPattern] = []

  /// Loads a grammar from its JSON text, compiling every pattern (throws on the first that
  /// Oniguruma rejects).
  init(json: Data) throws {
    guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any],
      let scope = object["scopeName"] as? String
    else { throw Malformed(description: "not a TextMate grammar") }
    scopeName = scope
    top = Rule()
    var patterns: [OnigurumaPattern] = []
    func compile(_ text: Any?) throws -> OnigurumaPattern? {
      guard let text = text as? String else { return nil }
      let pattern = try OnigurumaPattern(text)
      patterns.append(pattern)
      return pattern
    }
    func names(_ object: Any?) -> [Int: String] {
      var result: [Int: String] = [:]
      for (key, value) in (object as? [String: Any]) ?? [:] {
        if let index = Int(key), let name = (value as? [String: Any])?["name"] as? String {
          result[index] = name
        }
      }
      return result
    }
    func parse(_ object: [String: Any]) throws -> Rule {
      let rule = Rule()
      rule.name = object["name"] as? String
      rule.contentName = object["contentName"] as? String
      rule.include = object["include"] as? String
      rule.match = try compile(object["match"])
      rule.begin = try compile(object["begin"])
      rule.end = try compile(object["end"])
      rule.captures = names(object["captures"])
      rule.beginCaptures = names(object["beginCaptures"])
      rule.endCaptures = names(object["endCaptures"])
      if rule.begin != nil && rule.beginCaptures.isEmpty { rule.beginCaptures = rule.captures }
      if rule.begin != nil && rule.endCaptures.isEmpty { rule.endCaptures = rule.captures }
      if (rule.begin == nil) != (rule.end == nil) {
        throw Malformed(description: "a rule has 'begin' without 'end' or the reverse")
      }
      rule.patterns = try ((object["patterns"] as? [[String: Any]]) ?? []).map(parse)
      return rule
    }
    top.patterns = try ((object["patterns"] as? [[String: Any]]) ?? []).map(parse)
    for (key, value) in (object["repository"] as? [String: [String: Any]]) ?? [:] {
      repository[key] = try parse(value)
    }
    compiledPatterns = patterns
    // Every include must name something.
    var unresolved: [String] = []
    func check(_ rule: Rule) {
      if let include = rule.include, include != "$self", repository[String(include.dropFirst())] == nil {
        unresolved.append(include)
      }
      rule.patterns.forEach(check)
    }
    check(top)
    repository.values.forEach(check)
    if !unresolved.isEmpty { throw Malformed(description: "unresolved includes: \(unresolved)") }
  }

  /// The rules that can match inside `patterns`, includes expanded.
  private func candidates(_ patterns: [Rule], _ seen: inout Set<String>) -> [Rule] {
    var result: [Rule] = []
    for rule in patterns {
      if let include = rule.include {
        guard !seen.contains(include) else { continue }
        seen.insert(include)
        let target = include == "$self" ? top : repository[String(include.dropFirst())]
        guard let target else { continue }
        if target.match != nil || target.begin != nil {
          result.append(target)
        } else {
          result += candidates(target.patterns, &seen)
        }
      } else if rule.match != nil || rule.begin != nil {
        result.append(rule)
      } else {
        result += candidates(rule.patterns, &seen)
      }
    }
    return result
  }

  /// An open `begin`/`end` rule and the scopes outside it.
  struct Frame {
    var rule: Rule
    var outer: [String]
    var inner: [String] { outer + [rule.name, rule.contentName].compactMap { $0 } }
  }

  /// The scopes of every byte of `line` (UTF-8, without its line feed), carrying open rules
  /// (block comments, unclosed brackets) from line to line in `stack`.
  func tokenize(_ line: [UInt8], stack: inout [Frame]) -> [[String]] {
    var scopes = [[String]](repeating: [], count: line.count)
    let text = line + [UInt8(ascii: "\n")]  // editors match lines with their line feed
    func paint(_ range: Range<Int>, _ list: [String]) {
      for i in range.clamped(to: 0..<line.count) { scopes[i] = list }
    }
    func paintCaptures(_ groups: [Range<Int>?], _ names: [Int: String], _ base: [String]) {
      for (index, name) in names.sorted(by: { $0.key < $1.key }) where index < groups.count {
        guard let range = groups[index] else { continue }
        for i in range.clamped(to: 0..<line.count) { scopes[i] = base + [name] }
      }
    }
    var position = 0
    var lastEmptyMatch = -1
    while position < text.count {
      let frame = stack.last
      let base = frame?.inner ?? [scopeName]
      var seen = Set<String>()
      let rules = candidates(frame?.rule.patterns ?? top.patterns, &seen)
      var best: (groups: [Range<Int>?], rule: Rule?)?
      if let end = frame?.rule.end, let groups = end.search(text, from: position) {
        best = (groups, nil)
      }
      for rule in rules {
        guard let pattern = rule.match ?? rule.begin,
          let groups = pattern.search(text, from: position), let found = groups[0]
        else { continue }
        if let current = best?.groups[0], current.lowerBound <= found.lowerBound { continue }
        best = (groups, rule)
      }
      guard let (groups, rule) = best, let whole = groups[0] else {
        paint(position..<text.count, base)
        break
      }
      paint(position..<whole.lowerBound, base)
      if whole.isEmpty {
        // An empty match twice at one place would loop forever: step over a byte.
        if lastEmptyMatch == whole.lowerBound {
          paint(whole.lowerBound..<whole.lowerBound + 1, base)
          position = whole.lowerBound + 1
          continue
        }
        lastEmptyMatch = whole.lowerBound
      }
      if let rule {
        let own = base + [rule.name].compactMap { $0 }
        paint(whole, own)
        if rule.begin != nil {
          paintCaptures(groups, rule.beginCaptures, own)
          stack.append(Frame(rule: rule, outer: base))
        } else {
          paintCaptures(groups, rule.captures, own)
        }
      } else if let frame {
        let own = frame.outer + [frame.rule.name].compactMap { $0 }
        paint(whole, own)
        paintCaptures(groups, frame.rule.endCaptures, own)
        stack.removeLast()
      }
      position = whole.upperBound
    }
    return scopes
  }
}
