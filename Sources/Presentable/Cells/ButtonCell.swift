/// A button row, configured from a view model that is ``TextPresentable`` and
/// ``ButtonPresentable``: `     [ Reset All Settings ]   `, centered, in its role's color:
/// ``ButtonPresentable/buttonColor`` (the accent color), or ``ButtonPresentable/destructiveColor``
/// for a destructive button, which no text color or button color outranks. The title is in the
/// view model's font. Enter and Space press it. An ``ImagePresentable``
/// view model's image goes before the brackets; a button shows no subtitle.
///
/// A busy button (``ButtonPresentable/isBusy``) shows a spinner or a bar in its brackets, keeps
/// focus and takes Enter and Space without pressing, until it is done.
public struct ButtonCell<ViewModel: TextPresentable & ButtonPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The title between brackets, centered.
  public func content(_ row: inout RowContent, state: Void) {
    let isDestructive = viewModel.buttonRole == .destructive
    let color = isDestructive ? viewModel.destructiveColor : viewModel.buttonColor
    let font = viewModel.font
    viewModel.decorateLeading(&row)
    row.leading("[ ", style: Style(foreground: color), name: "button")
    row.append(viewModel.text, style: Style(foreground: color, font: font))
    // "Reset All Settings, button"; "Check for Updates, button, busy, 40%" while it works.
    row.say("\(viewModel.text), button")
    if viewModel.isBusy { busyMark(&row, color: color) }
    row.append(" ]", style: Style(foreground: color))
    row.alignment = .center
    guard row.isRecordingProvenance else { return }
    if isDestructive {
      // The role outranks the button color; say so, then where the role's color came from.
      let normal = viewModel.buttonColor
      if normal != Color.look(.button) {
        row.recordOrigin(
          "foreground", value: normal, resolves: nil, layer: .viewModel,
          source: "buttonColor, outranked by the destructive role")
      }
      let source =
        color != Color.look(.destructive)
        ? "destructive: destructiveColor"
        : row.context.look.sets(.destructive)
          ? "destructive: app look's destructiveColor" : "destructive: package look's destructiveColor"
      row.recordOrigin("foreground", layer: .role, source: source)
    } else {
      row.recordOrigin(
        "foreground", value: color, part: .button)
    }
    // The title's font, not the brackets'.
    let isDefault = font == TraitDefaults.body.font
    row.recordOrigin(
      "font", value: font, resolves: nil, layer: isDefault ? .traitDefault : .viewModel,
      source: "font")
  }

  /// The spinner, or the bar of ``ButtonPresentable/busyProgress``, after the title: in the
  /// button's own color, so a look that styles the button styles its work too.
  private func busyMark(_ row: inout RowContent, color: Color) {
    guard let progress = viewModel.busyProgress else {
      row.append(" " + Spinner.frame(at: row.context.time), style: Style(foreground: color))
      row.say("busy")
      return
    }
    let fraction = progress.isFinite ? min(1, max(0, progress)) : 0
    row.say("busy, \(Int((fraction * 100).rounded(.down)))%")
    let filled = Int((fraction * Double(Self.busyBarWidth)).rounded(.down))
    row.append(" " + ProgressTrack.filled[filled], style: Style(foreground: color))
    row.append(
      ProgressTrack.empty[Self.busyBarWidth - filled], style: Style(foreground: .look(.separator)))
  }

  /// Columns of a busy button's bar: short, as it sits inside the button.
  static var busyBarWidth: Int { 5 }

  /// Enter and Space press the button (`Enter press`); while it is busy they are taken and do
  /// nothing, so neither presses twice nor falls through to the row's selection, and the hint
  /// line names no key, as none works.
  public func keys(state: Void) -> CellKeys<Void> {
    guard !viewModel.isBusy else { return CellKeys(in: .row).on(.activate) { _ in .handled } }
    return CellKeys(in: .row)
      .on(.activate, hint: .press) { _ in
        viewModel.onButtonPress()
        return .changed
      }
  }

  /// A busy button's spinner turns.
  public func behavior(state: Void) -> CellBehavior {
    rowBehavior(
      animationInterval: viewModel.isBusy && viewModel.busyProgress == nil && !viewModel.isHidden
        ? Spinner.interval : nil)
  }
}
