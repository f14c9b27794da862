import Foundation
import Presentable
import Testing

/// The three specs of the person view model, then its row.
@Suite("Example: person view model")
struct PersonViewModelTests {
  static let grace = Person(
    salutation: "Dr.", firstName: "Grace", lastName: "Hopper", birthdate: Date(timeIntervalSince1970: 0))

  @Test func usesTheSalutationWhenThereIsOne() {
    #expect(PersonViewModel(person: Self.grace).nameText == "Dr. Grace Hopper")
  }

  @Test func leavesOutASalutationThatIsNotThere() {
    var person = Self.grace
    person.salutation = nil
    #expect(PersonViewModel(person: person).nameText == "Grace Hopper")
    person.salutation = ""
    #expect(PersonViewModel(person: person).nameText == "Grace Hopper")
  }

  @Test func formatsTheBirthdate() {
    #expect(PersonViewModel(person: Self.grace).birthdateText == "Thursday January 1, 1970")
    var person = Self.grace
    person.birthdate = Date(timeIntervalSince1970: 86_400 * 365)  // 1971 in UTC, 1970 west of it
    #expect(PersonViewModel(person: person).birthdateText == "Friday January 1, 1971")
  }

  @Test func rendersAsADetailRow() {
    let line = renderedLine(PersonViewModel(person: Self.grace), with: DetailCell.self, width: 46)
    #expect(line == "  Dr. Grace Hopper    Thursday January 1, 1970")
    let cell = DetailCell<PersonViewModel>(viewModel: PersonViewModel(person: Self.grace))
    #expect(cell.transcript == "Dr. Grace Hopper, Thursday January 1, 1970")
  }
}
