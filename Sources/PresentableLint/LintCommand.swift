import Foundation

/// The command line of `presentable-lint`: what to read, and what to print.
///
/// ```
/// PresentableLint --traits <Presentable>/Sources/Presentable/Traits \
///   --module SettingsDemo Sources/SettingsDemo --module ExamplesTests Tests/ExamplesTests
/// ```
///
/// Each `--module NAME` starts a module; the paths after it (files, or folders searched for
/// `.swift` files) are its sources. A path before any `--module` is a module of its own. Findings
/// go to standard output, one per line, then a summary. Exit status: 0 when there is nothing to
/// report, 1 when there are near misses, 2 when the arguments or the input are bad.
///
/// With `--generate-probe FILE` it writes the law check's probe from the traits instead (see
/// ``ProbeGenerator``; `Scripts/generate-trait-probe.sh` formats it, or checks it in CI).
enum LintCommand {
  static let usage = """
    usage: PresentableLint --traits DIRECTORY [--module NAME] PATH...
      Reports members of types adopting Presentable traits that nearly implement a requirement.
      --traits DIRECTORY  Presentable's Sources/Presentable/Traits, where the requirements are read
      --module NAME       the paths that follow belong to the module NAME (default: one module per path)
    usage: PresentableLint --traits DIRECTORY --probe-values FILE --generate-probe FILE
      Writes TraitProbe+Traits.swift from the traits (Scripts/generate-trait-probe.sh runs it).
    """

  /// Exit statuses.
  enum Status: Int32 {
    case clean = 0
    case nearMisses = 1
    case failure = 2
  }

  /// Runs the command with `arguments` (without the program name), printing with `output`.
  static func run(_ arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Status {
    do {
      guard let (traits, modules, probe) = try parse(arguments) else {
        output(usage)
        return .clean
      }
      let catalog = try TraitCatalog(directory: URL(fileURLWithPath: traits))
      if let probe { return try generate(probe, catalog: catalog, output: output) }
      let linter = NearMissLinter(
        catalog: catalog, modules: try modules.map { try SourceModule(name: $0.name, paths: $0.paths) })
      let findings = linter.findings()
      for finding in findings { output(finding.description) }
      let adopting = linter.adoptingCount
      let checked =
        "\(adopting) \(adopting == 1 ? "type or protocol" : "types and protocols") checked against "
        + "\(catalog.traits.count) traits"
      if findings.isEmpty {
        output("presentable-lint: no near misses; \(checked)")
        return .clean
      }
      output(
        "presentable-lint: \(findings.count) \(findings.count == 1 ? "near miss" : "near misses"); \(checked)"
      )
      return .nearMisses
    } catch let error as LintError {
      errors(NearMiss.escapingControlCharacters("presentable-lint: error: \(error)"))
      if case .usage = error { errors(usage) }
      return .failure
    } catch {
      errors(NearMiss.escapingControlCharacters("presentable-lint: error: \(error)"))
      return .failure
    }
  }

  /// What `--generate-probe` asks for: where `TraitProbe.Values` is, and the file to write.
  struct ProbeRequest {
    var values: String
    var output: String
  }

  /// Writes the probe generated from `catalog`.
  private static func generate(_ request: ProbeRequest, catalog: TraitCatalog, output: (String) -> Void)
    throws
    -> Status
  {
    let generator = ProbeGenerator(catalog: catalog, probeSource: try SourceModule.read(request.values))
    let text = try generator.source()
    do {
      try text.write(toFile: request.output, atomically: true, encoding: .utf8)
    } catch {
      throw LintError.unreadable(request.output, error.localizedDescription)
    }
    output("presentable-lint: wrote \(request.output)")
    return .clean
  }

  /// The traits folder, the modules and the probe to generate, or nil when help was asked for.
  private static func parse(_ arguments: [String]) throws -> (
    traits: String, modules: [(name: String, paths: [String])], probe: ProbeRequest?
  )? {
    var traits: String?
    var probeValues: String?
    var probeOutput: String?
    var modules: [(name: String, paths: [String])] = []
    var inModule = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--traits":
        guard let value = remaining.popFirst() else { throw LintError.usage("--traits needs a directory") }
        traits = value
      case "--probe-values":
        guard let value = remaining.popFirst() else { throw LintError.usage("--probe-values needs a file") }
        probeValues = value
      case "--generate-probe":
        guard let value = remaining.popFirst() else { throw LintError.usage("--generate-probe needs a file") }
        probeOutput = value
      case "--module":
        guard let value = remaining.popFirst() else { throw LintError.usage("--module needs a name") }
        modules.append((value, []))
        inModule = true
      case "-h", "--help":
        return nil
      default:
        if argument.hasPrefix("--") { throw LintError.usage("unknown option \(argument)") }
        if inModule {
          modules[modules.count - 1].paths.append(argument)
        } else {
          modules.append((argument, [argument]))
        }
      }
    }
    guard let traits else { throw LintError.usage("--traits is required") }
    if let probeOutput {
      guard let probeValues else { throw LintError.usage("--generate-probe needs --probe-values") }
      return (traits, [], ProbeRequest(values: probeValues, output: probeOutput))
    }
    guard modules.contains(where: { !$0.paths.isEmpty }) else { throw LintError.usage("no sources to lint") }
    return (traits, modules, nil)
  }
}
