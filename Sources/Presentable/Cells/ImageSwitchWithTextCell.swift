/// A switch row with an image before its text, configured from one view model that is
/// ``ImagePresentable``, ``TextPresentable`` and ``SwitchPresentable``.
///
/// The whole difference from ``SwitchWithTextCell`` is one override:
///
/// ```swift
/// override func leadingParts(for viewModel: T, context: CellContext) -> [RowPart] {
///   [Self.imagePart(viewModel, images: context.images)] + super.leadingParts(for: viewModel, context: context)
/// }
/// ```
open class ImageSwitchWithTextCell<T: ImagePresentable & TextPresentable & SwitchPresentable>:
  SwitchWithTextCell<T>
{
  /// The image, then the text.
  open override func leadingParts(for viewModel: T, context: CellContext) -> [RowPart] {
    [Self.imagePart(viewModel, images: context.images)] + super.leadingParts(for: viewModel, context: context)
  }
}
