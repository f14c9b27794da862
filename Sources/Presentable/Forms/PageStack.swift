/// A stack of pages: the screen of an app with more than one page. It shows the top page under a
/// title line that says where the user is, and dialogs over it.
///
/// <!-- snippet: skip (an outline: … stands for the page's sections) -->
/// ```swift
/// let stack = PageStack(root: FormPage("Settings") { … })
/// exit(Terminal.run(stack))
/// ```
///
/// ```
///  Settings › Wi-Fi › Join Other Network         ← the path from the first page
/// ```
///
/// - **Push and pop.** ``push(_:)`` shows a page over the others; a page goes back when it asks to
///   quit (Escape or `q` on a ``TableScreen``), and the first page's quit ends the app. Each page
///   keeps its own focus and scroll, so going back finds the row that opened the page.
/// - **Dialogs.** ``present(_:)`` shows a ``Dialog`` in a box over the page, which is dimmed;
///   the dialog takes every key until the user chooses. Ctrl-C and Ctrl-D quit from anywhere.
/// - **Title line.** When the path is wider than the screen, the first pages give way to `…`.
public final class PageStack: Screen {
  /// The pages, the first at the bottom.
  public private(set) var pages: [any StackPage]
  /// Between the titles of the path.
  private let separator = " › "
  /// The dialog on screen, if any.
  var presented: PresentedDialog?

  /// The app's look, which every page, dialog and title line of the stack is drawn in; `nil`
  /// leaves the frame's own (``Frame/look``). Setting it restyles the next frame.
  public var look: Look?

  /// Which keys do what on every page and dialog of the stack, and what the hint lines say: set
  /// it once to rebind or drop a key everywhere. Pages pushed later take it too.
  ///
  /// ```swift
  /// var keys = KeyMap.standard
  /// keys.unbind(.character("q"), in: .table)
  /// keys.bind(.control("n"), to: .down, in: .table)
  /// keys.bind(.control("p"), to: .up, in: .table)
  /// stack.keyMap = keys
  /// ```
  public var keyMap: KeyMap = .standard {
    didSet {
      for page in pages { page.keyMap = keyMap }
      dialogHints = Self.dialogHints(keyMap)
    }
  }
  /// The hint line under a dialog, from ``keyMap``.
  private var dialogHints = PageStack.dialogHints(.standard)

  private static func dialogHints(_ keyMap: KeyMap) -> String {
    keyMap.hints(in: .dialog).map(\.description).joined(separator: " · ")
  }

  /// A stack showing `root`, in the app's look if one is given (``look``): every row, header,
  /// dialog, list page, hint line and focus marker of every page reads it.
  ///
  /// ```swift
  /// struct BrandLook: AppLook {}
  /// extension BrandLook { var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) } }
  /// let stack = PageStack(root: settingsPage, look: Look(BrandLook()))
  /// ```
  public init(root: any StackPage, look: Look? = nil) {
    pages = [root]
    self.look = look
    root.didMove(to: self)
  }

  /// The page on top.
  var top: any StackPage { pages[pages.count - 1] }

  /// The dialog on screen, if any.
  public var dialog: Dialog? { presented?.dialog }

  /// Shows `page` over the others.
  public func push(_ page: any StackPage) {
    pages.append(page)
    page.keyMap = keyMap
    page.didMove(to: self)
  }

  /// Goes back a page; the first page stays.
  public func pop() {
    guard pages.count > 1 else { return }
    let page = pages.removeLast()
    page.didMove(to: nil)
    top.pageDidReappear()
  }

  /// Shows `dialog` over the page, replacing any dialog on screen.
  public func present(_ dialog: Dialog) {
    presented = PresentedDialog(dialog)
  }

  /// Closes the dialog on screen without choosing, as Escape in it does.
  func dismissDialog() {
    guard presented != nil else { return }
    presented = nil
    top.pageDidReappear()
  }

  // MARK: Screen

  /// The smallest size at which the stack draws its title line and dialogs (a table screen's
  /// own): a smaller screen shows only what the page draws (a notice that it is too small).
  private let minimumSize = (width: 20, height: 5)

  /// The top page, then the path over its first line and the dialog over both.
  public func draw(into frame: inout Frame) {
    if let look { frame.look = look }
    top.draw(into: &frame)
    guard frame.width >= minimumSize.width, frame.height >= minimumSize.height else { return }
    drawPath(into: &frame)
    presented?.draw(into: &frame, hints: dialogHints)
  }

  /// Draws the titles from the first page to the top one on the first line, dropping the first
  /// ones (for `…`) when they do not fit.
  private func drawPath(into frame: inout Frame) {
    let titles = pages.map(\.title)
    frame.fill(row: 0, style: .plain)
    let current = Style(foreground: .look(.title), font: .look(.title))
    let earlier = Style(foreground: .look(.border))
    let between = Style(foreground: .look(.hint))
    let ambiguous = frame.ambiguous
    let room = frame.width - 1
    let separatorWidth = DisplayWidth.of(separator, ambiguous: ambiguous)
    // The top title always shows; earlier ones while they fit, nearest first.
    var first = titles.count - 1
    var used = DisplayWidth.of(titles[first], ambiguous: ambiguous)
    while first > 0 {
      let next = DisplayWidth.of(titles[first - 1], ambiguous: ambiguous) + separatorWidth
      let ellipsis = first - 1 > 0 ? 1 + separatorWidth : 0
      if used + next + ellipsis > room { break }
      used += next
      first -= 1
    }
    var column = 1
    if first > 0 {
      column = frame.put("…", style: between, row: 0, column: column)
      column = frame.put(separator, style: between, row: 0, column: column)
    }
    for index in first..<titles.count {
      if index == titles.count - 1 {
        frame.put(titles[index], ellipsizedAt: frame.width, style: current, row: 0, column: column)
      } else {
        column = frame.put(titles[index], style: earlier, row: 0, column: column)
        column = frame.put(separator, style: between, row: 0, column: column)
      }
    }
  }

  /// A key (see below), or the time, which the top page has.
  public func handle(_ event: ScreenEvent) -> ScreenAction {
    switch event {
    case .key(let key): handle(key: key)
    case .time: top.handle(event)
    }
  }

  /// The keys ``keyMap`` binds to quit in ``KeyMap/Context/pageStack`` (Ctrl-C, Ctrl-D) quit; a
  /// dialog takes every other key; else the top page has it, and its quit goes back a page.
  private func handle(key: Key) -> ScreenAction {
    if keyMap.action(for: key, in: .pageStack) == .quit { return .quit }
    if presented != nil {
      handleDialog(key)
      return .redraw
    }
    let page = top
    let action = page.handle(key)
    guard action == .quit else { return action }
    // A page that pushed another while handling the key is no longer on top: it stays.
    guard pages.count > 1 else { return .quit }
    if pages.last === page { pop() }
    return .redraw
  }

  private func handleDialog(_ key: Key) {
    guard var shown = presented else { return }
    let outcome = shown.handle(key, keyMap: keyMap)
    presented = shown
    switch outcome {
    case .none, .moved: return
    case .dismissed: dismissDialog()
    case .chose(let index): choose(shown.dialog.actions[index], in: shown.dialog)
    }
  }

  /// Closes the dialog, then asks the action's confirmation, or runs it.
  private func choose(_ action: DialogAction, in dialog: Dialog) {
    presented = nil
    if let confirmation = action.confirmation {
      present(confirmation.confirming(with: action.handler))
    } else if dialog.layout == .list && action.role == .destructive {
      present(Dialog.defaultConfirmation(for: action).confirming(with: action.handler))
    } else {
      action.handler()
    }
    if presented == nil { top.pageDidReappear() }
  }

  /// The path as a heading, the top page's rows, and the dialog's lines.
  public func transcript() -> [String] {
    var lines = top.transcript()
    let heading = "\(Sanitizer.sanitize(top.title)), heading"
    if pages.count > 1, let index = lines.firstIndex(of: heading) {
      let path = pages.dropLast().map { Sanitizer.sanitize($0.title) }.joined(separator: ", ")
      lines[index] = "\(heading), in \(path)"
    }
    if let presented { lines.append(contentsOf: presented.transcript()) }
    return lines
  }

  /// The top page's lines, with a dialog open every line the run allows, so the box fits; the
  /// first page's summary: what the stack was opened to ask.
  public func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    let first = pages[0].inlineLayout(width: width, ambiguous: ambiguous)
    guard presented == nil else { return InlineLayout(summary: first.summary) }
    if pages.count == 1 { return first }
    return InlineLayout(
      height: top.preferredHeight(width: width, ambiguous: ambiguous), summary: first.summary)
  }

  /// The top page's lines, every line the run allows with a dialog open; no summary made.
  public func inlineHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int? {
    presented == nil ? top.inlineHeight(width: width, ambiguous: ambiguous, limit: limit) : nil
  }

  /// The first page's summary.
  public func inlineSummary() -> [String] { pages[0].inlineSummary() }

  /// Chooses the dialog's action at `index`, as Enter on it would: for accessible mode, which asks
  /// a dialog as a question.
  func chooseDialogAction(at index: Int) {
    guard let shown = presented, shown.dialog.actions.indices.contains(index) else { return }
    choose(shown.dialog.actions[index], in: shown.dialog)
  }

  /// The top page's theme, else the first page's (pages pushed by an app that picks a theme
  /// follow it), and when the top page next changes without a key (its status message expires).
  public var preferences: ScreenPreferences {
    let top = top.preferences
    return ScreenPreferences(theme: top.theme ?? pages[0].preferredTheme, nextUpdate: top.nextUpdate)
  }
}
