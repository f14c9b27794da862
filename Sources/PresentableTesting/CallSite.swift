/// Where an assertion was written: failures point there, and repeated names are told apart by it.
struct CallSite: Sendable, Hashable {
  var fileID: String
  var filePath: StaticString
  var function: String
  var line: UInt
  var column: UInt

  /// `File.swift:12:5`, for messages.
  var shortDescription: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line):\(column)"
  }

  static func == (a: CallSite, b: CallSite) -> Bool {
    a.fileID == b.fileID && a.line == b.line && a.column == b.column && a.function == b.function
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(line)
    hasher.combine(column)
  }
}
