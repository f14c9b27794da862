#!/usr/bin/env bash
# Adds a row kind, a star rating, as two files (its trait, with its own look part, and its cell)
# and shows that the law check, the lint, the forms and the app's look pick it up with no other
# file edited by hand:
#   1. in an app: a new package depending on a copy of this repository by path, whose test checks
#      the cell's laws, shows it in a Form with FormRow(cell:), calls its callback, and sets the
#      stars' color app-wide through the row kind's own look part (`Look.ColorPart.rating`) in an
#      app look, which provenance names; and on which `swift package presentable-lint` reports a
#      near miss of the app's own trait;
#   2. in the library: the same two files added to a copy of this repository (Traits/, Cells/);
#      Scripts/generate-trait-probe.sh --check fails until the probe is regenerated, and then a
#      package using the copy checks the cell's laws with the probe alone, shows it in a Form,
#      sets the stars through the part in its look, and is linted against the new trait.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The trait, the cell, and the view model and near miss an app writes. $1 is the access level
# ("public " in the library), $2 the import line.
trait() {
  cat <<SWIFT
$2
/// A row the user rates from none to five stars: \`  Rate the app          ★★★★☆\`.
${1}protocol RatingPresentable: RowStatePresentable {
  /// The stars given, from 0 to 5.
  var rating: Int { get }
  /// The stars' color. Defaults to the installed look's ``Look/ColorPart/rating``.
  var ratingColor: Color { get }
  /// Called with the new rating when Left or Right changes it.
  func onRatingChange(_ rating: Int)
}

extension Look.ColorPart {
  /// The stars of a rating, app-wide: the app's accent unless the app's look sets them.
  ${1}static let rating = Look.ColorPart("ratingColor", default: .look(.accent))
}

extension RatingPresentable {
  /// The installed look's rating part, so the app's look reaches the stars.
  ${1}var ratingColor: Color { .look(.rating) }
  /// Does nothing: a view model that cares implements it.
  ${1}func onRatingChange(_ rating: Int) {}
}
SWIFT
}
cell() {
  cat <<SWIFT
$2
/// Renders a \`RatingPresentable\` view model: its text, then its stars in its rating color.
${1}struct RatingCell<ViewModel: TextPresentable & RatingPresentable>: RowCell {
  /// The row's view model.
  ${1}var viewModel: ViewModel

  /// A cell showing \`viewModel\`.
  ${1}init(viewModel: ViewModel) { self.viewModel = viewModel }

  /// The text, then five stars, as many filled as the rating.
  ${1}func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    let stars = max(0, min(5, viewModel.rating))
    row.trailing(
      String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars),
      style: Style(foreground: viewModel.ratingColor), name: "rating")
    row.recordOrigin("foreground", value: viewModel.ratingColor, part: .rating)
  }

  /// Left gives a star less, Right a star more: \`←→ rate\`.
  ${1}func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.decrease, hint: KeyHint("←→", "rate")) { _ in rate(viewModel.rating - 1) }
      .on(.increase, hint: KeyHint("←→", "rate")) { _ in rate(viewModel.rating + 1) }
  }

  /// Sets the rating, within 0…5.
  private func rate(_ rating: Int) -> KeyResult {
    guard (0...5).contains(rating) else { return .ignored }
    viewModel.onRatingChange(rating)
    return .changed
  }

  /// \`Rate the app, 4 of 5 stars\`.
  ${1}func summary(state: Void) -> String { "\(viewModel.text), \(viewModel.rating) of 5 stars" }
}
SWIFT
}
view_model() {
  cat <<'SWIFT'
import Presentable

final class AppRating: TextPresentable, RatingPresentable {
  var text: String { "Rate the app" }
  var rating = 4
  func onRatingChange(_ rating: Int) { self.rating = rating }
}
SWIFT
}
near_miss() {
  cat <<'SWIFT'
import Presentable

struct GoldRating: TextPresentable, RatingPresentable {
  var text: String { "Rate the app" }
  var rating: Int { 5 }
  var ratingColour: Color { .yellow }
}
SWIFT
}
# A package named $1 at $2 with a library target of the files given after, and a test target.
package() {
  mkdir -p "$2/Sources/$1" "$2/Tests/$1Tests"
  cat >"$2/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "$1",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../Presentable")],
  targets: [
    .target(name: "$1", dependencies: [.product(name: "Presentable", package: "Presentable")]),
    .testTarget(
      name: "$1Tests",
      dependencies: [
        "$1", .product(name: "Presentable", package: "Presentable"),
        .product(name: "PresentableTesting", package: "Presentable"),
      ]),
  ]
)
SWIFT
}
# Runs the package's tests and expects every one to pass.
run_tests() {
  local log="$work/test-$1.log"
  if ! swift test >"$log" 2>&1 || ! grep -q "Test run with .* passed" "$log"; then
    cat "$log" >&2
    echo "$1: the rating row's tests failed" >&2
    exit 1
  fi
  grep -E "✔ Test [a-zA-Z]+\(\) passed" "$log" | sed 's/ after.*//'
}
# Lints the package: silent, then a warning naming RatingPresentable for the near miss.
run_lint() {
  local log="$work/lint-$1.log"
  if ! swift package presentable-lint >"$log" 2>&1 || grep -q "warning:" "$log"; then
    cat "$log" >&2
    echo "$1: presentable-lint should be silent on the correct view model" >&2
    exit 1
  fi
  near_miss >"Sources/$1/GoldRating.swift"
  if swift package presentable-lint >"$log" 2>&1; then
    cat "$log" >&2
    echo "$1: presentable-lint exited 0 on a near miss of RatingPresentable" >&2
    exit 1
  fi
  grep "warning:" "$log"
  grep -q "GoldRating.swift:6: warning: GoldRating.ratingColour is not a requirement: did you mean 'var ratingColor: Color' of RatingPresentable?" "$log"
  rm "Sources/$1/GoldRating.swift"
}
tests() {
  cat <<SWIFT
import Presentable
import PresentableTesting
import Testing

@testable import $1

$2
@Test func ratingCellKeepsTheLaws() {
  #expect(CellLaws.check(RatingCell<TraitProbe>.self).isEmpty)
}

@Test func ratingCellCallsBack() {
  let probe = TraitProbe()
  _ = RatingCell(viewModel: probe).handle(.right)
  #expect(probe.calls == ["onRatingChange(4)"])
}

@Test func aFormShowsTheRatingRow() {
  let rating = AppRating()
  let form = Form {
    FormSection("Feedback") {
      FormRow(cell: RatingCell(viewModel: rating))
    }
  }
  #expect(TableScreen(table: form.table).transcript().contains("Rate the app, 4 of 5 stars"))
}

/// The app's look, written once: its accent, and the stars through the row kind's own part.
struct StarLook: AppLook {
  var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
  var partColors: KeyValuePairs<Look.ColorPart, Color> { [.rating: .yellow] }
}
struct TealLook: AppLook { var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) } }

@Test func theAppsLookSetsTheStarsThroughTheirPart() {
  let cell = RatingCell(viewModel: AppRating())
  func stars(_ look: Look) -> Color? {
    cell.render(width: 40, context: CellContext(look: look))[0].spans.first { \$0.text.contains("★") }?.style.foreground
  }
  #expect(stars(Look(StarLook())) == .yellow)
  #expect(stars(Look(TealLook())) == .rgb(0x14, 0xB8, 0xA6))
  #expect(stars(.standard) == .accent)
  #expect(Look.ColorPart.rating.name == "ratingColor")
  let entries = cell.styleProvenance(context: CellContext(look: Look(StarLook())), theme: .dark).map(\.description)
  #expect(entries.contains("rating.foreground = yellow ← app look (ratingColor)"), "\(entries)")
  let left = cell.styleProvenance(context: CellContext(), theme: .dark).map(\.description)
  #expect(left.contains("rating.foreground = accent ← trait default (ratingColor)"), "\(left)")
}
SWIFT
}

echo "== 1. a rating row in an app: two files"
git archive HEAD | (mkdir -p "$work/app/Presentable" && tar -x -C "$work/app/Presentable")
app="$work/app/RatingApp"
package RatingApp "$app"
trait "" "import Presentable" >"$app/Sources/RatingApp/RatingPresentable.swift"
cell "" "import Presentable" >"$app/Sources/RatingApp/RatingCell.swift"
view_model >"$app/Sources/RatingApp/AppRating.swift"
# The app's tests adopt its trait on the probe, as Docs/Cells.md shows.
tests RatingApp 'extension TraitProbe: RatingPresentable {
  public var rating: Int { probed("rating", 3) }
  public var ratingColor: Color { probed("ratingColor", .rgb(200, 120, 0)) }
  public func onRatingChange(_ rating: Int) { called("onRatingChange(\(rating))") }
}
' >"$app/Tests/RatingAppTests/RatingTests.swift"
(cd "$app" && run_tests RatingApp && run_lint RatingApp)

echo "== 2. a rating row in the library: two files"
library="$work/library/Presentable"
git archive HEAD | (mkdir -p "$library" && tar -x -C "$library")
trait "public " "" >"$library/Sources/Presentable/Traits/RatingPresentable.swift"
cell "public " "" >"$library/Sources/Presentable/Cells/RatingCell.swift"
if (cd "$library" && Scripts/generate-trait-probe.sh --check >/dev/null 2>&1); then
  echo "generate-trait-probe.sh --check passed with a trait the probe does not adopt" >&2
  exit 1
fi
echo "generate-trait-probe.sh --check fails on the new trait until the probe is regenerated"
(cd "$library" && Scripts/generate-trait-probe.sh && Scripts/generate-trait-probe.sh --check)
grep -q 'public var rating: Int { probed("rating", 3) }' \
  "$library/Sources/PresentableTesting/CellLaws/TraitProbe+Traits.swift"
# What changed in the library: the two files, and the file the generator wrote.
git archive HEAD | (mkdir -p "$work/pristine" && tar -x -C "$work/pristine")
changed=$(diff -rq --exclude=.build "$work/pristine" "$library" | sed "s|$work/pristine|.|; s|$library|.|" | sort || true)
expected="Files ./Sources/PresentableTesting/CellLaws/TraitProbe+Traits.swift and ./Sources/PresentableTesting/CellLaws/TraitProbe+Traits.swift differ
Only in ./Sources/Presentable/Cells: RatingCell.swift
Only in ./Sources/Presentable/Traits: RatingPresentable.swift"
if [[ "$changed" != "$expected" ]]; then
  printf 'the library copy differs from HEAD by more than the row kind:\n%s\n' "$changed" >&2
  exit 1
fi
echo "the library changed by the two files and the regenerated probe, nothing else"
user="$work/library/RatingUser"
package RatingUser "$user"
view_model >"$user/Sources/RatingUser/AppRating.swift"
# No extension: the probe adopts the library's new trait by itself.
tests RatingUser "" >"$user/Tests/RatingUserTests/RatingTests.swift"
(cd "$user" && run_tests RatingUser && run_lint RatingUser)
echo "A row kind is two files: the law check, the lint, the forms and the app's look (through the row kind's own part) picked up the rating row."
