import Presentable

/// A section's header, in capitals as grouped settings lists set them.
struct SectionHeaderViewModel: AppHeaderTextPresentable, Hashable {
  var title: String
  var text: String { title.uppercased() }
}
