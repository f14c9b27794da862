/// One column of the grid, packed into 16 bytes so frames compare and diff at memory speed.
struct FrameCell: Equatable, Sendable {
  /// A Unicode scalar value; or ``clusterFlag`` plus an index into ``Frame/clusters``; or
  /// ``continuation`` for the second (and further) columns of a wide cluster.
  var glyph: UInt32
  var foreground: UInt32
  var background: UInt32
  var attributes: UInt32

  static let clusterFlag: UInt32 = 0x8000_0000
  static let continuation: UInt32 = 0xFFFF_FFFF

  init(glyph: UInt32, style: Style) {
    self.glyph = glyph
    self.foreground = style.foreground.rawValue
    self.background = style.background.rawValue
    self.attributes = style.packedAttributes
  }

  var style: Style {
    Style(foreground: foreground, background: background, packedAttributes: attributes)
  }
  var isContinuation: Bool { glyph == FrameCell.continuation }
  @inline(__always)
  func sameStyle(as other: FrameCell) -> Bool {
    foreground == other.foreground && background == other.background && attributes == other.attributes
  }
}
