/// A message for a screen's status line, such as "The Minions are here to stay!".
public struct StatusMessage: Hashable, Sendable {
  /// What kind of message it is, which decides its color.
  public enum Kind: Hashable, Sendable {
    /// Neutral information.
    case info
    /// Something worked.
    case success
    /// Something needs attention.
    case warning
    /// Something failed.
    case error
  }

  /// The text.
  public var text: String
  /// Its kind.
  public var kind: Kind

  /// A message.
  public init(_ text: String, kind: Kind = .info) {
    self.text = text
    self.kind = kind
  }

  /// The message's style.
  var style: Style {
    switch kind {
    case .info: Style(foreground: .look(.detail))
    case .success: Style(foreground: .look(.success))
    case .warning: Style(foreground: .look(.warning)).bold()
    case .error: Style(foreground: .look(.destructive)).bold()
    }
  }
}
