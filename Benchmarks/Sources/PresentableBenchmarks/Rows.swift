import Presentable

/// The row of the end-to-end figures: the talk's switch row.
struct BenchmarkRow: TextPresentable, SwitchPresentable {
  var text: String
  var switchOn: Bool
  var switchColor: Color { .yellow }
}

/// One settings row end to end (a view model made, its cell drawn into a reused frame, the frame
/// encoded as 24-bit ANSI at 80 columns, dark theme), its heap allocations, and the same row
/// written by hand into a reused byte buffer: the floor.
@MainActor func measureRows() {
  let title = "Minion Mode!!!"
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  // A local value the closures use in place, as the floor's state is, so that neither pays a
  // dynamic exclusivity check per row (a nested function capturing this state cost about 500
  // instructions a row that the floor did not pay).
  var ends = EndToEndRow(renderer: renderer, title: title)
  let ours = harness.measure(
    "a switch row end to end (view model, draw, ANSI), 80 columns", id: "rows.end-to-end.ns", unit: "ns/row",
    work: 1, target: "≤ 200 ns (5M rows/s)", calls: 200_000
  ) {
    ends.row()
    sink &+= ends.bytes.count
  }
  if ours > 0 {
    harness.record(
      "… rows per second", id: "rows.end-to-end", value: (1e9 / ours).rounded(), unit: "rows/s",
      target: "≥ 5,000,000")
  }
  if harness.includes("allocations per row", id: "rows.allocations"),
    let allocations = harness.allocations(calls: 100_000, { ends.row() })
  {
    harness.record(
      "heap allocations per row, steady state", id: "rows.allocations", value: allocations,
      unit: "allocations",
      target: "0")
  }

  // The floor: the same bytes written by hand, every escape sequence prepared beforehand.
  var written: [UInt8] = []
  ends.row()
  let expected = ends.bytes
  let floor = FloorRow(renderer: renderer, title: title)
  var flip = ends.isOn
  floor.write(on: flip, into: &written)
  precondition(written == expected, "the floor loop does not write the row the library writes")
  let floorTime = harness.measure(
    "the same row written by hand into a reused buffer (floor)", id: "rows.floor.ns", unit: "ns/row", work: 1,
    target: "(floor)", calls: 500_000
  ) {
    flip.toggle()
    floor.write(on: flip, into: &written)
    sink &+= written.count
  }
  if ours > 0 && floorTime > 0 {
    harness.record(
      "row end to end / floor", id: "rows.floor-ratio", value: ours / floorTime, unit: "×",
      target: "(lower is better)")
  }

  // The least a row costs through a frame: written by hand into 16-byte cells, then encoded.
  let onRow = libraryRow(title: title, on: true, renderer: renderer)
  let offRow = libraryRow(title: title, on: false, renderer: renderer)
  let frameFloor = FrameFloorRow(title: title, on: onRow, off: offRow)
  for isOn in [true, false] {
    frameFloor.write(on: isOn, into: &written)
    precondition(
      written == (isOn ? onRow : offRow), "the frame floor does not write the row the library writes")
  }
  let frameFloorTime = harness.measure(
    "the same row by hand through 16-byte frame cells (frame floor)", id: "rows.frame-floor.ns",
    unit: "ns/row", work: 1, target: "(floor through a frame)", calls: 500_000
  ) {
    flip.toggle()
    frameFloor.write(on: flip, into: &written)
    sink &+= written.count
  }
  if ours > 0 && frameFloorTime > 0 {
    harness.record(
      "row end to end / frame floor", id: "rows.frame-floor-ratio", value: ours / frameFloorTime, unit: "×",
      target: "(lower is better)")
  }
}

/// The measured row: a view model made, its cell drawn into a reused frame, the frame encoded.
struct EndToEndRow {
  let renderer: ANSIRenderer
  let title: String
  let context = CellContext()
  var frame = Frame(width: 80, height: 1)
  var bytes: [UInt8] = []
  private(set) var isOn = false

  init(renderer: ANSIRenderer, title: String) {
    self.renderer = renderer
    self.title = title
    bytes.reserveCapacity(4096)
  }

  mutating func row() {
    isOn.toggle()
    let cell = SwitchWithTextCell(viewModel: BenchmarkRow(text: title, switchOn: isOn))
    cell.draw(into: &frame, width: 80, state: (), context: context)
    bytes.removeAll(keepingCapacity: true)
    renderer.render(frame, into: &bytes)
  }
}

/// The bytes the library writes for the benchmark's row, on or off: what both floors must write.
func libraryRow(title: String, on: Bool, renderer: ANSIRenderer) -> [UInt8] {
  var frame = Frame(width: 80, height: 1)
  SwitchWithTextCell(viewModel: BenchmarkRow(text: title, switchOn: on)).draw(
    into: &frame, width: 80, state: (), context: CellContext())
  var bytes: [UInt8] = []
  renderer.render(frame, into: &bytes)
  return bytes
}

/// A settings row written by hand: the escape sequences prepared beforehand, the title, the
/// padding and the switch written as a hand-made loop would.
struct FloorRow {
  private let lead: [UInt8]
  private let title: String
  private let padding: Int
  private let on: [UInt8]
  private let off: [UInt8]

  init(renderer: ANSIRenderer, title: String) {
    // The escape sequences are taken from the library's own output, so the floor writes exactly
    // the same bytes.
    let a = libraryRow(title: title, on: true, renderer: renderer)
    let b = libraryRow(title: title, on: false, renderer: renderer)
    let titleBytes = Array(title.utf8)
    let titleStart = a.firstRange(of: titleBytes)!.lowerBound
    var afterTitle = titleStart + titleBytes.count
    var spaces = 0
    while a[afterTitle] == 0x20 {
      spaces += 1
      afterTitle += 1
    }
    lead = Array(a[..<titleStart])
    self.title = title
    padding = spaces
    on = Array(a[afterTitle...])
    off = Array(b[afterTitle...])
  }

  @inline(never)
  func write(on isOn: Bool, into bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: lead)
    bytes.append(contentsOf: title.utf8)
    for _ in 0..<padding { bytes.append(0x20) }
    bytes.append(contentsOf: isOn ? on : off)
  }
}
