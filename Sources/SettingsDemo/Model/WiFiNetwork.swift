/// A Wi-Fi network in range. The demo has no radio: these are the networks it pretends to see.
struct WiFiNetwork: Hashable, Sendable {
  var name: String
  /// Bars of signal, 1 to 4; 0 for a network out of range.
  var signal: Int
  var isSecured: Bool

  /// The networks in range, strongest first.
  static let nearby = [
    WiFiNetwork(name: "Home", signal: 4, isSecured: true),
    WiFiNetwork(name: "Office", signal: 3, isSecured: true),
    WiFiNetwork(name: "Café Libre", signal: 3, isSecured: false),
    WiFiNetwork(name: "Guest 5G", signal: 2, isSecured: true),
    WiFiNetwork(name: "東京カフェ Free", signal: 2, isSecured: false),
    WiFiNetwork(name: "Neighbour’s Wi-Fi", signal: 1, isSecured: true),
  ]

  /// A known network as the demo sees it now: in range with its signal; out of range unless it
  /// is the one joined (joined by hand, so it must be there: two bars, the demo cannot measure).
  static func named(_ name: String, known: [KnownNetwork], joined: String?) -> WiFiNetwork {
    if let nearby = nearby.first(where: { $0.name == name }) { return nearby }
    let secured = known.first { $0.name == name }?.isSecured ?? true
    return WiFiNetwork(name: name, signal: name == joined ? 2 : 0, isSecured: secured)
  }
}
