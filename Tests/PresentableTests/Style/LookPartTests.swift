import Testing

@testable import Presentable

extension Look.ColorPart {
  /// A part of the tests' own, as an app declares one beside its trait.
  static let badge = Look.ColorPart("badgeColor", default: .look(.accent))
  /// One declared by no look and drawn by no cell before the looks here are made.
  static let lateRibbon = Look.ColorPart("lateRibbonColor", default: .look(.hint))
}

/// A row kind of the tests' own, whose cell draws its count in the badge part.
private struct InboxRow: TextPresentable { var text: String { "Inbox" } }

private struct InboxCell: RowCell {
  var viewModel: InboxRow
  init(viewModel: InboxRow) { self.viewModel = viewModel }
  func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.trailing("(3)", style: Style(foreground: .look(.badge)), name: "badge")
    row.recordOrigin("foreground", value: .look(.badge), part: .badge)
  }
}

private struct BadgeLook: AppLook {
  var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
  var partColors: KeyValuePairs<Look.ColorPart, Color> { [.badge: .yellow] }
}

private struct TealLook: AppLook { var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) } }

/// Sets a library part both ways: the entry wins.
private struct BothWays: AppLook {
  var hintColor: Color { .red }
  var partColors: KeyValuePairs<Look.ColorPart, Color> { [.hint: .green, .switchOn: .cyan] }
}

@Suite("Look parts")
struct LookPartTests {
  @Test func eachLibraryPartIsNamedByItsProperty() {
    let parts: [(Look.ColorPart, String)] = [
      (.text, "textColor"), (.header, "headerTextColor"), (.footer, "footerTextColor"),
      (.label, "labelColor"), (.placeholder, "placeholderColor"), (.detail, "detailTextColor"),
      (.switchOn, "switchColor"), (.accessory, "accessoryColor"), (.option, "optionColor"),
      (.slider, "sliderColor"), (.stepper, "stepperColor"), (.button, "buttonColor"),
      (.destructive, "destructiveColor"), (.subtitle, "subtitleColor"), (.date, "dateColor"),
      (.progress, "progressColor"), (.loading, "loadingColor"), (.accent, "accentColor"),
      (.selection, "selectionColor"), (.warning, "warningColor"), (.success, "successColor"),
      (.hint, "hintColor"), (.separator, "separatorColor"), (.border, "borderColor"),
      (.inactive, "inactiveColor"), (.title, "titleColor"),
    ]
    for (part, name) in parts { #expect(part.name == name) }
    #expect(Set(parts.map(\.0)).count == parts.count, "two library parts share a place")
    #expect(Look.ColorPart.header.defaultColor == .look(.accent))
    #expect(Look.ColorPart.switchOn.defaultColor == .purple)
  }

  @Test func anAppsPartIsSetInItsLookLikeAnyOther() {
    #expect(Look(BadgeLook())[.badge] == .yellow)
    // Left alone, it follows the part its default names: the app's accent.
    #expect(Look(TealLook())[.badge] == .rgb(0x14, 0xB8, 0xA6))
    #expect(Look.standard[.badge] == .accent)
    #expect(Color.look(.badge).description == "badgeColor")
  }

  @Test func aPartDeclaredAfterTheLookTakesItsDefaultInThatLook() {
    let teal = Look(TealLook())
    let ribbon = Look.ColorPart("laterStillColor", default: .look(.accent))
    #expect(teal[ribbon] == .rgb(0x14, 0xB8, 0xA6))
    #expect(teal.resolve(Style(foreground: .look(ribbon))).foreground == .rgb(0x14, 0xB8, 0xA6))
    #expect(Look.standard[.lateRibbon] == .tertiary)
    #expect(teal == Look(TealLook()))
  }

  @Test func aNameDeclaredAgainIsThePartDeclaredFirst() {
    // `static let` is made on first use, and tests run in any order: use it before declaring again.
    let badge = Look.ColorPart.badge
    #expect(Look.ColorPart("badgeColor", default: .red) == badge)
    #expect(Look.ColorPart("accentColor", default: .red) == .accent)
    #expect(Look.ColorPart.badge.defaultColor == .look(.accent))
  }

  @Test func anEntryWinsOverThePartsProperty() {
    let look = Look(BothWays())
    #expect(look[.hint] == .green)
    #expect(look[.switchOn] == .cyan)
    #expect(look[.text] == .primary)
  }

  @Test func provenanceNamesTheAppsPart() {
    let cell = InboxCell(viewModel: InboxRow())
    let set = cell.styleProvenance(context: CellContext(look: Look(BadgeLook())), theme: .dark)
    #expect(set.map(\.description).contains("badge.foreground = yellow ← app look (badgeColor)"))
    let followed = cell.styleProvenance(context: CellContext(look: Look(TealLook())), theme: .dark)
    #expect(followed.map(\.description).contains("badge.foreground = #14b8a6 ← app look (accentColor)"))
    let left = cell.styleProvenance(context: CellContext(), theme: .dark).map(\.description)
    #expect(left.contains("badge.foreground = accent ← trait default (badgeColor)"), "\(left)")
    let rendered = cell.render(width: 30, context: CellContext(look: Look(BadgeLook())))[0]
    #expect(rendered.spans.first { $0.text.contains("(3)") }?.style.foreground == .yellow)
  }
}
