import Foundation
import Presentable

/// The model. Money is a `Decimal`, never a `Double`: `6729383.99` has no exact binary value.
struct Account: Sendable {
  var balance: Decimal
}

/// The view model: one sentence, rendered by a ``TextCell``.
struct AccountViewModel: TextPresentable, Hashable {
  /// "Your balance is $6,729,383.99".
  let balanceText: String

  init(account: Account) {
    balanceText = "Your balance is \(account.balance.formatted(Self.dollars))"
  }

  var text: String { balanceText }

  /// US dollars, US grouping, whatever the user's locale: formatted from the decimal digits.
  static let dollars = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
}
