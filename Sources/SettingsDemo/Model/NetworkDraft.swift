/// A network being joined by hand: what the Join page's fields edit, until Join.
final class NetworkDraft {
  var name: String
  var security: String
  var password = ""

  static let securities = ["None", "WPA2", "WPA3"]

  init(name: String = "", security: String = "WPA2") {
    self.name = name
    self.security = security
  }
}
