import Foundation
import Testing
import XCTest

/// Reports failures to whichever test framework is running the caller.
///
/// Swift Testing knows its current test (`Test.current`); anything else is taken to be XCTest,
/// whose `XCTFail` does nothing outside a test. Both are called on the caller's thread: no waiter,
/// no hop to the main thread.
enum TestReporter {
  /// Records a failure at the call site.
  static func fail(_ message: String, at site: CallSite) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
  }

  /// Tells the person running the tests something that is not a failure (a snapshot recorded).
  static func note(_ message: String) {
    FileHandle.standardError.write(Data(("[snapshot] " + message + "\n").utf8))
  }
}
