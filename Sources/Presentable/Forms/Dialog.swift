/// A dialog drawn over a page: an alert, a confirmation, or a list of actions.
///
/// A ``PageStack`` shows it (``PageStack/present(_:)``) in a box over the dimmed page. While it is
/// shown it takes every key: Left, Right, Up, Down, Tab and Shift-Tab move between its choices,
/// Enter and Space choose, Escape chooses the ``ButtonRole/cancel`` action (or closes an
/// alert). Ctrl-C still quits.
///
/// ```swift
/// stack.present(.confirmation(
///   "Forget “Home”?", message: "This device will no longer join “Home” by itself.",
///   confirm: "Forget") { wifi.forget("Home") })
/// ```
///
/// ```
/// ╭──────────────────────────────────────────────────╮
/// │ Forget “Home”?                                   │
/// │                                                  │
/// │ This device will no longer join “Home” by itself.│
/// │                                                  │
/// │                           [ Cancel ]  [ Forget ] │
/// ╰──────────────────────────────────────────────────╯
/// ```
///
/// A confirmation starts on Cancel, so a hurried Enter changes nothing.
public struct Dialog {
  /// How the choices are laid out.
  enum Layout {
    /// Buttons side by side under the message.
    case buttons
    /// One choice a line.
    case list
  }

  /// The title, in bold on the first line.
  public var title: String
  /// The message under the title, which wraps; `nil` for none.
  public var message: String?
  /// The choices, in order.
  public var actions: [DialogAction]
  var layout: Layout
  /// The choice focused when the dialog opens.
  var initialFocus: Int

  /// A dialog of buttons side by side; focus starts on the first.
  public init(_ title: String, message: String? = nil, actions: [DialogAction]) {
    self.title = title
    self.message = message
    self.actions = actions
    layout = .buttons
    initialFocus = 0
  }

  /// An alert: a title, a message, and one button that closes it.
  ///
  /// ```swift
  /// stack.present(.alert("Joined “Home”"))
  /// ```
  public static func alert(
    _ title: String, message: String? = nil, button: String = "OK", action: @escaping () -> Void = {}
  ) -> Dialog {
    Dialog(title, message: message, actions: [DialogAction(button, role: .cancel, action: action)])
  }

  /// A question with a cancel button and a button that confirms, destructive unless `role` says
  /// otherwise. Focus starts on Cancel.
  public static func confirmation(
    _ title: String, message: String? = nil, confirm: String, role: ButtonRole = .destructive,
    cancel: String = "Cancel", action: @escaping () -> Void = {}
  ) -> Dialog {
    var dialog = Dialog(
      title, message: message,
      actions: [DialogAction(cancel, role: .cancel), DialogAction(confirm, role: role, action: action)])
    dialog.initialFocus = 0
    return dialog
  }

  /// A list of actions, one a line, and a cancel action last: what a settings page shows for
  /// "Reset…". Destructive actions ask first.
  ///
  /// ```swift
  /// stack.present(.actionList("Reset", actions: [
  ///   DialogAction("Reset Wi-Fi Networks", role: .destructive) { settings.resetNetworks() },
  ///   DialogAction("Reset All Settings", role: .destructive) { settings.resetAll() },
  /// ]))
  /// ```
  public static func actionList(
    _ title: String, message: String? = nil, actions: [DialogAction], cancel: String = "Cancel"
  ) -> Dialog {
    var dialog = Dialog(title, message: message, actions: actions + [DialogAction(cancel, role: .cancel)])
    dialog.layout = .list
    return dialog
  }

  /// The dialog, with `action` run after its confirming choice's own: how a form row's
  /// confirmation runs the row.
  func confirming(with action: @escaping () -> Void) -> Dialog {
    var dialog = self
    guard let index = dialog.actions.lastIndex(where: { $0.role != .cancel }) else { return dialog }
    let first = dialog.actions[index].handler
    dialog.actions[index].handler = {
      first()
      action()
    }
    return dialog
  }

  /// The confirmation a destructive action asks when none is given: "Reset All Settings?".
  static func defaultConfirmation(for action: DialogAction) -> Dialog {
    .confirmation("\(action.title)?", confirm: action.title)
  }
}
