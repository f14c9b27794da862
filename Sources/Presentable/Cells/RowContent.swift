/// What a row shows, described part by part by its cell; the row layout decides where each part
/// goes and what is cut when the row is tight.
///
/// A ``RowCell`` gets one in ``RowCell/content(_:state:)`` and adds its parts in order:
///
/// <!-- snippet: in (extension ExampleCell) -->
/// ```swift
/// func content(_ row: inout RowContent, state: Void) {
///   row.text(viewModel)                                   // the view model's text, in its style
///   row.trailing("\(viewModel.level)%", style: Style(foreground: .secondary), name: "level")
/// }
/// ```
///
/// Leading parts sit one space apart from the gutter on; the last of them is cut first, with
/// `…`. Trailing parts sit at the trailing edge, one space apart, and are cut only when they
/// alone are wider than the row. Before any of that, a tight row gives up its decoration: bars
/// (``bar(_:style:name:minimumWidth:)``) shrink, then hide, and decoration parts
/// (``trailingDecoration(_:style:name:)``) hide, so the leading text keeps its first word. Lines below the row (a validation message) are indented like
/// the text. A part of several styles is one part: add its first piece, then ``append(_:style:)``
/// the others.
///
/// The parts live on the stack for the duration of a draw: describing a row allocates nothing.
/// Text is measured only as far as the row can show it.
public struct RowContent: ~Copyable {
  /// Columns for the parts: the row's width without its gutter.
  public let width: Int
  /// Focus, ambiguous width and images, as the row is drawn.
  public var context: CellContext { contextInPlace.value }
  /// The drawing's context, read in place: a copy retained its images and look for every row.
  private let contextInPlace: InPlace<CellContext>
  /// Whether the row is being described to report where its styles came from: the library's
  /// cells skip their provenance work otherwise. A cell of an app just calls
  /// ``recordOrigin(_:layer:source:)``, which does nothing then.
  var isRecordingProvenance: Bool { provenance != nil }

  /// Where a part goes.
  enum Placement: UInt8 {
    case leading, trailing, below
  }

  /// One piece of text in one style, measured as shown.
  struct Segment {
    var shown: ShownText
    var style: Style
  }

  /// One part: a run of segments, where it goes, and the columns it always takes, if fixed.
  struct Part {
    var placement: Placement
    /// A bar's narrowest, or 0 for a part kept whole: when the row is tight the layout draws a bar
    /// narrower, down to this, and then hides it, before it cuts the leading text past its first
    /// word. An `Int32` next to `placement`, in what was padding: a part stays 48 bytes.
    var minimumWidth: Int32 = 0
    var segments: Range<Int>
    var fixedWidth: Int?
    /// Where the row's plan (`RowPlan`) put the part: its column after the gutter, or -1 when the
    /// plan did not place it (a trivial plan places no part one by one; a part left no column is
    /// not drawn). In what was padding after ``fixedWidth``.
    var plannedColumn: Int32 = -1
    /// Its segments' columns added up as they are measured, so the layout never adds them again.
    var columns = 0
    /// The columns the plan gave the part: fewer than its own, it is cut (a bar drawn narrower).
    var plannedBudget: Int32 = 0
    /// Whether the part is a bar or other decoration a tight row gives up.
    var isBar: Bool { minimumWidth != 0 }
  }

  private var segmentStorage: StackStorage<Segment>
  private var partStorage: StackStorage<Part>
  // Declared here, after the storages, so that they and the summary sit in the storages' spare
  // bytes: a content over 128 bytes was copied with `memcpy` for each call the row's drawing makes.
  /// How leading parts sit when there is no trailing part. Defaults to ``TextAlignment/leading``.
  public var alignment = TextAlignment.leading
  /// `true` wraps the leading text onto as many lines as it needs instead of cutting it (footers).
  public var wraps = false
  /// What the trivial plan needs, added up as parts are added (`RowLayout.trivialPlan`), with the
  /// parts placed below (the line count).
  private(set) var direct = DirectSummary()
  /// Where provenance entries go when the row is described to report them; `nil` while it is
  /// drawn. A pointer to the describer's record, as ``spoken`` is: a content that holds no
  /// strings or arrays of its own has nothing to release when it is freed.
  @usableFromInline let provenance: InPlaceMutable<Provenance>?
  /// Where the parts' words go (``say(_:)``) when the row is described for its summary; `nil`
  /// while it is drawn. A pointer to the describer's array, so a drawn row has nothing more to
  /// release.
  @usableFromInline let spoken: InPlaceMutable<[String]>?

  init(
    width: Int, context: InPlace<CellContext>, segments: StackStorage<Segment>,
    parts: StackStorage<Part>, provenance: InPlaceMutable<Provenance>? = nil,
    spoken: InPlaceMutable<[String]>? = nil
  ) {
    self.width = max(0, width)
    contextInPlace = context
    segmentStorage = segments
    partStorage = parts
    self.provenance = provenance
    self.spoken = spoken
  }

  deinit {
    segmentStorage.deinitialize()
    partStorage.deinitialize()
  }

  /// Segments and parts a row holds on the stack; a row with more moves them to the heap. The
  /// stack keeps a temporary allocation of at most 1,024 bytes, so a ``Segment`` must stay within
  /// 64 bytes (`RowContentStorageTests`).
  static let segmentCapacity = 16
  static let partCapacity = 8

  /// Runs `body` with an empty content on stack memory: what a draw describes its row into.
  @usableFromInline
  static func describe(
    width: Int, context: CellContext, provenance: InPlaceMutable<Provenance>? = nil,
    spoken: InPlaceMutable<[String]>? = nil, _ body: (inout RowContent) -> Void
  ) {
    // The context's address is taken before the storage closures: captured by them, it would be
    // copied for every row, its look and images retained and released.
    withInPlace(context) { context in
      withStackStorage(of: Segment.self, capacity: segmentCapacity) { segments in
        withStackStorage(of: Part.self, capacity: partCapacity) { parts in
          var content = RowContent(
            width: width, context: context, segments: segments, parts: parts,
            provenance: provenance, spoken: spoken)
          body(&content)
        }
      }
    }
  }

  /// What describing a row for provenance records: the entries, with the color each names (for
  /// the theme's resolution), and the last part's name, which they name.
  @usableFromInline
  struct Provenance {
    var entries: [(entry: StyleProvenance, color: Color?)] = []
    var lastPartName = ""

    @usableFromInline init() {}
  }

  // MARK: Adding parts

  /// Adds a part at the leading edge, after the ones before it.
  ///
  /// - Parameters:
  ///   - text: What the part shows; sanitized as it is drawn.
  ///   - style: How it looks, before the row's state (focus, disabled) is put on it.
  ///   - fixedWidth: Columns the part always takes (an image slot), cut or padded to fit.
  ///   - name: The part's name in provenance: `text`, `image`, `label`, …
  public mutating func leading(
    _ text: String, style: Style = .plain, name: String = "text", fixedWidth: Int? = nil
  ) {
    add(.leading, text, style: style, name: name, fixedWidth: fixedWidth)
  }

  /// Adds a part at the trailing edge, after (to the right of) the ones before it.
  public mutating func trailing(_ text: String, style: Style = .plain, name: String) {
    add(.trailing, text, style: style, name: name, fixedWidth: nil)
  }

  /// Adds a line under the row, such as a validation message.
  public mutating func below(_ text: String, style: Style = .plain, name: String) {
    add(.below, text, style: style, name: name, fixedWidth: nil)
  }

  /// Adds text in another style to the last part: `‹ dark ›` is one part of three styles.
  public mutating func append(_ text: String, style: Style = .plain) {
    guard partStorage.count > 0 else { return leading(text, style: style) }
    let isBar = partStorage[partStorage.count - 1].isBar
    let columns = addSegment(text, style: style, cap: isBar ? Self.barCap(width) : width + 1)
    partStorage[partStorage.count - 1].segments =
      partStorage[partStorage.count - 1].segments.lowerBound..<segmentStorage.count
    partStorage[partStorage.count - 1].columns += columns
    direct.grow(partStorage[partStorage.count - 1].placement, by: columns)
  }

  /// Adds words to what a screen reader says of the row, after the words before them, `, ` apart:
  /// a ``RowCell``'s ``Cell/summary(state:)`` is what its parts say. The library's parts say
  /// theirs (`text(_:)` its text, ``switchControl(_:)`` "switch, on",
  /// ``value(_:name:)`` its value); a cell says what its own parts mean. Does nothing while the
  /// row is drawn, and `words` is then not evaluated.
  ///
  /// <!-- snippet: in (extension ExampleRow) -->
  /// ```swift
  /// func content(_ row: inout RowContent, state: Void) {
  ///   row.text(viewModel)                            // says "Wi-Fi"
  ///   row.trailing("▂▄▆█", name: "signal")           // shows bars, says nothing
  ///   row.say("signal \(viewModel.level) percent")   // "Wi-Fi, signal 80 percent"
  /// }
  /// ```
  @inlinable public mutating func say(_ words: @autoclosure () -> String) {
    // Tested here, in the caller: a row drawn (not described for its summary) makes no call, and
    // the parts that say something stay small enough to inline where a row is drawn.
    if spoken != nil { record(words()) }
  }

  /// Keeps the words, once the caller found a summary being described.
  @usableFromInline func record(_ words: String) { spoken?.value.append(words) }

  /// Records where one attribute of the last part's style came from, when the row is described
  /// for provenance (``RowCell/styleProvenance(state:context:theme:)``); does nothing otherwise, and
  /// `source` is then not evaluated.
  ///
  /// - Parameters:
  ///   - attribute: `foreground`, `background` or `font`; its value is read from the part's style.
  ///   - layer: The layer that set it.
  ///   - source: The trait property or state that set it: `SwitchControlPresentable.switchColor`,
  ///     `switchColor`, `off`.
  @inlinable public mutating func recordOrigin(
    _ attribute: String, layer: StyleProvenance.Layer, source: @autoclosure () -> String
  ) {
    // Tested here, in the caller: a row drawn (not described for provenance) makes no call.
    if provenance != nil { recordOrigin(attribute, layer: layer, recorded: source()) }
  }

  /// Records the entry, once the caller found provenance being recorded.
  @usableFromInline
  mutating func recordOrigin(_ attribute: String, layer: StyleProvenance.Layer, recorded source: String) {
    guard provenance != nil, partStorage.count > 0 else { return }
    let style = context.look.resolve(
      segmentStorage[partStorage[partStorage.count - 1].segments.lowerBound].style)
    let color: Color? =
      switch attribute {
      case "foreground": style.foreground
      case "background": style.background
      default: nil
      }
    let value = color?.description ?? style.font.description
    provenance!.value.entries.append(
      (
        StyleProvenance(
          part: provenance!.value.lastPartName, attribute: attribute, value: value, layer: layer,
          source: source),
        color
      ))
  }

  mutating func add(
    _ placement: Placement, _ text: String, style: Style, name: String, fixedWidth: Int?,
    minimumWidth: Int32 = 0
  ) {
    let first = segmentStorage.count
    let columns = addSegment(text, style: style, cap: minimumWidth == 0 ? width + 1 : Self.barCap(width))
    addPart(
      placement, segments: first, columns: columns, name: name, fixedWidth: fixedWidth,
      minimumWidth: minimumWidth)
  }

  /// Adds a part of the segments from `first` on, `columns` wide.
  private mutating func addPart(
    _ placement: Placement, segments first: Int, columns: Int, name: String, fixedWidth: Int?,
    minimumWidth: Int32
  ) {
    partStorage.append(
      Part(
        placement: placement, minimumWidth: minimumWidth, segments: first..<segmentStorage.count,
        fixedWidth: fixedWidth, columns: columns))
    direct.add(placement, columns: columns, isWhole: minimumWidth == 0 && fixedWidth == nil)
    if let provenance { provenance.value.lastPartName = name }
  }

  /// Adds a switch's text at the trailing edge, as ``trailing(_:style:name:)`` does:
  /// `[ ON ●]` in `color`, bold, or `[○ OFF]` in `color`, named `switch`.
  // Its measure is known (the circle, ambiguous, is one column or two after 5 or 1 bytes of
  // ASCII), so it is not measured again for every row (Docs/Benchmarks.md, the row).
  // `ShownTextSwitchTests` checks it against measuring.
  @usableFromInline
  mutating func switchText(isOn: Bool, color: Color) {
    // The style made here, where `bold()` folds to a constant: made in the cell (inlined into the
    // app), it was two calls.
    let style = isOn ? Style(unlinkedForeground: color).bold() : Style(unlinkedForeground: color)
    let columns = Self.switchColumns(context.ambiguous)
    let cap = width + 1
    guard columns <= cap else {
      return add(
        .trailing, isOn ? Self.switchOn : Self.switchOff, style: style, name: "switch", fixedWidth: nil)
    }
    let first = segmentStorage.count
    // Made in place: through an optional, the text was copied and destroyed by value witnesses.
    let shown = Self.measuredSwitch(isOn: isOn, columns: columns, cap: cap)
    segmentStorage.append(Segment(shown: shown, style: style))
    addPart(.trailing, segments: first, columns: columns, name: "switch", fixedWidth: nil, minimumWidth: 0)
  }

  static var switchOn: String { "[ ON ●]" }
  static var switchOff: String { "[○ OFF]" }

  /// The columns of a switch's text: the circle is ambiguous.
  static func switchColumns(_ ambiguous: AmbiguousWidth) -> Int { ambiguous == .wide ? 8 : 7 }

  /// A switch's text as measuring it to `cap` finds it, for a `cap` of at least its `columns`.
  static func measuredSwitch(isOn: Bool, columns: Int, cap: Int) -> ShownText {
    ShownText(
      measured: isOn ? switchOn : switchOff, columns: columns, leadingASCII: isOn ? 5 : 1,
      isNarrow: columns == switchColumns(.narrow), cap: cap)
  }

  /// Measures and keeps one segment up to `cap` columns; returns its columns.
  private mutating func addSegment(_ text: String, style: Style, cap: Int) -> Int {
    // Nothing in a row is wider than the row: measuring one column past it tells a cut.
    let shown = ShownText(text, cap: cap, ambiguous: context.ambiguous)
    let columns = shown.columns
    if !shown.isScalarAligned { direct.markNotDirect() }
    segmentStorage.append(Segment(shown: shown, style: style))
    return columns
  }

  // MARK: Reading, for the layout

  var partCount: Int { partStorage.count }

  /// Records where the row's plan puts part `index`: `column` after the gutter, in `budget`
  /// columns.
  mutating func place(_ index: Int, column: Int, budget: Int) {
    partStorage[index].plannedColumn = Int32(clamping: column)
    partStorage[index].plannedBudget = Int32(clamping: budget)
  }

  /// Forgets where a plan put the parts, before another plan places them.
  mutating func clearPlan() {
    for index in 0..<partStorage.count { partStorage[index].plannedColumn = -1 }
  }
  /// The parts placed below the row, counted as they are added: the layout's line count needs
  /// no pass over the parts.
  var linesBelow: Int { direct.linesBelow }

  /// The parts and segments in place, valid while the content lives: read without copying.
  var parts: ElementsInPlace<Part> { partStorage.elements }
  var segments: ElementsInPlace<Segment> { segmentStorage.elements }
}
