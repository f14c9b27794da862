import Foundation
import PresentableTestSupport

@testable import Presentable

/// Measures strings with the reference, Python's wcwidth 0.9.4 (`Scripts/width-oracle.py`).
///
/// `.ci/run` installs it; where it is missing the tests that need it are skipped, unless
/// `PRESENTABLE_REQUIRE_WCWIDTH` is set (CI sets it), in which case they fail.
enum WidthOracle {
  static let isRequired = ProcessInfo.processInfo.environment["PRESENTABLE_REQUIRE_WCWIDTH"] != nil

  static let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/width-oracle.py").path

  static let isAvailable: Bool = (try? VTReplay.run([script, "--probe"], input: []).status) == 0

  /// Whether tests that ask the reference should run: it is installed, or CI demands it.
  static var shouldRun: Bool { isAvailable || isRequired }

  /// The reference's widths of `strings`, with ambiguous characters narrow and wide.
  static func widths(_ strings: [String]) throws -> [DisplayWidth.Measurement] {
    let input = try JSONSerialization.data(withJSONObject: strings)
    let result = try VTReplay.run([script], input: Array(input))
    guard result.status == 0 else {
      throw NSError(
        domain: "WidthOracle", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.error])
    }
    let pairs = try JSONDecoder().decode([[Int]].self, from: result.output)
    return pairs.map { DisplayWidth.Measurement(narrow: $0[0], wide: $0[1]) }
  }
}
