// swift-tools-version:6.0
import PackageDescription

// swift-log's lines above a running live region, in the app's look: an integration package of its
// own, so the root package keeps no dependencies.
let package = Package(
  name: "PresentableLog",
  platforms: [.macOS(.v14)],
  products: [.library(name: "PresentableLog", targets: ["PresentableLog"])],
  dependencies: [
    .package(name: "Presentable", path: "../.."),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
  ],
  targets: [
    // The root named, so its product is found whatever the checkout's folder is called.
    .target(
      name: "PresentableLog",
      dependencies: [
        .product(name: "Presentable", package: "Presentable"), .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "PresentableLogTests",
      dependencies: ["PresentableLog", .product(name: "Presentable", package: "Presentable")]),
  ],
  swiftLanguageModes: [.v6]
)
