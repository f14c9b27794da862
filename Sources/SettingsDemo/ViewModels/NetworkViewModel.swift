import Presentable

/// A network in the Wi-Fi page's lists.
struct NetworkViewModel: TextPresentable, NetworkPresentable {
  var network: WiFiNetwork
  var isJoined: Bool

  var text: String { network.name }
  var signal: Int { network.signal }
  var isSecured: Bool { network.isSecured }
}
