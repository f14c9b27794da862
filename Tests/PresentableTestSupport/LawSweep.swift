import Foundation

/// The widths the package's own tests check the cell laws at: a sample by default (0 to 8, 40,
/// 80 and 120, where the edges and the usual terminals are), every width from 0 to 120 when
/// `PRESENTABLE_FULL_LAWS=1` (as `.ci/run` sets it). The sample also draws each hostile text at
/// each width focused or not, in turn, rather than both (`CellLaws.check(_:widths:sampled:)`):
/// every text, every width and both focus states are still met. The sample keeps `swift test`
/// short; the full sweep is what CI runs. Other seeded sweeps (line fitting, widths checked by
/// the reference, the key decoder's fuzz) run whole under `isFull` too, and a sample otherwise,
/// each saying why its sample still covers every kind of case.
package enum LawSweep {
  /// Whether the environment asks for every width.
  package static var isFull: Bool { ProcessInfo.processInfo.environment["PRESENTABLE_FULL_LAWS"] == "1" }

  /// Whether the sweep is the default sample: contexts in turn, not all of them.
  package static var isSampled: Bool { !isFull }

  /// The widths to check, ascending.
  package static var widths: [Int] { isFull ? Array(0...120) : sampled }

  /// The sample: every width a row can be too narrow at, and three usual ones.
  package static let sampled = Array(0...8) + [40, 80, 120]
}
