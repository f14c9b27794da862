import Presentable

/// A section's header, in capitals as grouped settings lists set them; its color and font are
/// the app's look's (DemoLook).
struct SectionHeaderViewModel: HeaderTextPresentable, Hashable {
  var title: String
  var text: String { title.uppercased() }
}
