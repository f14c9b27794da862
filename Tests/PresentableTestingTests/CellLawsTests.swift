import PresentableTesting
import Testing

@testable import Presentable

@Suite("Cell laws")
struct CellLawsTests {
  static let cells: [(String, @Sendable () -> [CellLaws.Violation])] = [
    ("TextCell", { CellLaws.check(TextCell<TraitProbe>.self) }),
    ("HeaderCell", { CellLaws.check(HeaderCell<TraitProbe>.self) }),
    ("FooterCell", { CellLaws.check(FooterCell<TraitProbe>.self) }),
    ("DetailCell", { CellLaws.check(DetailCell<TraitProbe>.self) }),
    ("SwitchWithTextCell", { CellLaws.check(SwitchWithTextCell<TraitProbe>.self) }),
    ("ImageSwitchWithTextCell", { CellLaws.check(ImageSwitchWithTextCell<TraitProbe>.self) }),
    ("TextFieldCell", { CellLaws.check(TextFieldCell<TraitProbe>.self) }),
    ("AccessoryCell", { CellLaws.check(AccessoryCell<TraitProbe>.self) }),
    ("OptionsCell", { CellLaws.check(OptionsCell<TraitProbe>.self) }),
    ("SliderCell", { CellLaws.check(SliderCell<TraitProbe>.self) }),
    ("StepperCell", { CellLaws.check(StepperCell<TraitProbe>.self) }),
    ("ButtonCell", { CellLaws.check(ButtonCell<TraitProbe>.self) }),
    ("DatePickerCell", { CellLaws.check(DatePickerCell<TraitProbe>.self) }),
    ("TextAreaCell", { CellLaws.check(TextAreaCell<TraitProbe>.self) }),
    ("ProgressCell", { CellLaws.check(ProgressCell<TraitProbe>.self) }),
    ("LoadingCell", { CellLaws.check(LoadingCell<TraitProbe>.self) }),
  ]

  @Test(arguments: 0..<cells.count)
  func everyLibraryCellKeepsTheLaws(index: Int) {
    let (name, check) = Self.cells[index]
    let violations = check()
    #expect(violations.isEmpty, "\(name):\n\(violations.map(\.description).joined(separator: "\n"))")
  }
}
