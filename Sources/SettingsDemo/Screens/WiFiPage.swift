import Presentable

extension SettingsController {
  /// The Wi-Fi page: the switch, the networks known and in range (one joined, with a checkmark),
  /// "Forget This Network", which asks first, and a switch; everything but the first switch hides
  /// while Wi-Fi is off.
  func wifiPage() -> FormPage {
    FormPage("Wi-Fi") { [unowned self] in
      let s = settings
      let known = s.knownNetworks.map(\.name)
      let joined = binding(\.wifiNetwork) { $0.map { StatusMessage("Joined “\($0)”", kind: .success) } }
      FormSection(footer: s.wifi ? nil : "Turn Wi-Fi on to see the networks nearby.") {
        FormRow(WiFiSwitchViewModel(switchOn: s.wifi, actions: self))
      }
      FormSection.singleSelection(options: known, selection: joined) { name, isJoined in
        FormRow(
          cell: NetworkCell(
            viewModel: NetworkViewModel(
              network: WiFiNetwork.named(name, known: s.knownNetworks, joined: s.wifiNetwork),
              isJoined: isJoined)))
      }
      .header(header("My Networks"))
      .hidden(when: !s.wifi || known.isEmpty)
      FormSection.singleSelection(
        options: WiFiNetwork.nearby.filter { !known.contains($0.name) }, selection: unknownNetwork()
      ) { network, _ in
        FormRow(cell: NetworkCell(viewModel: NetworkViewModel(network: network, isJoined: false)))
      }
      .appending {
        FormRow.link("Other…") { [unowned self] in joinPage(NetworkDraft()) }
      }
      .header(header("Other Networks"))
      .hidden(when: !s.wifi)
      FormSection(footer: "Known networks are joined automatically.") {
        if let network = s.wifiNetwork {
          FormRow(ForgetNetworkViewModel(network: network, actions: self))
            .confirm(
              .confirmation(
                "Forget “\(network)”?", message: "This device will no longer join “\(network)” by itself.",
                confirm: "Forget"))
        }
        FormRow(AskToJoinViewModel(switchOn: s.askToJoin, actions: self))
      }
      .hidden(when: !s.wifi)
    }
  }

  /// Choosing a network not yet known: an open one is joined at once, a secured one asks for
  /// its password on a page of its own.
  private func unknownNetwork() -> FormBinding<WiFiNetwork?> {
    FormBinding(
      get: { nil },
      set: { [unowned self] network in
        guard let network else { return }
        if network.isSecured {
          stack?.push(joinPage(NetworkDraft(name: network.name, security: "WPA2")))
        } else {
          join(KnownNetwork(name: network.name, isSecured: false))
        }
      })
  }

  /// Remembers the network and joins it.
  func join(_ network: KnownNetwork) {
    update(
      { settings in
        if !settings.knownNetworks.contains(where: { $0.name == network.name }) {
          settings.knownNetworks.append(network)
        }
        settings.wifiNetwork = network.name
      }, message: StatusMessage("Joined “\(network.name)”", kind: .success))
  }
}
