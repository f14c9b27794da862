/// One finding: a member that looks meant to implement a trait requirement but does not.
///
/// Printed as compilers print warnings, so editors and CI logs link it to the line:
///
/// ```
/// Sources/App/Minion.swift:12: warning: 'var switchColour: Color' is not a requirement; did you mean 'var switchColor: Color' of SwitchWithTextCellDelegate? …
/// ```
struct NearMiss: Equatable, CustomStringConvertible {
  var file: String
  var line: Int
  var message: String
  /// The requirement it probably meant, for tests and tools.
  var requirement: String

  var description: String {
    Self.escapingControlCharacters("\(file):\(line): warning: \(message)")
  }

  /// `text` with every control character (C0, DEL, C1) written as `\u{…}`, so a strange file
  /// name cannot drive the terminal the warning is printed to.
  static func escapingControlCharacters(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
