import ArgumentParser
import Foundation

/// How swift-argument-parser spells a command's arguments, read from its public help dump (the
/// `--experimental-dump-help` JSON, the same one its manual and DocC plug-ins read).
struct CommandSpelling: Decodable {
  /// One argument as the dump describes it; only the fields asking needs.
  struct Argument: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var kind: String
    var names: [Name]?
    var preferredName: Name?
    var valueName: String?
    var isOptional: Bool
    var allValues: [String]?

    /// The name the user types: `--name`, else `-n`.
    var flag: String? {
      let names = names ?? []
      guard let name = names.first(where: { $0.kind == "long" }) ?? preferredName ?? names.first else {
        return nil
      }
      return name.kind == "short" ? "-" + name.name : "--" + name.name
    }

    /// Whether `flag` (`--user`, `-u`) is one of its names.
    func spells(_ flag: String) -> Bool {
      (names ?? []).contains { ($0.kind == "short" ? "-" : "--") + $0.name == flag }
    }

    /// `--name <name>`, as the usage line shows it.
    var usage: String {
      guard let flag else { return "<\(valueName ?? "value")>" }
      return kind == "option" ? "\(flag) <\(valueName ?? "value")>" : flag
    }

    /// The words that give this argument `value` on a command line (`--age=-3` keeps a value
    /// that starts with a dash a value).
    func words(_ value: String) -> [String] {
      guard let flag else { return [value] }
      if kind == "flag" { return [flag] }
      return flag.hasPrefix("--") ? ["\(flag)=\(value)"] : [flag, value]
    }
  }

  struct Command: Decodable {
    var commandName: String
    var arguments: [Argument]?
  }

  var command: Command

  /// The options the user can give, in the order the command declares them.
  var options: [Argument] { (command.arguments ?? []).filter { $0.kind == "option" } }

  /// The words that make a parse succeed apart from the asked options: a sample value for every
  /// required argument.
  var requiredWords: [String] {
    (command.arguments ?? []).filter { !$0.isOptional && $0.kind != "flag" }.flatMap {
      $0.words($0.allValues?.first ?? "1")
    }
  }

  /// The spelling of `Command`, read once per asking run.
  static func of<C: ParsableArguments>(_ type: C.Type) -> CommandSpelling? {
    do {
      _ = try C.parse(["--experimental-dump-help"])
      return nil
    } catch {
      let json = C.fullMessage(for: error, columns: nil)
      return try? JSONDecoder().decode(CommandSpelling.self, from: Data(json.utf8))
    }
  }
}
