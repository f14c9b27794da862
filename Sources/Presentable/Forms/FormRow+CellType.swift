extension FormRow {
  /// A row drawn by a cell of type `cellType` made from `viewModel`: any row kind, the library's
  /// or your own, with no initializer written for it.
  ///
  /// ```swift
  /// FormSection("Feedback") {
  ///   FormRow(AppRatingViewModel(settings: settings), cell: RatingCell.self)
  /// }
  /// ```
  ///
  /// The initializers that take a view model alone pick the library's cell from its traits; this
  /// one is for a row kind they do not know.
  public init<C: Cell>(_ viewModel: C.ViewModel, cell cellType: C.Type) {
    self.init(cell: cellType.init(viewModel: viewModel))
  }
}
