// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Presentable",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Presentable", targets: ["Presentable"]),
    .library(name: "PresentableTesting", targets: ["PresentableTesting"]),
    .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
  ],
  targets: [
    .target(name: "Presentable"),
    .executableTarget(name: "SettingsDemo", dependencies: ["Presentable"]),
    .testTarget(name: "PresentableTests", dependencies: ["Presentable"], exclude: ["Fixtures"]),
    .target(name: "PresentableTesting", dependencies: ["Presentable"]),
    .testTarget(
      name: "PresentableTestingTests", dependencies: ["PresentableTesting", "Presentable"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
