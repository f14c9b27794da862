import Presentable

/// Forgets the network joined: destructive, so the form asks first.
struct ForgetNetworkViewModel: TextPresentable, ButtonPresentable {
  var network: String
  unowned let actions: any SettingsActions

  var text: String { "Forget This Network" }
  var buttonRole: ButtonRole { .destructive }

  func onButtonPress() {
    let network = self.network
    actions.update(
      { settings in
        settings.knownNetworks.removeAll { $0.name == network }
        if settings.wifiNetwork == network { settings.wifiNetwork = nil }
      }, message: StatusMessage("Forgot “\(network)”"))
  }
}
