// swift-tools-version:6.0
import PackageDescription

// The benchmarks live in their own package so the root package keeps no dependencies.
let package = Package(
  name: "PresentableBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Presentable", path: "..")],
  targets: [
    // Counts heap allocations in-process, for the benchmarks' "allocations per row" figures.
    .target(name: "MallocCounter"),
    // A Swift program that writes one line: the floor `start.last-byte` is read against.
    .executableTarget(name: "StartFloor"),
    // The same with Foundation linked, as the library links it.
    .executableTarget(name: "StartFloorFoundation"),
    // The same linked as the release demo is on Linux: the runtime and Foundation statically.
    .executableTarget(
      name: "StartFloorStatic",
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
      linkerSettings: [
        .unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
      ]),
    .executableTarget(
      name: "PresentableBenchmarks",
      dependencies: [
        "MallocCounter",
        .product(name: "Presentable", package: "Presentable"),
        .product(name: "PresentableTesting", package: "Presentable"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
