// AnimFuzz: feeds arbitrary bytes and mutated scripts to the whole language pipeline.
//
// Two engines share `FuzzOne.run`:
// - built with `-Xswiftc -sanitize=fuzzer -Xswiftc -DANIM_LIBFUZZER` (`make fuzz`), libFuzzer
//   drives it (coverage-guided; its usual flags apply, e.g. `-max_total_time=1800`);
// - built plainly (`swift build --product AnimFuzz`), a small mutation driver without coverage
//   feedback runs instead: `AnimFuzz [--seconds N] [--seed N] [--last FILE] DIR|FILE…`;
// - with `--exec ANIM` first, the process driver (ProcessDriver.swift) runs the mutated scripts
//   through the built `anim` binary and checks exit status, time and peak memory.
// Either way a crash is a Swift trap or a signal; the input that caused it is saved (libFuzzer:
// `crash-…` files; the plain driver: the `--last` file, written before every run).
import AnimSyntax
import Foundation

#if ANIM_LIBFUZZER
  // libFuzzer's entry for programs that have their own `main` (compiler-rt FuzzerDriver.cpp).
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzOne.run(bytes)
    return 0
  }
  exit(status)
#else
  if CommandLine.arguments.dropFirst().first == "--exec" {
    ProcessDriver.main(Array(CommandLine.arguments.dropFirst()))
  } else {
    PlainDriver.main(Array(CommandLine.arguments.dropFirst()))
  }
#endif
