/// A switch row with an image before its text, configured from one view model that is
/// ``ImagePresentable``, ``TextPresentable`` and ``SwitchPresentable``: the talk's last step.
///
/// Every text row shows the image of an ``ImagePresentable`` view model (see
/// ``TextDecorationPresentable``), so this cell is a ``SwitchWithTextCell`` that insists on one:
///
/// <!-- snippet: in (extension ExampleCell) -->
/// ```swift
/// func content(_ row: inout RowContent, state: Void) {
///   SwitchWithTextCell(viewModel: viewModel).content(&row, state: ())   // the image comes with the text
/// }
/// ```
public struct ImageSwitchWithTextCell<ViewModel: ImagePresentable & TextPresentable & SwitchPresentable>:
  RowCell
{
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  @usableFromInline var switchRow: SwitchWithTextCell<ViewModel> { SwitchWithTextCell(viewModel: viewModel) }

  /// The image, then the text and the switch.
  @inlinable public func content(_ row: inout RowContent, state: Void) {
    switchRow.content(&row, state: ())
  }

  /// Space and Enter flip the switch; Right turns it on, Left off: the image changes no key.
  public func respond(to key: Key, state: inout Void, keyMap: KeyMap) -> KeyResult {
    switchRow.respond(to: key, state: &state, keyMap: keyMap)
  }

  /// Space toggles.
  public func keyHints(state: Void, keyMap: KeyMap) -> [KeyHint] {
    switchRow.keyHints(state: state, keyMap: keyMap)
  }

  /// "Minion Mode!!!, switch, on": a screen reader needs no word for the image.
  public func summary(state: Void) -> String { switchRow.summary(state: ()) }
}
