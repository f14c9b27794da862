import Foundation

/// Where snapshot files go and how messages name them.
///
/// A test file `Tests/AppTests/SettingsTests.swift` keeps its references in
/// `Tests/AppTests/__PresentableSnapshots__/SettingsTests/`, one file per snapshot:
/// `<test>.txt`, or `<test>.<name>.txt` with `named:`; snapshots across profiles end in
/// `.profiles.txt`. The folder is PresentableTesting's own: swift-snapshot-testing keeps its
/// references in `__Snapshots__/<TestFile>/<test>.<name>.txt`, and a test file that uses both
/// libraries must not have them overwrite each other's files.
enum SnapshotPaths {
  /// The folder beside each test file that holds its references.
  static let folderName = "__PresentableSnapshots__"

  /// The longest file name a reference gets, in UTF-8 bytes: 255, what common file systems
  /// allow, less the `.new` a failure adds beside it.
  static let longestFileName = 251

  /// What names a reference file, as a key for the paths already worked out.
  private struct Key: Hashable {
    var file: UInt
    var test: String
    var name: String?
    var fileExtension: String
    var directory: String?
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [Key: String] = [:]

  /// ``reference(filePath:test:name:fileExtension:directory:)``, worked out once per test file,
  /// test, name and root: a test suite asserts the same snapshots over and over.
  static func cachedReference(
    filePath: StaticString, test: String, name: String?, fileExtension: String, directory: String?
  ) -> String {
    // A `#filePath` string is a constant in the binary: its address names the file.
    guard filePath.hasPointerRepresentation else {
      return reference(
        filePath: filePath, test: test, name: name, fileExtension: fileExtension, directory: directory)
    }
    let key = Key(
      file: UInt(bitPattern: filePath.utf8Start), test: test, name: name, fileExtension: fileExtension,
      directory: directory)
    lock.lock()
    let path = known[key]
    lock.unlock()
    if let path { return path }
    let made = reference(
      filePath: filePath, test: test, name: name, fileExtension: fileExtension, directory: directory)
    lock.lock()
    known[key] = made
    lock.unlock()
    return made
  }

  /// The reference file for a snapshot.
  ///
  /// A file name longer than ``longestFileName`` bytes is shortened: its first bytes, `~`, and
  /// 16 hexadecimal digits of a hash of the whole name (``shortened(_:fileExtension:)``).
  ///
  /// - Parameters:
  ///   - filePath: The test file (`#filePath`).
  ///   - test: The test function's name.
  ///   - name: The snapshot's name, if given.
  ///   - fileExtension: `txt` or `profiles.txt`.
  ///   - directory: A root that replaces the `__PresentableSnapshots__` folder beside the test file.
  static func reference(
    filePath: StaticString, test: String, name: String?, fileExtension: String, directory: String?
  ) -> String {
    // Built as bytes: this runs for every assertion, and `String` appends cost more than the
    // rest of the lookup.
    var path: [UInt8] = []
    filePath.withUTF8Buffer { file in
      path.reserveCapacity(
        file.count + test.utf8.count + (name?.utf8.count ?? 0) + (directory?.utf8.count ?? 0) + 50)
      let slash = file.lastIndex(of: UInt8(ascii: "/"))
      var baseName = file[(slash.map { $0 + 1 } ?? 0)...]
      if baseName.count > 6 && baseName.suffix(6).elementsEqual(".swift".utf8) {
        baseName = baseName.dropLast(6)
      }
      if let directory {
        path.append(contentsOf: directory.utf8)
      } else {
        if let slash { path.append(contentsOf: file[..<slash]) } else { path.append(UInt8(ascii: ".")) }
        path.append(UInt8(ascii: "/"))
        path.append(contentsOf: folderName.utf8)
      }
      path.append(UInt8(ascii: "/"))
      appendSafe(String(decoding: baseName, as: UTF8.self), to: &path)
    }
    path.append(UInt8(ascii: "/"))
    var fileName: [UInt8] = []
    appendSafe(test, to: &fileName)
    if let name {
      fileName.append(UInt8(ascii: "."))
      appendSafe(name, to: &fileName)
    }
    if fileName.count + 1 + fileExtension.utf8.count > longestFileName {
      path.append(contentsOf: shortened(fileName, fileExtension: fileExtension).utf8)
    } else {
      path.append(contentsOf: fileName)
      path.append(UInt8(ascii: "."))
      path.append(contentsOf: fileExtension.utf8)
    }
    return String(decoding: path, as: UTF8.self)
  }

  /// A file name too long for the file system, made to fit: as many whole characters of it as
  /// fit, `~`, 16 hexadecimal digits of its 64-bit FNV-1a hash (the same on every machine and
  /// run), and the extension. `~` never appears in a name otherwise, so a shortened name cannot
  /// be mistaken for a whole one.
  static func shortened(_ name: [UInt8], fileExtension: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    let suffix = "~" + String(repeating: "0", count: 16 - digits.count) + digits + "." + fileExtension
    var end = max(0, longestFileName - suffix.utf8.count)
    // Cut between characters: never before a UTF-8 continuation byte.
    while end > 0 && end < name.count && name[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: name.prefix(end), as: UTF8.self) + suffix
  }

  /// Whether a reference's file name was shortened, and what it would have been: for the note
  /// that says so.
  static func shorteningNote(for path: String, test: String, name: String?) -> String? {
    // The file name by its last slash: `NSString.lastPathComponent` cost half of a matching
    // assertion, and this runs for every one.
    let start =
      path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
    let file = path[start...]
    guard file.utf8.contains(UInt8(ascii: "~")) else { return nil }
    return """
      The snapshot name \(name.map { "\"\($0)\"" } ?? "") of \(test) makes a file name longer than \
      \(longestFileName) bytes (what file systems allow, less room for `.new`): its reference is \
      \(file), the name's first characters and a hash of the whole. A shorter `named:` gives a \
      readable file name.
      """
  }

  private static func appendSafe(_ name: String, to path: inout [UInt8]) {
    var name = name
    let plain = name.withUTF8 { bytes in
      !bytes.isEmpty && bytes[0] != UInt8(ascii: ".") && bytes.allSatisfy { isPlain($0) }
    }
    path.append(contentsOf: plain ? name.utf8 : safe(name).utf8)
  }

  /// A name that is safe in a file name on every platform: letters, digits, `-`, `_`, `.`, `+`,
  /// `=`, `@` and `,` stay; anything else (spaces, slashes, colons) becomes `-`.
  static func safe(_ name: String) -> String {
    if name.utf8.allSatisfy({ isPlain($0) }) && name.utf8.first != UInt8(ascii: ".") && !name.isEmpty {
      return name
    }
    let kept = String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { scalar in
          scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || "-_.+=@,".unicodeScalars.contains(scalar) ? scalar : "-"
        }))
    // A leading dot would hide the file.
    return kept.isEmpty ? "-" : kept.hasPrefix(".") ? "-" + kept.dropFirst() : kept
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// The path relative to the working directory (where `swift test` runs) when it is inside it.
  static func display(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath)
    -> String
  {
    let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// Where CI puts the actual output of a snapshot: the same relative path under the artifacts
  /// folder, so copying the folder over the package accepts every change.
  static func artifact(for path: String, in artifacts: String, workingDirectory: String) -> String {
    let relative = display(path, workingDirectory: workingDirectory)
    return artifacts + "/" + (relative.hasPrefix("/") ? String(relative.dropFirst()) : relative)
  }

  /// The word quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || $0.properties.numericType != nil
          || "-_./=+@,:".unicodeScalars.contains($0))
    }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
