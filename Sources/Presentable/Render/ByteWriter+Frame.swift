extension ByteWriter {
  /// Writes the glyphs of `count` frame cells that all hold ASCII, a byte each.
  ///
  /// Here, not in `ByteWriter`, because Support sits below Render and knows no frame.
  @inline(__always)
  mutating func write(ascii cells: UnsafePointer<FrameCell>, count cellCount: Int) {
    write(count: cellCount) { UInt8(truncatingIfNeeded: cells[$0].glyph) }
  }
}
