/// A switch row's data source and delegate as one view model, for the talk's
/// `configure(withDataSource:delegate:)`, where the two may be different objects.
///
/// <!-- snippet: skip (the app's data source and delegate, by the talk's names) -->
/// ```swift
/// var cell = SwitchWithTextCell(dataSource: viewModel, delegate: viewModel)
/// cell.configure(withDataSource: otherModel, delegate: controller)
/// ```
///
/// Text and switch state come from the data source; colors, font and the callback from the
/// delegate, or, without a delegate, from the data source's own (usually default) values.
public struct SwitchWithTextCellConfiguration: TextPresentable, SwitchPresentable {
  /// Where the title and switch state come from.
  var dataSource: any SwitchWithTextCellDataSource
  /// Where the look and the callback come from.
  var delegate: (any SwitchWithTextCellDelegate)?

  /// A data source and, optionally, a delegate: made by ``SwitchWithTextCell``'s
  /// `init(dataSource:delegate:)` and `configure(withDataSource:delegate:)`.
  init(dataSource: any SwitchWithTextCellDataSource, delegate: (any SwitchWithTextCellDelegate)? = nil) {
    self.dataSource = dataSource
    self.delegate = delegate
  }

  /// The data source's title.
  public var text: String { dataSource.title }
  /// The data source's switch state.
  public var switchOn: Bool { dataSource.switchOn }
  /// The delegate's color for the title.
  public var textColor: Color { delegate?.textColor ?? dataSource.textColor }
  /// The delegate's font for the title.
  public var font: Font { delegate?.font ?? dataSource.font }
  /// The delegate's switch color.
  public var switchColor: Color { delegate?.switchColor ?? dataSource.switchColor }
  /// Disabled when either says so.
  public var isEnabled: Bool { dataSource.isEnabled && (delegate?.isEnabled ?? true) }
  /// Hidden when the data source says so.
  public var isHidden: Bool { dataSource.isHidden }
  /// Tells the delegate (or the data source).
  public func onSwitchToggleOn(_ on: Bool) {
    if let delegate { delegate.onSwitchToggleOn(on) } else { dataSource.onSwitchToggleOn(on) }
  }
  /// The data source's image, if it has one.
  public func decorateLeading(_ row: inout RowContent) { dataSource.decorateLeading(&row) }
  /// The data source's subtitle, if it has one.
  public func decorateBelow(_ row: inout RowContent) { dataSource.decorateBelow(&row) }
}

extension SwitchWithTextCell where ViewModel == SwitchWithTextCellConfiguration {
  /// A cell showing a data source, styled and handled by a delegate.
  public init(dataSource: any SwitchWithTextCellDataSource, delegate: (any SwitchWithTextCellDelegate)? = nil)
  {
    self.init(viewModel: SwitchWithTextCellConfiguration(dataSource: dataSource, delegate: delegate))
  }

  /// Shows a data source, styled and handled by a delegate: the talk's configuration.
  public mutating func configure(
    withDataSource dataSource: any SwitchWithTextCellDataSource,
    delegate: (any SwitchWithTextCellDelegate)? = nil
  ) {
    configure(with: SwitchWithTextCellConfiguration(dataSource: dataSource, delegate: delegate))
  }
}
