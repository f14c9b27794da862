import Foundation

/// The Swift files of one module (a target) to lint, parsed.
///
/// Files are grouped by module because a name means one type within a module; the same name in
/// two targets is two types.
struct SourceModule {
  var name: String
  var declarations: [Declaration] = []
  /// Type aliases with one meaning in the module.
  var typeAliases: [String: TypeSpelling] = [:]

  /// The module made of `files` (path and source text).
  init(name: String, files: [(path: String, source: String)]) {
    self.name = name
    var aliases: [String: [TypeSpelling]] = [:]
    for file in files {
      let parsed = DeclarationParser.parse(file.source, file: file.path)
      declarations += parsed.declarations
      aliases.merge(parsed.typeAliases) { $0 + $1 }
    }
    typeAliases = aliases.compactMapValues { Set($0).count == 1 ? $0[0] : nil }
  }

  /// The module made of the `.swift` files at `paths`, each a file or a folder searched recursively.
  init(name: String, paths: [String]) throws {
    var files: [(path: String, source: String)] = []
    for path in paths {
      for file in try Self.swiftFiles(at: path) {
        files.append((file, try Self.read(file)))
      }
    }
    self.init(name: name, files: files)
  }

  /// The text of the file at `path`, which must be UTF-8.
  static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LintError.unreadable(path, "no such file, or not readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw LintError.unreadable(path, "not UTF-8 text")
    }
    return text
  }

  private static func swiftFiles(at path: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw LintError.unreadable(path, "no such file or folder")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else {
      throw LintError.unreadable(path, "cannot list the folder")
    }
    let names = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return names.map { (path as NSString).appendingPathComponent($0) }
  }
}
