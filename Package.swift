// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Presentable",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Presentable", targets: ["Presentable"]),
    .library(name: "PresentableTesting", targets: ["PresentableTesting"]),
    .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
    .plugin(name: "PresentableLintPlugin", targets: ["PresentableLintPlugin"]),
  ],
  targets: [
    .target(name: "Presentable"),
    .executableTarget(
      name: "SettingsDemo", dependencies: ["Presentable"],
      // Generic types of its own view models by metadata accessor, not by mangled name: each
      // mangled name checked the view model's conformances at start-up, a scan of every loaded
      // library's conformance records apiece (Docs/Benchmarks.md, start-up).
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
        // The Swift runtime and Foundation linked in on Linux, in release: the dynamic loader's
        // work on their libraries was most of the start (Docs/Benchmarks.md, start-up). The
        // compile needs the flag too: its static modules name the libraries theirs need (ICU).
        // Debug builds stay dynamic, as the test targets that link this module are.
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
      ],
      // lld, which the toolchain ships: gold repeats glibc's warning about `mktemp`, which the
      // static Foundation calls, and a release build prints no warnings.
      linkerSettings: [
        .unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
      ]),
    .target(name: "PresentableTesting", dependencies: ["Presentable"]),
    .testTarget(
      name: "PresentableTests",
      dependencies: ["Presentable", "PresentableTesting", "PresentableTestSupport", "TerminalProbe"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PresentableTestingTests",
      dependencies: ["PresentableTesting", "Presentable", "PresentableTestSupport"],
      // `__Snapshots__` holds the references of the simulated swift-snapshot-testing in CoexistenceTests.
      exclude: ["__PresentableSnapshots__", "__Snapshots__"]),
    .testTarget(
      name: "SettingsDemoTests",
      dependencies: ["SettingsDemo", "Presentable", "PresentableTesting", "PresentableTestSupport"],
      exclude: ["__PresentableSnapshots__"]),
    .testTarget(name: "ExamplesTests", dependencies: ["Presentable"]),
    // An HTML renderer from the public renderer seam only; Scripts/check-public-renderer.sh
    // compiles it outside this package to prove it needs no package access.
    .testTarget(name: "HTMLRendererTests", dependencies: ["Presentable"]),
    // What the test targets share (a seeded generator, the hostile text corpus); no product, so no
    // app sees it.
    .target(
      name: "PresentableTestSupport", dependencies: ["Presentable", "PresentableTesting"],
      path: "Tests/PresentableTestSupport"),
    // Draws the pictures of rows in the documentation (Scripts/render-pictures.sh).
    .executableTarget(name: "DocPictures", dependencies: ["Presentable"], path: "Scripts/DocPictures"),
    // A small full-screen program the terminal-restore tests run in a pseudo-terminal.
    .executableTarget(name: "TerminalProbe", dependencies: ["Presentable"], path: "Tests/TerminalProbe"),
    // `swift package presentable-lint`: near misses of trait requirements, read from source text.
    .plugin(
      name: "PresentableLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "presentable-lint",
          description: "Reports members that nearly implement a Presentable trait requirement")),
      dependencies: ["PresentableLint"]),
    .executableTarget(name: "PresentableLint"),
    .testTarget(
      name: "PresentableLintTests", dependencies: ["PresentableLint", "Presentable", "PresentableTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
