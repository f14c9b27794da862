/// What a cell needs to know to render besides its view model.
public struct CellContext: Equatable, Sendable {
  /// Whether the row has keyboard focus.
  public var isFocused: Bool
  /// How wide the output draws East Asian Ambiguous characters.
  public var ambiguous: AmbiguousWidth
  /// Glyphs for image names.
  public var images: ImageCatalog
  /// The moment drawn, on the screen's animation clock: a cell that animates (a spinner) draws
  /// its frame for it. Zero until a runner advances the clock (see
  /// ``CellBehavior/animationInterval``).
  public var time: Duration
  /// The app's look, which the parts a view model leaves alone take. The table sets it from the
  /// frame it draws into (``Frame/look``).
  public var look: Look

  /// A context; by default unfocused, ambiguous characters narrow, the standard images, time
  /// zero, the package's look.
  public init(
    isFocused: Bool = false, ambiguous: AmbiguousWidth = .narrow, images: ImageCatalog = .standard,
    time: Duration = .zero, look: Look = .standard
  ) {
    self.look = look
    self.isFocused = isFocused
    self.ambiguous = ambiguous
    self.images = images
    self.time = time
  }
}
