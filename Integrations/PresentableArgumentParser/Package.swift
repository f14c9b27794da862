// swift-tools-version:6.0
import PackageDescription

// swift-argument-parser's missing options asked as Presentable questions: an integration package
// of its own, so the root package keeps no dependencies.
let package = Package(
  name: "PresentableArgumentParser",
  platforms: [.macOS(.v14)],
  products: [.library(name: "PresentableArgumentParser", targets: ["PresentableArgumentParser"])],
  dependencies: [
    .package(name: "Presentable", path: "../.."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // The root named, so its product is found whatever the checkout's folder is called.
    .target(
      name: "PresentableArgumentParser",
      dependencies: [
        .product(name: "Presentable", package: "Presentable"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Docs/ArgumentParser.md's walkthrough command, built and run by the tests.
    .executableTarget(
      name: "Coffee",
      dependencies: [
        "PresentableArgumentParser", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "PresentableArgumentParserTests",
      dependencies: [
        "PresentableArgumentParser", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Presentable", package: "Presentable"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
