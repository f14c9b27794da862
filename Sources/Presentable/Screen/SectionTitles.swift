/// A section header's title, as a view model for the built-in header cell.
struct SectionHeaderTitle: HeaderTextPresentable {
  var text: String
}

/// A section footer's text, as a view model for the built-in footer cell.
struct SectionFooterTitle: FooterTextPresentable {
  var text: String
}
