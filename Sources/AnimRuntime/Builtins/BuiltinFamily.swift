// The families of built-ins: each is declared by one registering function
// (BuiltinTable+*.swift), and registered when a script first binds a name it declares
// (BuiltinTable+Index.swift), so that launching `anim` registers none of them.

/// A family of built-in properties and methods. The order is the precedence: where two families
/// give a kind the same member (and labels), the earlier one's wins.
enum BuiltinFamily: Int, CaseIterable {
  case values, scene, animation, curvesAndSprings, geometry, color, types, globals
  case coreFunctions, mathFunctions, sceneFunctions, appleSpellings, collections, keyframes
  case conversions, rounding, numbers, strings, sequences, sets, clock, numberFormat
  case transactionCompletions, vectorArithmetic, uuid, assertions, random, characters, dictionaryInitializers
  /// SwiftUI's (Views/BuiltinTable+*.swift).
  case viewModifiers, paths, transitions, alignments, viewHosts, viewValues, viewInitializers, fonts
}

extension BuiltinTable {
  /// Registers the entries of `family`.
  func register(_ family: BuiltinFamily) {
    switch family {
    case .values: registerValues()
    case .scene: registerScene()
    case .animation: registerAnimation()
    case .curvesAndSprings: registerCurvesAndSprings()
    case .geometry: registerGeometry()
    case .color: registerColor()
    case .types: registerTypes()
    case .globals: registerGlobals()
    case .coreFunctions: registerCoreFunctions()
    case .mathFunctions: registerMathFunctions()
    case .sceneFunctions: registerSceneFunctions()
    case .appleSpellings: registerAppleSpellings()
    case .collections: registerCollections()
    case .keyframes: registerKeyframes()
    case .conversions: registerConversions()
    case .rounding: registerRounding()
    case .numbers: registerNumbers()
    case .strings: registerStrings()
    case .sequences: registerSequences()
    case .sets: registerSets()
    case .clock: registerClock()
    case .numberFormat: registerNumberFormat()
    case .transactionCompletions: registerTransactionCompletions()
    case .vectorArithmetic: registerVectorArithmetic()
    case .uuid: registerUUID()
    case .assertions: registerAssertions()
    case .random: registerRandom()
    case .characters: registerCharacters()
    case .dictionaryInitializers: registerDictionaryInitializers()
    case .viewModifiers: registerViewModifiers()
    case .paths: registerPathMembers()
    case .transitions: registerTransitions()
    case .alignments: registerAlignments()
    case .viewHosts: registerViewHost()
    case .viewValues: registerViewValues()
    case .viewInitializers: registerViewInitializers()
    case .fonts: registerFonts()
    }
  }
}

extension BuiltinTable {
  /// The families that declare `name`, one bit each: a binary search of the index, sorted by
  /// name (no hashing, and nothing built at launch).
  static func families(declaring name: String) -> UInt64 {
    let index = declaredNames
    var low = 0
    var high = index.count
    while low < high {
      let mid = (low + high) / 2
      let entry = index[mid]  // trap-ok: low <= mid < high <= count
      if entry.name == name { return entry.families }
      if entry.name < name { low = mid + 1 } else { high = mid }
    }
    return 0
  }

  /// The kinds whose members `family` declares.
  static func familyOwners(_ family: BuiltinFamily) -> [ValueKind] {
    family.rawValue < ownersByFamily.count ? ownersByFamily[family.rawValue] : []  // trap-ok: checked
  }
}
