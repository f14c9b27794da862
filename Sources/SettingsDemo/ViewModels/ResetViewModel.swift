import Presentable

/// Opens the list of things to reset.
struct ResetViewModel: TextPresentable, ButtonPresentable, Hashable {
  var text: String { "Reset…" }
}
