/// A switch row with an image before its text, configured from one view model that is
/// ``ImagePresentable``, ``TextPresentable`` and ``SwitchPresentable``.
///
/// The whole difference from ``SwitchWithTextCell`` is one line: the image, then the switch
/// row's own parts.
///
/// ```swift
/// func content(_ row: inout RowContent) {
///   row.image(viewModel)
///   SwitchWithTextCell(viewModel: viewModel).content(&row)
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
  @inlinable public func content(_ row: inout RowContent) {
    row.image(viewModel)
    switchRow.content(&row)
  }

  /// As a switch row.
  public func respond(to key: Key) -> KeyResult { switchRow.respond(to: key) }

  /// As a switch row.
  public func keyHints(state: Void) -> [KeyHint] { switchRow.keyHints(state: state) }

  /// As a switch row.
  public var summary: String { switchRow.summary }
}
