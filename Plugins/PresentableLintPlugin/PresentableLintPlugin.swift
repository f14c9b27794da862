import Foundation
import PackagePlugin

/// `swift package presentable-lint`: reports members that nearly implement a Presentable trait
/// requirement, which protocol-extension defaults would otherwise let compile silently.
///
/// ```sh
/// swift package presentable-lint                      # every target of the package
/// swift package presentable-lint --target MyApp       # one target (repeat for more)
/// ```
///
/// It reads the trait protocols from the Presentable package the project depends on, and the
/// project's Swift sources as text, then runs the `PresentableLint` tool. It fails when the tool
/// reports anything, so CI can run it as a check.
@main
struct PresentableLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    guard extractor.remainingArguments.isEmpty else {
      throw LintPluginError(
        "unexpected arguments \(extractor.remainingArguments); use --target NAME to pick targets")
    }
    let targets = try selectedTargets(in: context.package, named: targetNames)
    let traits = try traitsDirectory(from: context.package)

    var toolArguments = ["--traits", traits.path]
    for target in targets {
      let files = target.sourceFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
      guard !files.isEmpty else { continue }
      toolArguments += ["--module", target.name] + files.map(\.url.path)
    }
    guard toolArguments.count > 2 else {
      print("presentable-lint: no Swift sources to lint")
      return
    }

    let process = Process()
    process.executableURL = try context.tool(named: "PresentableLint").url
    process.arguments = toolArguments
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw LintPluginError("presentable-lint found near misses of Presentable trait requirements")
    default: throw LintPluginError("PresentableLint failed with status \(process.terminationStatus)")
    }
  }

  /// The Swift targets to lint: those named, or all of the package's (tests included: their view
  /// models adopt traits too).
  private func selectedTargets(in package: Package, named names: [String]) throws -> [SourceModuleTarget] {
    let all = package.targets.compactMap { $0 as? SourceModuleTarget }
    guard !names.isEmpty else { return all }
    return try names.map { name in
      guard let target = all.first(where: { $0.name == name }) else {
        throw LintPluginError("no target named \(name) in \(package.displayName)")
      }
      return target
    }
  }

  /// `Sources/Presentable/Traits` of the Presentable package in the dependency graph (or of the
  /// package itself, when that is Presentable).
  private func traitsDirectory(from root: Package) throws -> URL {
    var queue = [root]
    var seen: Set<String> = []
    while !queue.isEmpty {
      let package = queue.removeFirst()
      guard seen.insert(package.id).inserted else { continue }
      if let library = package.targets.first(where: { $0.name == "Presentable" }) as? SourceModuleTarget,
        let trait = library.sourceFiles.first(where: {
          $0.url.deletingLastPathComponent().lastPathComponent == "Traits"
        })
      {
        return trait.url.deletingLastPathComponent()
      }
      queue += package.dependencies.map(\.package)
    }
    throw LintPluginError(
      "cannot find the Presentable package's Sources/Presentable/Traits among the dependencies")
  }
}
