// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Presentable",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Presentable", targets: ["Presentable"]),
    .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
  ],
  targets: [
    .target(name: "Presentable"),
    .executableTarget(name: "SettingsDemo", dependencies: ["Presentable"]),
    .testTarget(name: "PresentableTests", dependencies: ["Presentable"], exclude: ["Fixtures"]),
    .testTarget(name: "ExamplesTests", dependencies: ["Presentable"]),
  ],
  swiftLanguageModes: [.v6]
)
