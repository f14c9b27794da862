import Presentable

/// A Wi-Fi network's row: a checkmark on the one joined, its name, a lock when it needs a password,
/// and its signal as bars (`▂▄▆·` is three of four; dots read without color).
///
/// ```
///   ✓ Home                                  🔒 ▂▄▆█
///     Café Libre                               ▂▄▆·
/// ```
///
/// It takes focus but leaves Enter to the form, whose selection section joins the network.
struct NetworkCell<ViewModel: TextPresentable & NetworkPresentable>: RowCell {
  var viewModel: ViewModel

  func content(_ row: inout RowContent, state: Void) {
    row.leading(
      viewModel.isJoined ? "✓" : "", style: Style(foreground: .look(.option), font: .body.bold()),
      name: "joined",
      fixedWidth: 1)
    row.text(viewModel)
    if viewModel.isSecured { row.trailing("🔒", name: "lock") }
    guard viewModel.signal > 0 else {
      row.trailing("out of range", style: Style(foreground: .look(.hint)), name: "signal")
      return
    }
    let bars = Array("▂▄▆█")
    let lit = min(4, viewModel.signal)
    row.trailing(String(bars[..<lit]), style: Style(foreground: viewModel.textColor), name: "signal")
    if lit < 4 {
      row.append(String(repeating: "·", count: 4 - lit), style: Style(foreground: .look(.hint)))
    }
  }

  /// `Enter join`: the row leaves the key to the form (`.ignored`), whose selection answers it
  /// with the row's words; the hint names the key the map binds to activate a row.
  func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row).on(.activate, hint: KeyHint("Enter", "join")) { _ in .ignored }
  }

  /// "Home, connected, secured, signal 4 of 4".
  func summary(state: Void) -> String {
    var parts = [viewModel.text]
    if viewModel.isJoined { parts.append("connected") }
    if viewModel.isSecured { parts.append("secured") }
    parts.append(viewModel.signal > 0 ? "signal \(viewModel.signal) of 4" : "out of range")
    return parts.joined(separator: ", ")
  }
}
