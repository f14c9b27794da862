import Foundation
import Presentable

/// Messages for the person at the terminal, on standard error, sanitized like everything else
/// the demo shows: they quote paths and arguments, which may hold escape sequences.
enum StandardError {
  /// Writes each line, sanitized (a line feed inside one shows as `␊`), then a line feed.
  ///
  /// ```swift
  /// StandardError.write("SettingsDemo: cannot read \(path)")   // ESC ] 0 ; … shows as ␛]0;…
  /// ```
  static func write(_ lines: String...) {
    let text = lines.map { Sanitizer.sanitize($0) + "\n" }.joined()
    FileHandle.standardError.write(Data(text.utf8))
  }
}
