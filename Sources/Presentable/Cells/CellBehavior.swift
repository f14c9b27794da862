/// How a row behaves apart from what it draws: whether it takes focus, whether it takes every
/// key, whether it changes by itself. A cell says it in ``Cell/behavior(state:)``, read once
/// each time the row is drawn.
///
/// <!-- snippet: in (extension ExampleFieldRow) -->
/// ```swift
/// func behavior(state: ExampleFieldState) -> CellBehavior {
///   rowBehavior(capturesInput: state.isEditing)   // a field being edited takes the arrows too
/// }
/// ```
public struct CellBehavior: Equatable, Sendable {
  /// Whether the row can take keyboard focus.
  public var canFocus: Bool
  /// Whether the row takes every key, including those a screen uses to move focus (a text field
  /// being edited).
  public var capturesInput: Bool
  /// How often the row changes by itself while it is shown (a spinner's turns); `nil` for a row
  /// that changes only when its view model or state does.
  ///
  /// A cell that animates draws the frame for ``CellContext/time``. A table draws such a row again
  /// only when that time reaches its next frame, and no other row, so an idle spinner costs the
  /// few bytes of its own cells.
  public var animationInterval: Duration?
  /// Whether the row is enabled: a disabled row takes no key (unless it is being edited) and its
  /// transcript ends in ", unavailable". ``RowCell/rowBehavior(isInteractive:capturesInput:animationInterval:)``
  /// reads it from the view model.
  public var isEnabled: Bool
  /// Whether the row is hidden: it takes no key and says nothing.
  public var isHidden: Bool
  /// Whether focus changes nothing in the row but what `RowLayout` paints for it: the gutter's
  /// marker and the selection background on every cell. A cell says so only when its parts have
  /// no background of their own and its content does not depend on focus or state; the table
  /// then moves focus on or off the row's drawn cells (`RowLayout.repaintFocus`) instead of
  /// drawing it again.
  var focusIsOnlyPainted = false
  /// Whether the cell's ``Cell/lineCount(width:state:context:)`` costs less than drawing it (a
  /// ``RowCell``'s comes from its layout): a table measures such a row it does not show, and
  /// draws any other to learn its height, keeping the lines for when it shows.
  @usableFromInline var countsLinesWithoutDrawing = false

  /// A behaviour; the defaults are a shown, enabled row that takes focus and nothing more.
  public init(
    canFocus: Bool = true, capturesInput: Bool = false, animationInterval: Duration? = nil,
    isEnabled: Bool = true, isHidden: Bool = false
  ) {
    self.canFocus = canFocus
    self.capturesInput = capturesInput
    self.animationInterval = animationInterval
    self.isEnabled = isEnabled
    self.isHidden = isHidden
  }
}
