/// Why the linter could not run: bad arguments or input it cannot read. Never a finding.
enum LintError: Error, Equatable, CustomStringConvertible {
  case usage(String)
  case unreadable(_ path: String, _ reason: String)
  case noTraits(_ directory: String)

  var description: String {
    switch self {
    case .usage(let message): message
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .noTraits(let directory):
      "no trait protocols in \(directory): is it Presentable's Sources/Presentable/Traits?"
    }
  }
}
