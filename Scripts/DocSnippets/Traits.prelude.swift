// What Docs/Traits.md's fragments take for granted: a data source and a delegate of their own.
import Presentable

struct WiFiModel: SwitchWithTextCellDataSource {
  var title = "Wi-Fi"
  var switchOn = true
}
struct WiFiController: SwitchWithTextCellDelegate {}
let model = WiFiModel()
let otherModel = WiFiModel(title: "Bluetooth", switchOn: false)
let controller = WiFiController()
