import Foundation
import Presentable
import Testing

@Suite("Example: account view model")
struct AccountViewModelTests {
  /// Decimals from strings: a literal such as `6729383.99` would pass through `Double` first.
  func balance(_ digits: String) -> AccountViewModel {
    AccountViewModel(account: Account(balance: Decimal(string: digits)!))
  }

  @Test func showsTheBalanceInDollars() {
    #expect(balance("6729383.99").balanceText == "Your balance is $6,729,383.99")
  }

  /// 9,007,199,254,740,993 cents is past the integers a `Double` holds exactly: through `Double`
  /// it shows as ….94, through `NSDecimalNumber` and `NumberFormatter` as ….92.
  @Test func keepsEveryCentOfLargeBalances() {
    #expect(balance("90071992547409.93").balanceText == "Your balance is $90,071,992,547,409.93")
  }

  @Test func showsSmallAndNegativeBalances() {
    #expect(balance("0").balanceText == "Your balance is $0.00")
    #expect(balance("0.1").balanceText == "Your balance is $0.10")
    #expect(balance("-12.5").balanceText == "Your balance is -$12.50")
  }

  @Test func rendersAsATextRow() {
    #expect(
      renderedLine(balance("6729383.99"), with: TextCell.self, width: 34)
        == "  Your balance is $6,729,383.99   ")
  }
}
