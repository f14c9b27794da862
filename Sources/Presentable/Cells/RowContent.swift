/// What a row shows: parts at its leading and trailing edges, and lines under it.
public struct RowContent: Sendable {
  /// Parts from the leading edge, one space apart; the last of them is cut first when the row
  /// is tight.
  public var leading: [RowPart]
  /// Parts at the trailing edge, kept whole while the row has room.
  public var trailing: [RowPart]
  /// Lines under the row, such as a validation message.
  public var below: [RowPart]
  /// How the leading parts sit when there is no trailing part.
  public var alignment: TextAlignment
  /// `true` wraps the leading text onto more lines instead of cutting it (footers).
  public var wraps: Bool

  /// A row's content.
  public init(
    leading: [RowPart], trailing: [RowPart] = [], below: [RowPart] = [], alignment: TextAlignment = .leading,
    wraps: Bool = false
  ) {
    self.leading = leading
    self.trailing = trailing
    self.below = below
    self.alignment = alignment
    self.wraps = wraps
  }
}
