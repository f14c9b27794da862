/// The data of a switch row: its title and whether the switch is on.
///
/// The talk's data source, one half of a split with ``SwitchWithTextCellDelegate`` (the behaviour
/// and the look). It is ``TextPresentable`` and ``SwitchPresentable`` with the text taken from
/// ``title``, so a view model written the talk's way works with every generic cell:
///
/// ```swift
/// struct MinionModeViewModel: SwitchWithTextCellDataSource {
///   var title = "Minion Mode!!!"
///   var switchOn = true
/// }
/// let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
/// ```
public protocol SwitchWithTextCellDataSource: TextPresentable, SwitchPresentable {
  /// The title beside the switch.
  var title: String { get }
  /// Whether the switch is on.
  var switchOn: Bool { get }
}

extension SwitchWithTextCellDataSource {
  /// The title is the row's text.
  public var text: String { title }
}
