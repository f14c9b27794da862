import Presentable

/// A Wi-Fi network as a row shows it: this app's own trait, with a cell of its own
/// (``NetworkCell``), as any app can add.
protocol NetworkPresentable: RowStatePresentable {
  /// Bars of signal, 1 to 4; 0 when out of range.
  var signal: Int { get }
  /// Whether joining needs a password.
  var isSecured: Bool { get }
  /// Whether this is the network joined.
  var isJoined: Bool { get }
}
