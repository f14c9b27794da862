/// A screen a ``PageStack`` shows: it has a title, which the stack's title line shows in the path
/// from the first page (`Settings › Wi-Fi`), it moves by the stack's keys, and it hears when it
/// is pushed and when it is on top again.
///
/// A page draws its title on its first line, as ``TableScreen`` does; the stack writes the path
/// over it. A page asks to go back the way a screen asks to quit: by returning
/// ``ScreenAction/quit`` (``TableScreen`` does for Escape and `q`).
///
/// <!-- snippet: skip (an outline: … stands for the page's sections) -->
/// ```swift
/// stack.push(TableScreen(title: "Licenses"))     // any TableScreen is a page
/// stack.push(FormPage("Wi-Fi") { … })             // so is a form
/// ```
public protocol StackPage: Screen {
  /// The page's name, in the title line and in the path of the pages over it.
  var title: String { get }
  /// Which keys move, choose and leave on the page: the stack sets its own
  /// (``PageStack/keyMap``) when the page is pushed and whenever it changes.
  var keyMap: KeyMap { get set }
  /// The page was pushed onto `stack`, or taken off it (`nil`). Defaults to nothing.
  func didMove(to stack: PageStack?)
  /// The page is on top again: the page over it went back, or a dialog over it closed. A page
  /// whose rows read what the other page changed updates them here. Defaults to nothing.
  func pageDidReappear()
}

extension StackPage {
  /// Nothing by default; a ``FormPage``'s form opens pages and dialogs on `stack`, and its hints
  /// say how to leave.
  public func didMove(to stack: PageStack?) { (self as? FormPage)?.stackDidChange(to: stack) }
  /// Nothing by default; a ``FormPage``'s form reads the model again.
  public func pageDidReappear() { (self as? FormPage)?.form.setNeedsUpdate() }
}

/// A table screen is a page; a ``FormPage`` (a table screen its form fills) also hears the stack
/// move and itself come back on top, for its form.
extension TableScreen: StackPage {}
