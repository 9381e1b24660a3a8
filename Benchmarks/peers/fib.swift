// fib(27) in native Swift, the same recursion as fib.py / fib.lua (swiftc -O).
@inline(never) func fib(_ n: Double) -> Double { n < 2 ? n : fib(n - 1) + fib(n - 2) }
let n = CommandLine.arguments.count > 1 ? Double(CommandLine.arguments[1]) ?? 27 : 27
print(Int(fib(n)))
