/// Finds members that look meant to implement a trait requirement but do not.
///
/// With protocol-extension defaults, a view model that writes `var switchColour`, `var label:
/// String?` (the trait wants `String`) or `func onSwitchToggleOn(on: Bool)` compiles without a
/// word, and the default wins. For every type, extension and protocol extension that adopts a
/// trait (directly, through a protocol of the app's own, a type alias or a superclass), the linter
/// reports a member that
/// - has a requirement's name but not its type, argument labels, parameter types, return type,
///   effects or staticness, unless another member implements that requirement (an overload); or
/// - is within ``NameDistance/tolerance(for:)`` edits of a requirement the type does not implement.
///
/// A protocol of the app's own that refines a trait (a row kind the app adds) is checked as a
/// trait: its requirements are near-missed as the library's are. A cell that still declares the
/// key methods `keys(state:)` replaced is reported too (``RetiredCellMethods``).
///
/// ```swift
/// let linter = NearMissLinter(catalog: catalog, modules: [module])
/// for finding in linter.findings() { print(finding) }
/// // Sources/App/Minion.swift:12: warning: MinionModeViewModel.switchColour is not a requirement: …
/// ```
struct NearMissLinter {
  /// A type with all its extensions, or a protocol with its extensions, in one module.
  private struct Subject {
    var name: String
    var module: Int
    var kind: Declaration.Kind
    /// Declared in the linted sources (not only extended there).
    var isDeclared: Bool
    var inherited: [String] = []
    /// Members of its body and extensions: what it implements.
    var members: [Member] = []
    /// A protocol's own requirements.
    var requirements: [Member] = []
    var genericNames: Set<String> = []
    var typeAliases: [String: TypeSpelling] = [:]

    mutating func absorb(_ declaration: Declaration) {
      inherited += declaration.inherited.filter { !inherited.contains($0) }
      if declaration.kind == .protocolType {
        requirements += declaration.members
      } else {
        members += declaration.members
      }
      genericNames.formUnion(declaration.genericNames)
      typeAliases.merge(declaration.typeAliases) { first, _ in first }
    }
  }

  /// Who supplies a default: the app's protocols and extensions, or a trait's own extension.
  private enum Provider {
    case app(Int)
    case trait(String)
  }

  private struct Adoption {
    var traits: [String] = []
    var appProtocols: [Int] = []
    var superclasses: [Int] = []
    var providers: [Provider] = []
  }

  private let catalog: TraitCatalog
  private let modules: [SourceModule]
  private var subjects: [Subject] = []
  /// Per module: type name to subject.
  private var types: [[String: Int]]
  /// Per module: protocol name to subject.
  private var protocols: [[String: Int]]

  /// A linter of `modules` against the traits of `catalog`.
  init(catalog: TraitCatalog, modules: [SourceModule]) {
    self.catalog = catalog
    self.modules = modules
    types = Array(repeating: [:], count: modules.count)
    protocols = Array(repeating: [:], count: modules.count)
    for (module, source) in modules.enumerated() {
      for declaration in source.declarations where declaration.kind != .extension {
        add(declaration, module: module)
      }
    }
    for (module, source) in modules.enumerated() {
      for declaration in source.declarations where declaration.kind == .extension {
        addExtension(declaration, module: module)
      }
    }
  }

  /// How many types and protocols adopt a trait: what ``findings()`` checks.
  var adoptingCount: Int {
    subjects.indices.filter { !adoption(of: $0).traits.isEmpty }.count
  }

  /// Every near miss, ordered by file and line.
  func findings() -> [NearMiss] {
    var found = RetiredCellMethods.findings(in: modules)
    for index in subjects.indices {
      found += findings(in: index)
    }
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  // MARK: - Subjects

  private mutating func add(_ declaration: Declaration, module: Int) {
    let isProtocol = declaration.kind == .protocolType
    if isProtocol && catalog.isTrait(declaration.name) {
      // The trait itself, when the linted package is Presentable: the catalog has its requirements.
      var body = declaration
      body.kind = .extension
      body.members = []
      addExtension(body, module: module)
      return
    }
    if !declaration.isLocal, let existing = (isProtocol ? protocols : types)[module][declaration.name] {
      subjects[existing].absorb(declaration)
      return
    }
    var subject = Subject(name: declaration.name, module: module, kind: declaration.kind, isDeclared: true)
    subject.absorb(declaration)
    subjects.append(subject)
    guard !declaration.isLocal else { return }
    if isProtocol {
      protocols[module][declaration.name] = subjects.count - 1
    } else {
      types[module][declaration.name] = subjects.count - 1
    }
  }

  private mutating func addExtension(_ declaration: Declaration, module: Int) {
    var names = [declaration.name]
    if let dot = declaration.name.firstIndex(of: ".") {
      // `extension Presentable.TextPresentable`: the module's name comes first.
      names.append(String(declaration.name[declaration.name.index(after: dot)...]))
    }
    for name in names {
      if let found = lookUp(name, in: types, from: module) ?? lookUp(name, in: protocols, from: module) {
        subjects[found].absorb(declaration)
        return
      }
    }
    let name = names.last { catalog.isTrait($0) } ?? declaration.name
    let kind: Declaration.Kind = catalog.isTrait(name) ? .protocolType : .extension
    var subject = Subject(name: name, module: module, kind: kind, isDeclared: false)
    subject.absorb(declaration)
    subjects.append(subject)
    if kind == .protocolType {
      protocols[module][name] = subjects.count - 1
    } else {
      types[module][name] = subjects.count - 1
    }
  }

  /// The subject named `name` as seen from `module`: its own first, else the one other module
  /// that has it.
  private func lookUp(_ name: String, in table: [[String: Int]], from module: Int) -> Int? {
    if let found = table[module][name] { return found }
    let elsewhere = table.indices.compactMap { $0 == module ? nil : table[$0][name] }
    return elsewhere.count == 1 ? elsewhere[0] : nil
  }

  private func adoption(of index: Int) -> Adoption {
    let subject = subjects[index]
    var adoption = Adoption()
    var queue = (subject.kind == .protocolType ? [subject.name] : subject.inherited).map {
      ($0, subject.module)
    }
    var seen: Set<String> = []
    while !queue.isEmpty {
      let (name, module) = queue.removeFirst()
      guard seen.insert(name).inserted else { continue }
      if let found = lookUp(name, in: protocols, from: module), subjects[found].isDeclared {
        adoption.appProtocols.append(found)
        adoption.providers.append(.app(found))
        queue += subjects[found].inherited.map { ($0, subjects[found].module) }
        continue
      }
      if catalog.isTrait(name) {
        adoption.traits.append(name)
        if let extended = lookUp(name, in: protocols, from: module) {
          adoption.providers.append(.app(extended))  // the app's own extension of the trait
        }
        adoption.providers.append(.trait(name))
        queue += catalog.refinedTraits(of: name).map { ($0, module) }
      } else if let alias = modules[module].typeAliases[name] {
        queue += alias.parts.filter { $0.first?.isLetter == true || $0.first == "_" }.map { ($0, module) }
      } else if let found = lookUp(name, in: types, from: module), found != index,
        subjects[found].kind == .classType
      {
        adoption.superclasses.append(found)
        queue += subjects[found].inherited.map { ($0, subjects[found].module) }
      }
    }
    return adoption
  }

  // MARK: - Checks

  private func findings(in index: Int) -> [NearMiss] {
    let subject = subjects[index]
    let adoption = adoption(of: index)
    guard !adoption.traits.isEmpty else { return [] }
    // The app's own protocols that refine a trait are traits too: a row kind the app adds is
    // linted as the library's are, with nothing listed anywhere.
    let appRequirements = adoption.appProtocols.flatMap { index in
      subjects[index].requirements.filter { !$0.isStatic }.map {
        TraitCatalog.Requirement(member: $0, trait: subjects[index].name)
      }
    }
    let requirements = catalog.requirements(reachableFrom: adoption.traits) + appRequirements
    let implementers = subject.members + adoption.superclasses.flatMap { subjects[$0].members }
    let implemented = requirements.filter { requirement in
      implementers.contains {
        $0.name == requirement.member.name && mismatch($0, requirement, in: subject) == nil
      }
    }
    var found: [NearMiss] = []
    for member in subject.members {
      let namesakes = requirements.filter { $0.member.name == member.name }
      if let first = namesakes.first {
        let reasons = namesakes.map { mismatch(member, $0, in: subject) }
        if reasons.contains(where: { $0 == nil }) { continue }
        if namesakes.contains(where: { implemented.contains($0) }) { continue }  // an overload
        found.append(report(member, of: subject, mismatching: first, because: reasons[0] ?? "", adoption))
        continue
      }
      if member.isStatic { continue }
      let candidates = requirements.filter {
        !implemented.contains($0) && NameDistance.isSlip(member.name, for: $0.member.name)
      }
      let nearest = candidates.min {
        NameDistance.between(member.name, $0.member.name) < NameDistance.between(member.name, $1.member.name)
      }
      if let nearest {
        found.append(report(member, of: subject, nearlyNaming: nearest, adoption))
      }
    }
    return found
  }

  /// Why `member` does not implement `requirement`, or nil if it does.
  private func mismatch(_ member: Member, _ requirement: TraitCatalog.Requirement, in subject: Subject)
    -> String?
  {
    let wanted = requirement.member
    if member.isStatic && !wanted.isStatic { return "it is static, the requirement is an instance member" }
    let requirementGenerics = catalog.traits[requirement.trait]?.genericNames ?? []
    func same(_ mine: TypeSpelling, _ theirs: TypeSpelling) -> Bool {
      let mine = mine.expandingAliases(
        subject.typeAliases.merging(modules[subject.module].typeAliases) { a, _ in a })
      let theirs = theirs.expandingAliases(catalog.typeAliases)
      if mine.mentions(subject.genericNames) || theirs.mentions(requirementGenerics) { return true }
      return mine == theirs
    }
    switch (member.shape, wanted.shape) {
    case (.property(let type, let isSettable), .property(let wantedType, let wantedSettable)):
      if let type, let wantedType, !same(type, wantedType) {
        return "its type is \(type), the requirement's is \(wantedType)"
      }
      if wantedSettable && !isSettable { return "it is read-only, the requirement is { get set }" }
      return nil
    case (
      .method(let parameters, let returnType, let isAsync, let isThrowing),
      .method(let wantedParameters, let wantedReturn, let wantedAsync, let wantedThrowing)
    ):
      if parameters.map(\.label) != wantedParameters.map(\.label) {
        return "its argument labels are \(member.labels), the requirement's are \(wanted.labels)"
      }
      if !zip(parameters, wantedParameters).allSatisfy({ same($0.type, $1.type) }) {
        let mine = parameters.map(\.type.description).joined(separator: ", ")
        let theirs = wantedParameters.map(\.type.description).joined(separator: ", ")
        return "its parameter types are (\(mine)), the requirement's are (\(theirs))"
      }
      if !same(returnType, wantedReturn) {
        return "it returns \(returnType), the requirement returns \(wantedReturn)"
      }
      if isAsync && !wantedAsync { return "it is async, the requirement is not" }
      if isThrowing && !wantedThrowing { return "it throws, the requirement does not" }
      if member.isMutating && !wanted.isMutating { return "it is mutating, the requirement is not" }
      return nil
    case (.method, .property): return "it is a method, the requirement is a property"
    case (.property, .method): return "it is a property, the requirement is a method"
    }
  }

  // MARK: - Messages

  private func report(
    _ member: Member, of subject: Subject, mismatching requirement: TraitCatalog.Requirement,
    because reason: String,
    _ adoption: Adoption
  ) -> NearMiss {
    let message =
      "\(reference(to: member, of: subject)) does not implement '\(requirement.member.signature)' of "
      + "\(requirement.trait): \(reason)." + consequence(for: requirement, adoption)
    return NearMiss(
      file: member.file, line: member.line, message: message, requirement: requirement.member.signature)
  }

  private func report(
    _ member: Member, of subject: Subject, nearlyNaming requirement: TraitCatalog.Requirement,
    _ adoption: Adoption
  ) -> NearMiss {
    let message =
      "\(reference(to: member, of: subject)) is not a requirement: did you mean '\(requirement.member.signature)' "
      + "of \(requirement.trait)?" + consequence(for: requirement, adoption)
    return NearMiss(
      file: member.file, line: member.line, message: message, requirement: requirement.member.signature)
  }

  private func reference(to member: Member, of subject: Subject) -> String {
    subject.name + "." + member.name + member.labels
  }

  /// What happens instead, as a sentence after the finding's: which default the type gets.
  private func consequence(for requirement: TraitCatalog.Requirement, _ adoption: Adoption) -> String {
    let name = requirement.member.name
    let provider = adoption.providers.lazy.compactMap { provider -> String? in
      switch provider {
      case .app(let index):
        self.subjects[index].members.contains { $0.name == name } ? self.subjects[index].name : nil
      case .trait(let trait):
        self.catalog.defaults[trait]?.contains(name) == true ? trait : nil
      }
    }.first
    guard let provider else { return "" }
    return " As written, the default from \(provider) is \(requirement.member.isMethod ? "called" : "used")."
  }
}
