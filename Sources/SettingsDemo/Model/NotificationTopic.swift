/// What the user may be notified about.
enum NotificationTopic: String, CaseIterable, Hashable, Sendable {
  case messages, mentions, reminders, invitations, updates

  var title: String {
    switch self {
    case .messages: "Messages"
    case .mentions: "Mentions"
    case .reminders: "Reminders"
    case .invitations: "Calendar Invitations"
    case .updates: "Software Updates"
    }
  }
}
