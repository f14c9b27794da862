/// Text quoted in an error message for a person at a terminal: a path or an argument in double
/// quotes, its control characters shown as a terminal's caret notation (`ESC` as `^[`, BEL as
/// `^G`, DEL as `^?`) and C1 controls as `\x9B`, so the message says what was typed and never
/// sends an escape sequence (`"\u{1B}"` would say it in Swift's words).
///
/// Package access: the recorder's errors and SettingsDemo's usage errors use it.
///
/// ```swift
/// MessageText.quoted("a\u{1B}[2J.cast")   // "a^[[2J.cast", with the quotes
/// ```
package enum MessageText {
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F: result += "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
      case 0x7F: result += "^?"
      case 0x80...0x9F: result += "\\x" + String(scalar.value, radix: 16, uppercase: true)
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
