import ArgumentParser
import PresentableArgumentParser

/// Docs/ArgumentParser.md's walkthrough: a coffee order whose missing options are asked.
@main
struct Coffee: AsyncParsableCommand, AskingCommand {
  static let configuration = CommandConfiguration(
    commandName: "coffee", abstract: "Orders a coffee, asking what the command line leaves out.")

  enum Size: String, ExpressibleByArgument, CaseIterable {
    case small, medium, large
  }

  @Option(help: "Who the coffee is for.") var name: String?
  @Option(help: "small, medium or large.") var size: Size?
  @Option(help: "Espresso shots, 1 to 4.") var shots: Int?
  @Flag(inversion: .prefixedNo, help: "With milk, or not.") var milk: Bool?
  @OptionGroup var asking: AskingOptions

  static var askedOptions: [AskedOption<Coffee>] {
    [
      .text(\.name, "Who is it for?", placeholder: "Ada", environment: "COFFEE_NAME"),
      .choose(\.size, "Which size?", default: .medium),
      .text(\.shots, "How many shots?", default: "1", environment: "COFFEE_SHOTS"),
      .confirm(\.milk, "With milk?", default: false),
    ]
  }

  func validate() throws {
    if let shots, !(1...4).contains(shots) { throw ValidationError("Between 1 and 4 shots, please.") }
  }

  mutating func run() async throws {
    let asked = try await askMissingOptions()
    let milk = milk == true ? " and milk" : ""
    print("A \(size?.rawValue ?? "") coffee with \(shots ?? 1) shots\(milk) for \(name ?? "").")
    if !asked.arguments.isEmpty { print("next time: " + asked.commandLine()) }
  }
}
