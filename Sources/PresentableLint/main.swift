import Foundation

let status = LintCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status.rawValue)
