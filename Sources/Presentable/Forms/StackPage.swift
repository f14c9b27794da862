/// A screen a ``PageStack`` shows: it has a title, which the stack's title line shows in the path
/// from the first page (`Settings › Wi-Fi`), and it hears when it is pushed and when it is on top
/// again.
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
  /// The page was pushed onto `stack`, or taken off it (`nil`). Defaults to nothing.
  func didMove(to stack: PageStack?)
  /// The page is on top again: the page over it went back, or a dialog over it closed. A page
  /// whose rows read what the other page changed updates them here. Defaults to nothing.
  func pageDidReappear()
  /// The stack's ``PageStack/keyMap``, when the page is pushed and when the map changes: a page
  /// moves, chooses and leaves by it. Defaults to nothing.
  func keyMapDidChange(_ keyMap: KeyMap)
}

extension StackPage {
  /// Ignored by default: only a page that pushes pages or presents dialogs needs its stack.
  public func didMove(to stack: PageStack?) {}
  /// Ignored by default: a page whose rows read a model others change refreshes here.
  public func pageDidReappear() {}
  /// Ignored by default: a page with keys of its own reads them from its own map.
  public func keyMapDidChange(_ keyMap: KeyMap) {}
}

extension TableScreen: StackPage {
  /// Takes the stack's map for its table and its leaving keys.
  public func keyMapDidChange(_ keyMap: KeyMap) { self.keyMap = keyMap }
}
