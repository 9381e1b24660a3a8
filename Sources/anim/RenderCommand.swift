// `anim render FILE --at 0.5 -o frame.svg`: one frame of a script's `#Preview` view.
import AnimPlot
import ArgumentParser
import Foundation

/// Writes one frame of the view a script's `#Preview` names, as SVG or (through rsvg-convert)
/// PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Write one frame of a script's #Preview view: anim render view.anim -o frame.svg.",
    discussion: """
      Runs the script, lays out the view its #Preview { … } names (the first, or
      the one --preview names) in a --size canvas (default 400x300, points, origin
      top left) and writes what is drawn at --at seconds as SVG, or as PNG when the
      output ends in .png (converted by rsvg-convert from librsvg2-bin, at 2 pixels
      a point). When --at is later than where the script left the scene's clock,
      the clock runs on to it first, as wait would (animations tick, completions
      run). The preview's views are made then: they show the state at that time, with
      no animation of their own in flight.

      Examples:
        anim render Examples/elastic_view.anim -o elastic.svg
        anim render Examples/elastic_view.anim --size 400x300 --at 0.5 -o elastic.png
      """)

  @Argument(help: "The script ('-' reads standard input).")
  var file: String

  @Option(help: ArgumentHelp("The time to draw, in seconds on the scene's clock (the clock runs on to it).", valueName: "SECONDS"))
  var at: Double = 0

  @Option(help: ArgumentHelp("The canvas in points, WIDTHxHEIGHT.", valueName: "WxH"))
  var size: String = "400x300"

  @Option(help: ArgumentHelp("The #Preview(\"Name\") to draw (default: the first).", valueName: "NAME"))
  var preview: String?

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp("Where to write the frame: .svg, .png, or '-' for SVG on standard output.", valueName: "OUT"))
  var output: String = "-"

  @OptionGroup var runOptions: RunOptions

  func validate() throws {
    guard RenderCommand.parseSize(size) != nil else {
      throw ValidationError("--size takes WIDTHxHEIGHT in points, each from 1 to 10000 (e.g. 400x300), not '\(size)'.")
    }
    guard at.isFinite, at >= 0 else { throw ValidationError("--at takes a time of 0 seconds or more.") }
    if let problem = OutputPath.problem(writing: output, option: "-o") { throw ValidationError(problem) }
    if output != "-" && !output.hasSuffix(".svg") && !output.hasSuffix(".png") {
      throw ValidationError("-o names an .svg or a .png file.")
    }
  }

  /// `400x300` as points; nil unless both are whole numbers from 1 to 10000.
  static func parseSize(_ text: String) -> (width: Double, height: Double)? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),  // trap-ok: count is 2
      (1...10000).contains(w), (1...10000).contains(h)
    else { return nil }
    return (Double(w), Double(h))
  }

  func run() throws {
    let script = try ScriptSource.load(file)
    guard let (width, height) = RenderCommand.parseSize(size),
      let frame = Host.current.viewFrame(
        script, preview: preview, width: width, height: height, at: at, options: runOptions.host)
    else { throw ExitCode(ExitStatus.failure) }
    if output == "-" {
      Output.write(frame.svg)
      return
    }
    if output.hasSuffix(".png") {
      try RenderCommand.writePNG(frame.svg, to: output)
    } else {
      try PlotCommand.emit(frame.svg, to: output, announce: false)
    }
    Output.write("wrote \(output) (\(Int(width)) × \(Int(height)) points)\n")
  }

  /// SVG → PNG through `rsvg-convert` (librsvg2-bin), at 2 pixels a point.
  static func writePNG(_ svg: String, to path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["rsvg-convert", "--zoom", "2", "--format", "png", "--output", path]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    do {
      try process.run()
    } catch {
      Output.error("cannot run rsvg-convert (install librsvg2-bin: make setup-test): \(error.localizedDescription)")
      throw ExitCode(ExitStatus.failure)
    }
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      Output.error(
        process.terminationStatus == 127
          ? "rsvg-convert is not installed (install librsvg2-bin: make setup-test)"
          : "rsvg-convert failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
      throw ExitCode(ExitStatus.failure)
    }
  }
}
