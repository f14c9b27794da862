/// Which lines of a table are on screen: the first item shown, how many of its lines are scrolled
/// out above, and how many lines the screen has.
///
/// Items have heights of their own (a footer wraps, a hidden row has none), which the viewport
/// asks for through a closure, and only for items near the ones it shows: scrolling costs what
/// the screen shows, whatever the table's length.
struct TableViewport {
  /// The first item shown, at least in part.
  var top = 0
  /// Lines of ``top`` scrolled out above the screen.
  var offset = 0
  /// Lines on screen.
  var height = 0

  /// Scrolls by `lines` (negative for up), no further than the table's ends.
  mutating func scroll(by lines: Int, itemCount: Int, height itemHeight: (Int) -> Int) {
    guard itemCount > 0 else { return }
    var item = min(top, itemCount - 1)
    var offset = self.offset + lines
    while offset < 0 && item > 0 {
      item -= 1
      offset += itemHeight(item)
    }
    offset = max(0, offset)
    while item < itemCount - 1 && offset >= itemHeight(item) {
      offset -= itemHeight(item)
      item += 1
    }
    top = item
    self.offset = min(offset, max(0, itemHeight(item) - 1))
    fill(itemCount: itemCount, height: itemHeight)
  }

  /// Scrolls up as far as needed for the screen to end at the table's last line or below it:
  /// no blank lines under the last item while there are lines above the screen.
  mutating func fill(itemCount: Int, height itemHeight: (Int) -> Int) {
    guard itemCount > 0 else {
      (top, offset) = (0, 0)
      return
    }
    top = min(top, itemCount - 1)
    // Lines from the top of the screen to the end, counted only as far as a screenful.
    var below = -offset
    var item = top
    while item < itemCount && below < height {
      below += itemHeight(item)
      item += 1
    }
    guard below < height else { return }
    scrollUp(by: height - below, height: itemHeight)
  }

  /// Moves the top up by `lines`, stopping at the first line of the table.
  private mutating func scrollUp(by lines: Int, height itemHeight: (Int) -> Int) {
    var missing = lines
    while missing > 0 {
      if offset > 0 {
        let step = min(offset, missing)
        offset -= step
        missing -= step
        continue
      }
      guard top > 0 else { return }
      top -= 1
      offset = itemHeight(top)
    }
  }

  /// Scrolls the least that shows `item` whole (or from its top, if taller than the screen);
  /// when it is above the screen, `include` chooses items above it to show with it (its
  /// section's header, say).
  mutating func show(
    _ item: Int, itemCount: Int, height itemHeight: (Int) -> Int, including include: (Int) -> Bool
  ) {
    guard height > 0, item >= 0, item < itemCount else { return }
    if item < top || (item == top && offset > 0) {
      show(item, atTopWith: include, height: itemHeight)
    } else {
      // Below the top: walk down at most a screenful to see whether it fits.
      var y = -offset
      var current = top
      while current < item && y < height {
        y += itemHeight(current)
        current += 1
      }
      let itemLines = itemHeight(item)
      if current == item && (y + itemLines <= height || y <= 0) { return }
      // Show it at the bottom: as many items above it as fit.
      var start = item
      var used = itemLines
      if current == item {
        // Just below the screen (a key moved focus down a row): the items at the top that no
        // longer fit go, which looks at the few items scrolled out rather than a screenful.
        (start, used) = (top, y + offset + itemLines)
        while used > height && start < item {
          used -= itemHeight(start)
          start += 1
        }
      } else {
        while start > 0 {
          let above = itemHeight(start - 1)
          if used + above > height { break }
          used += above
          start -= 1
        }
      }
      (top, offset) = (start, 0)
      // The screen ends at the item's last line: no blank lines under it to fill.
      if used >= height { return }
    }
    fill(itemCount: itemCount, height: itemHeight)
  }

  /// Puts `item` at the top, with the items just above it that `include` accepts, if they fit.
  private mutating func show(_ item: Int, atTopWith include: (Int) -> Bool, height itemHeight: (Int) -> Int) {
    var start = item
    var used = itemHeight(item)
    while start > 0 && include(start - 1) {
      let above = itemHeight(start - 1)
      if used + above > height { break }
      used += above
      start -= 1
    }
    (top, offset) = (start, 0)
  }
}
