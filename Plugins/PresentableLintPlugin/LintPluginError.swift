/// A failure the plugin reports to SwiftPM, which prints it and exits with a non-zero status.
struct LintPluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
