// swift-tools-version:6.0
// Anim: SwiftUI's animation model off Apple platforms (AnimationCore), plus a small
// scripting language (AnimSyntax → AnimRuntime) and its command-line tool (`anim`).
//
// The dependency arrows are the architecture: AnimationCore knows nothing of the
// language, AnimSyntax knows nothing of the runtime, and the CLI is thin.
import PackageDescription

let package = Package(
  name: "Anim",
  products: [
    .library(name: "AnimationCore", targets: ["AnimationCore"]),
    .library(name: "AnimViews", targets: ["AnimViews"]),
    .executable(name: "anim", targets: ["anim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
  ],
  targets: [
    // MARK: - Core library
    .target(
      name: "AnimationCore",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),

    // MARK: - Charts (plain data in, text/SVG out)
    .target(name: "AnimPlot"),

    // MARK: - Exports (CSS easing, other ecosystems' springs and curves, their formulas and
    // presets; knows AnimationCore, not the language; the runtime's Spring.compose(…) use it)
    .target(name: "AnimExport", dependencies: ["AnimationCore"]),

    // MARK: - Views (SwiftUI's view tree, layout and drawing; knows AnimationCore, not the language)
    // Text is measured with a real font: Inter (Debian's fonts-inter), shaped by HarfBuzz so
    // that its kerning counts, as CoreText's does for SF Pro on Apple's platforms.
    // Its headers only (libharfbuzz-dev): the library is opened when text is first measured.
    .systemLibrary(name: "CHarfBuzz"),
    .target(name: "AnimViews", dependencies: ["AnimationCore", "CHarfBuzz"]),

    // MARK: - Language
    .target(name: "AnimSyntax"),
    // `makecontext`, which Swift cannot call (it is variadic), for LargeStack's switched runs.
    // DWARF 4, as Swift writes it: valgrind (callgrind counts, `make startup-sections`) gives up
    // on a binary with clang's default DWARF 5.
    .target(name: "CStackSwitch", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(
      name: "AnimRuntime",
      dependencies: [
        "AnimSyntax", "AnimationCore", "AnimPlot", "AnimExport", "AnimViews", "CStackSwitch",
      ],
      // Exclusivity is checked as Swift checks it by default: the module-wide
      // `-enforce-exclusivity=unchecked` is gone, and the few class fields that the per-frame
      // and per-call paths touch carry `@exclusivity(unchecked)` with the measurement beside them
      // (Interpreter.machine/pendingError, MethodCache, TypedContext.context, Box.value). With
      // all checks on, callgrind counted +10 % on a script animation's tick and +13 % on the
      // seed's Pausable; with the targeted attributes, see BENCHMARKS.md.
      //
      // No function merging: the lowered closures come in families that differ only in the
      // operator or operand they apply (Lowering.swift), and the merge pass folded each family
      // into one body that calls the differing parts through function pointers. Same
      // instruction count, but those indirect calls mispredict: without merging fib(30) ran
      // 135 -> 112 ms, elastic (3M calls) 590 -> 433 ms, 3M engine ticks 977 -> 782 ms, for
      // 1 MB more binary. (An incremental build may keep the old objects: LLVM's output cache
      // does not hash this option. Build from clean after changing it.)
      //
      // Release builds count references without atomic instructions (`-assume-single-threaded`):
      // the interpreter runs on one thread at a time (LargeStack hands it to a thread and joins
      // it; `anim test` runs files in worker processes; the preview server answers on the
      // calling thread), and an atomic increment or decrement is most of a retain's or
      // release's cost. Paired CPU time against the atomic build (farm-bench -n 8): the seed
      // Pausable's ticks 0.79, its Swift form 0.82, engine ticks 0.95 (BENCHMARKS.md, sixth
      // session). Debug builds keep atomic counts: the unit tests run in parallel threads, each
      // with its own session but sharing the static tables. Only this module: AnimationCore and
      // AnimViews are libraries a program may share across threads, and the CLI hands objects
      // to Foundation's `Process`, which watches its child on a thread of its own.
      //
      // Release builds inline more (`-inline-threshold=1000`; LLVM's default is 225): every node
      // of the lowered tree is a closure whose call is a native frame, and when LLVM does not
      // inline a closure's body into its partial-apply forwarder, the forwarder is a second frame
      // (a throwing call is not made a tail call). Most bodies are generic specializations,
      // which LLVM does not inline past the default threshold unless the profile calls them hot,
      // so code unlike the training ran two frames a node, and a loop's body nested deeper than
      // the processor's return stack (16 calls on the Intel Xeon, Benchmarks/machine/
      // return_stack.c) mispredicted its deepest returns on every iteration. Forwarders that
      // only call their body: 3,193 -> 1,923 of 4,687; paired CPU time against the default:
      // elastic's Swift form 0.87, fib's 0.94, fib 0.95; text +0.05 % (BENCHMARKS.md, ninth
      // session). LLVM's output cache does not hash this option either: build from clean.
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"]),
        .unsafeFlags(["-Xfrontend", "-assume-single-threaded"], .when(configuration: .release)),
        .unsafeFlags(["-Xllvm", "-inline-threshold=1000"], .when(configuration: .release)),
      ]),
    .systemLibrary(
      name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    // The REPL's line editing and commands talk to the language through REPLEngine (a protocol the
    // CLI implements with the runtime), so AnimREPL imports the syntax, not the runtime.
    .target(name: "AnimREPL", dependencies: ["AnimSyntax", "AnimPlot", "CReadline"]),
    .executableTarget(
      name: "anim",
      dependencies: [
        "AnimSyntax", "AnimRuntime", "AnimREPL", "AnimPlot", "AnimExport", "AnimationCore", "AnimViews",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The fuzz target (`make fuzz`, see Fuzz/README.md): small, so `swift build` stays quick.
    .executableTarget(name: "AnimFuzz", dependencies: ["AnimSyntax", "AnimRuntime", "AnimFuzzSupport"]),
    .target(name: "AnimFuzzSupport"),

    // MARK: - Benchmarks (release builds via `make bench`; not a test, not part of `anim`)
    .executableTarget(
      name: "CoreBench", dependencies: ["AnimationCore"], path: "Benchmarks/CoreBench"),

    // MARK: - Tests
    .testTarget(
      name: "AnimationCoreTests",
      dependencies: ["AnimationCore", .product(name: "Numerics", package: "swift-numerics")]),
    .testTarget(name: "AnimSyntaxTests", dependencies: ["AnimSyntax", "AnimFuzzSupport"]),
    .testTarget(name: "AnimPlotTests", dependencies: ["AnimPlot"]),
    .testTarget(name: "AnimExportTests", dependencies: ["AnimExport", "AnimationCore"]),
    .testTarget(name: "AnimViewsTests", dependencies: ["AnimViews", "AnimationCore"]),
    .testTarget(
      name: "AnimRuntimeTests", dependencies: ["AnimRuntime", "AnimSyntax", "AnimPlot", "AnimFuzzSupport", "AnimViews"]),
    .testTarget(
      name: "AnimCLITests",
      dependencies: ["anim", "AnimREPL", "AnimSyntax", "AnimPlot", "AnimExport", "AnimationCore"]),
    // Grammar/anim.tmLanguage.json (editors' highlighting) run through Oniguruma, as editors do.
    .systemLibrary(
      name: "COniguruma", pkgConfig: "oniguruma", providers: [.apt(["libonig-dev"])]),
    .testTarget(name: "TextMateGrammarTests", dependencies: ["AnimSyntax", "COniguruma"]),
  ]
)
