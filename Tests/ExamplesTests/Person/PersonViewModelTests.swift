import Foundation
import Presentable
import Testing

/// The three specs of the person view model, with the seed's names and strings as it writes
/// them, then its row.
@Suite("Example: person view model")
struct PersonViewModelTests {
  static let person = Person(
    salutation: "Dr.", firstName: "first", lastName: "last", birthdate: Date(timeIntervalSince1970: 0))

  @Test func usesTheSalutationWhenThereIsOne() {
    #expect(PersonViewModel(person: Self.person).nameText == "Dr. first last")
  }

  @Test func leavesOutASalutationThatIsNotThere() {
    var person = Self.person
    person.salutation = nil
    #expect(PersonViewModel(person: person).nameText == "first last")
    person.salutation = ""
    #expect(PersonViewModel(person: person).nameText == "first last")
  }

  @Test func formatsTheBirthdate() {
    #expect(PersonViewModel(person: Self.person).birthdateText == "Thursday January 1, 1970")
    var person = Self.person
    person.birthdate = Date(timeIntervalSince1970: 86_400 * 365)  // 1971 in UTC, 1970 west of it
    #expect(PersonViewModel(person: person).birthdateText == "Friday January 1, 1971")
  }

  @Test func rendersAsADetailRow() {
    let line = renderedLine(PersonViewModel(person: Self.person), with: DetailCell.self, width: 46)
    #expect(line == "  Dr. first last      Thursday January 1, 1970")
    let cell = DetailCell<PersonViewModel>(viewModel: PersonViewModel(person: Self.person))
    #expect(cell.transcript() == "Dr. first last, Thursday January 1, 1970")
  }
}
