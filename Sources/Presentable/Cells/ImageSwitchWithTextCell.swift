/// A switch row with an image before its text, configured from one view model that is
/// ``ImagePresentable``, ``TextPresentable`` and ``SwitchPresentable``: the talk's last step.
///
/// Every text row shows the image of an ``ImagePresentable`` view model (see
/// ``TextDecorationPresentable``), so this is a ``SwitchWithTextCell`` that insists on one: the
/// same row, the same keys, and the same transcript ("Minion Mode!!!, switch, on": a screen
/// reader needs no word for the image). Docs/Cells.md shows the row.
public typealias ImageSwitchWithTextCell<ViewModel: ImagePresentable & TextPresentable & SwitchPresentable> =
  SwitchWithTextCell<ViewModel>
