/// The storage of frames a screen returned before, drawn into again.
///
/// Whoever shows a screen keeps the frame it showed last, to compare the next one with, and lets
/// go of the one before. So of the last two frames a screen returned, the older is usually free
/// again by the next frame, and drawing into it spares allocating and blanking a new grid for
/// every key. A frame still held elsewhere is never written: blanking it copies it first, as
/// any value's would.
struct FrameRecycler {
  private var older: Frame?
  private var newer: Frame?

  /// A frame of this size for a screen that writes every one of its cells, in storage the screen
  /// used before when it is free. Its cells hold whatever was drawn there before: blanking them
  /// first would write the whole grid twice.
  mutating func frameToOverwrite(width: Int, height: Int, ambiguous: AmbiguousWidth) -> Frame {
    guard var frame = older.take(), frame.width == width, frame.height == height, frame.ambiguous == ambiguous
    else { return Frame(width: width, height: height, ambiguous: ambiguous) }
    frame.clusters.removeAll(keepingCapacity: true)
    return frame
  }

  /// Remembers a frame just returned, to draw into the one before it next.
  mutating func returned(_ frame: Frame) {
    older = newer.take()
    newer = frame
  }
}
