/// Where text sits in a wider space.
public enum TextAlignment: Sendable, Hashable {
  /// At the start, padded after.
  case leading
  /// In the middle; an odd column of padding goes after.
  case center
  /// At the end, padded before.
  case trailing
}
