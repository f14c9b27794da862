// A row from a view model: the traits it conforms to choose the cell, as they do in a table.
// Where a view model fits several initializers, Swift takes the one with the most traits (a row
// with a detail and an accessory is a `ValueCell`, not an `AccessoryCell`).

extension FormRow {
  /// A row of text: ``TextCell``.
  public init(_ viewModel: some TextPresentable) {
    self.init(cell: TextCell(viewModel: viewModel))
  }

  /// A row of text and a value: ``DetailCell``.
  public init(_ viewModel: some TextPresentable & DetailTextPresentable) {
    self.init(cell: DetailCell(viewModel: viewModel))
  }

  /// A switch row: ``SwitchWithTextCell``. A view model that is also an ``ImagePresentable``
  /// shows its image before the text (``ImageSwitchWithTextCell`` is this cell).
  public init(_ viewModel: some TextPresentable & SwitchPresentable) {
    self.init(cell: SwitchWithTextCell(viewModel: viewModel))
  }

  /// A text field: ``TextFieldCell``. The form checks the field's
  /// ``TextFieldPresentable/validationRules`` against its text.
  public init<ViewModel: TextFieldPresentable>(_ viewModel: ViewModel) {
    self.init(cell: TextFieldCell(viewModel: viewModel))
    check = { viewModel.validationRules.firstFailure(for: viewModel.text) }
    checksOnLeave = false
  }

  /// A text area of several lines: ``TextAreaCell``.
  public init(_ viewModel: some TextAreaPresentable) {
    self.init(cell: TextAreaCell(viewModel: viewModel))
  }

  /// A date, a time or both, edited field by field: ``DatePickerCell``.
  public init(_ viewModel: some TextPresentable & DatePickerPresentable) {
    self.init(cell: DatePickerCell(viewModel: viewModel))
  }

  /// A bar, or a spinner while the amount is unknown: ``ProgressCell``.
  public init(_ viewModel: some TextPresentable & ProgressPresentable) {
    self.init(cell: ProgressCell(viewModel: viewModel))
  }

  /// A value that spins while it loads: ``LoadingCell``.
  public init(_ viewModel: some TextPresentable & DetailTextPresentable & LoadingPresentable) {
    self.init(cell: LoadingCell(viewModel: viewModel))
  }

  /// A row the user selects: ``AccessoryCell``.
  public init(_ viewModel: some TextPresentable & AccessoryPresentable) {
    self.init(cell: AccessoryCell(viewModel: viewModel))
  }

  /// A row with a value that opens more: ``ValueCell``, `Wi-Fi      Home ›`.
  public init(_ viewModel: some TextPresentable & DetailTextPresentable & AccessoryPresentable) {
    self.init(cell: ValueCell(viewModel: viewModel))
  }

  /// A picker that steps through its options in place: ``OptionsCell``.
  public init(_ viewModel: some TextPresentable & OptionsPresentable) {
    self.init(cell: OptionsCell(viewModel: viewModel))
  }

  /// A slider: ``SliderCell``.
  public init(_ viewModel: some TextPresentable & SliderPresentable) {
    self.init(cell: SliderCell(viewModel: viewModel))
  }

  /// A stepper: ``StepperCell``.
  public init(_ viewModel: some TextPresentable & StepperPresentable) {
    self.init(cell: StepperCell(viewModel: viewModel))
  }

  /// A button: ``ButtonCell``. A destructive button asks first (`Reset All Settings?`, with
  /// Cancel and Reset All Settings); ``confirm(_:)`` asks something else, or nothing.
  public init(_ viewModel: some TextPresentable & ButtonPresentable) {
    self.init(cell: ButtonCell(viewModel: viewModel))
    if viewModel.buttonRole == .destructive {
      confirmation = .confirmation("\(viewModel.text)?", confirm: viewModel.text)
    }
  }
}

extension FormRow {
  /// A button that runs `action`, for actions that need no view model of their own. A destructive
  /// one asks first, as a destructive button view model does.
  ///
  /// ```swift
  /// FormRow.button("Forget This Network", role: .destructive) { wifi.forget() }
  /// ```
  public static func button(
    _ title: String, role: ButtonRole = .normal, action: @escaping () -> Void
  ) -> FormRow {
    FormRow(FormButtonViewModel(text: title, buttonRole: role, action: action))
  }

  /// A row with a value and a chevron that opens a page: `Wi-Fi      Home ›`.
  ///
  /// ```swift
  /// FormRow.link("Wi-Fi", value: wifi.joined?.name ?? "Off") { WiFiPage(wifi: wifi) }
  /// ```
  public static func link(
    _ title: String, value: String = "", page: @escaping () -> any StackPage
  ) -> FormRow {
    FormRow(FormLinkViewModel(text: title, detailText: value)).pushes(page)
  }
}

/// A button row's view model that holds its action.
struct FormButtonViewModel: TextPresentable, ButtonPresentable {
  var text: String
  var buttonRole: ButtonRole
  var action: () -> Void
  func onButtonPress() { action() }
}

/// A navigation row's view model: a title, a value, a chevron.
struct FormLinkViewModel: TextPresentable, DetailTextPresentable, AccessoryPresentable {
  var text: String
  var detailText: String
}
