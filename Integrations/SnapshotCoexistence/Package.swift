// swift-tools-version:6.0
// Proves that a test file can import PresentableTesting and swift-snapshot-testing together and
// call both libraries' assertions without qualifying either (`Scripts/check-snapshot-coexistence.sh`,
// run by CI). Its own package: the root package keeps no dependencies.
import PackageDescription

let package = Package(
  name: "SnapshotCoexistence",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
  ],
  targets: [
    .testTarget(
      name: "SnapshotCoexistenceTests",
      dependencies: [
        .product(name: "Presentable", package: "Presentable"),
        .product(name: "PresentableTesting", package: "Presentable"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "__PresentableSnapshots__"])
  ],
  swiftLanguageModes: [.v6]
)
