#!/usr/bin/env python3
"""Compiles every ```swift block of the docs against the library's public API.

Usage: Scripts/check-doc-snippets.py [DOC ...]   (no argument: the docs listed in DOCS below, then
       Scripts/check-doc-snippets.py --sources    the sources' examples, as --sources does)

Each doc becomes one test target of a scratch package that depends on this repository by path
(a test target, so snippets of tests can use Testing, XCTest and PresentableTesting). A snippet is
one file of that target: its declarations at file scope, its statements in a function of their
own (main actor, async throws), so a snippet sees the declarations of the doc's other snippets,
as a reader who follows the page has them, but none of their local names. Names a fragment takes
for granted (`cell`, `screen`, `stack`...) come from the doc's prelude,
Scripts/DocSnippets/<key>.prelude.swift. A snippet without an import line is a fragment and gets
`import Foundation` and `import Presentable` (and the test libraries when it looks like a test);
one with import lines is a whole file and gets exactly those. `#sourceLocation` points each line
back at the doc, so a failure names the doc file and line.

A snippet is left out only by a marker before it, `<!-- snippet: skip (reason) -->`; it applies
to the next ```swift block, and the script lists every one it skipped. A snippet that shows members
of a type out of their declaration (a cell's `keys(state:)`) is compiled inside the scope a marker
names, `<!-- snippet: in (extension ChargeCell) -->`, the type coming from the prelude.

With --sources it compiles instead the ```swift examples of the `///` comments of the public API of
Sources/Presentable and Sources/PresentableTesting (a comment above a `public` declaration or a
protocol requirement), one test target per source file, with the prelude
Scripts/DocSnippets/Sources.<Module>.prelude.swift; a marker is a comment line of its own,
`/// <!-- snippet: skip (reason) -->`. When a build fails, each source file's target is
type-checked on its own, so every failing example is listed, not the first target's.

The scratch package sits at a fixed path under the system temp directory (one per checkout), and
files are rewritten only when they change, so a second run rebuilds only the snippets that moved.
"""
import glob
import hashlib
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
PRELUDES = "Scripts/DocSnippets"

# The docs checked; every doc with a swift block must be here or in LEFT_OUT.
DOCS = [
    "README.md",
    "Docs/ArgumentParser.md",
    "Docs/Binding.md",
    "Docs/Cells.md",
    "Docs/Forms.md",
    "Docs/GettingStarted.md",
    "Docs/Live.md",
    "Docs/Prompts.md",
    "Docs/Rendering.md",
    "Docs/Screens.md",
    "Docs/SnapshotTesting.md",
    "Docs/Styling.md",
    "Docs/Traits.md",
] + sorted(
    os.path.relpath(path, REPO) for path in glob.glob(os.path.join(REPO, "Sources/*/*.docc/*.md"))
)

# Docs whose snippets are not compiled, each with the reason (none today; a single snippet is
# better left out by a marker in its doc).
LEFT_OUT = {}

MARKER = re.compile(r"<!--\s*snippet:\s*(skip|in)\s*\((.+)\)\s*-->")
FENCE = re.compile(r"^(\s*)```(\S*)")
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|final|nonisolated|indirect)\s+)*"
    r"(?:struct|class|enum|protocol|extension|func|actor|typealias|import)\b"
)
TEST_NAMES = re.compile(
    r"@Test\b|#expect|#require|XCT|assertTextSnapshot|assertCellLaws|CellLaws|TraitProbe|TextSnapshot|HeadlessTerminal"
    r"|SnapshotTextRenderer|SnapshotConfiguration|withSnapshotConfiguration|TestAppearance"
)


class Snippet:
    def __init__(self, doc, line, code, marker):
        self.doc, self.line, self.code = doc, line, code
        self.skip = marker[1] if marker and marker[0] == "skip" else None
        self.scope = marker[1] if marker and marker[0] == "in" else None


def snippets(doc, lines=None):
    """The ```swift blocks of `doc` (or of `lines`, the doc's text line by line), each with the line
    of its first code line and its marker."""
    if lines is None:
        lines = open(os.path.join(REPO, doc), encoding="utf-8").read().split("\n")
    found, marked, marked_line, index = [], None, None, 0
    while index < len(lines):
        line = lines[index]
        marker = MARKER.search(line)
        if marker:
            if marked is not None:
                sys.exit(f"{doc}:{marked_line}: a snippet marker with no swift block after it")
            marked, marked_line = marker.groups(), index + 1
        fence = FENCE.match(line)
        if fence:
            indent, language = fence.groups()
            end = index + 1
            while end < len(lines) and not lines[end].strip().startswith("```"):
                end += 1
            if language == "swift":
                code = [text[len(indent) :] if text.startswith(indent) else text for text in lines[index + 1 : end]]
                found.append(Snippet(doc, index + 2, code, marked))
                marked = None
            elif marked is not None:
                sys.exit(f"{doc}:{marked_line}: a snippet marker before a {language or 'plain'} block, not swift")
            index = end
        index += 1
    if marked is not None:
        sys.exit(f"{doc}:{marked_line}: a snippet marker with no swift block after it")
    return found


SOURCE_MODULES = ["Sources/Presentable", "Sources/PresentableTesting"]
DOC_COMMENT = re.compile(r"^(\s*)/// ?(.*)$")
PUBLIC_DECLARATION = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\b")
REQUIREMENT = re.compile(r"^\s+(?:(?:static|mutating|nonisolated)\s+)*(?:var\s+\w+\s*:.*\{\s*get|func\s+[^{]*$)")


def source_snippets(path):
    """The ```swift blocks of the `///` comments of `path` that document public API: each comment's
    text stands for a doc whose lines keep the file's numbers, other lines left blank."""
    lines = open(os.path.join(REPO, path), encoding="utf-8").read().split("\n")
    text = [""] * len(lines)
    index = 0
    while index < len(lines):
        if not DOC_COMMENT.match(lines[index]):
            index += 1
            continue
        end = index
        while end < len(lines) and DOC_COMMENT.match(lines[end]):
            end += 1
        following = end
        while following < len(lines) and re.match(r"^\s*@", lines[following]) and "public" not in lines[following]:
            following += 1
        declaration = lines[following] if following < len(lines) else ""
        if PUBLIC_DECLARATION.match(declaration) or REQUIREMENT.match(declaration):
            for number in range(index, end):
                text[number] = DOC_COMMENT.match(lines[number]).group(2)
        index = end
    return snippets(path, text)


def depth_change(line, state):
    """Bracket depth change over `line`, outside strings and comments; `state` carries open
    multi-line strings and block comments across lines."""
    change, index = 0, 0
    while index < len(line):
        if state["block"]:
            end = line.find("*/", index)
            if end < 0:
                return change
            state["block"], index = False, end + 2
            continue
        if state["multiline"]:
            end = line.find('"""', index)
            if end < 0:
                return change
            state["multiline"], index = False, end + 3
            continue
        if line.startswith("//", index):
            return change
        if line.startswith("/*", index):
            state["block"], index = True, index + 2
            continue
        if line.startswith('"""', index):
            state["multiline"], index = True, index + 3
            continue
        character = line[index]
        if character == '"':
            index += 1
            while index < len(line) and line[index] != '"':
                index += 2 if line[index] == "\\" else 1
        elif character in "([{":
            change += 1
        elif character in ")]}":
            change -= 1
        index += 1
    return change


def chunks(code):
    """Splits a snippet into its top-level parts: [is a declaration, first line index, lines]."""
    result, pending, pending_start, depth = [], [], 0, 0
    state = {"block": False, "multiline": False}
    attribute = re.compile(r"(@\w+(\([^)]*\))?\s*)+")
    for index, line in enumerate(code):
        stripped = line.strip()
        top = depth == 0 and not state["multiline"] and not state["block"] and line[:1] not in ("", " ", "\t")
        # A line that goes on with the expression above it (`.hidden(when:)`, a closing brace).
        continuation = stripped[:1] in (".", "}", ")", "]") or stripped.startswith(("&&", "||", "+ ", "? ", ": "))
        if top and not continuation and (stripped.startswith("//") or attribute.fullmatch(stripped)):
            # A comment or an attribute on a line of its own belongs to what comes under it.
            if not pending:
                pending_start = index
            pending.append(line)
        elif top and not continuation:
            attributes = [text.strip() for text in pending if attribute.fullmatch(text.strip())]
            is_declaration = bool(DECLARATION.match(" ".join(attributes + [stripped])))
            result.append([is_declaration, pending_start if pending else index, pending + [line]])
            pending = []
        elif pending or not result:
            if not pending:
                pending_start = index
            pending.append(line)
        else:
            result[-1][2].append(line)
        depth += depth_change(line, state)
    if pending:
        if result:
            result[-1][2].extend(pending)
        else:
            result.append([False, pending_start, pending])
    return result


def source(snippet, name):
    """The Swift file for one snippet."""
    text = "\n".join(snippet.code)
    imports = [line.strip() for line in snippet.code if re.match(r"^(@testable\s+)?import\s", line)]
    header = ["// Generated by Scripts/check-doc-snippets.py; edits are overwritten."]
    if not imports:
        header += ["import Foundation", "import Presentable"]
        if TEST_NAMES.search(text):
            header += ["import PresentableTesting", "import Testing"]
        if "XCT" in text:
            header.append("import XCTest")
    if snippet.scope:
        location = f'#sourceLocation(file: "{snippet.doc}", line: {snippet.line})'
        body = header + [snippet.scope + " {", location] + snippet.code + ["#sourceLocation()", "}"]
        return "\n".join(body) + "\n"
    declarations, statements = [], []
    for is_declaration, start, lines in chunks(snippet.code):
        target = declarations if is_declaration else statements
        target.append(f'#sourceLocation(file: "{snippet.doc}", line: {snippet.line + start})')
        target.extend(lines)
        target.append("#sourceLocation()")
    body = header + declarations
    if statements:
        body += [f"@MainActor private func {name}() async throws {{"] + statements + ["}"]
    return "\n".join(body) + "\n"


def without_declared(prelude, code):
    """The prelude without its paragraphs that declare a type or a conformance `code` declares
    itself (a source file's example of a view model the other files' examples use), blanked to
    keep line numbers."""
    paragraphs = prelude.split("\n\n")
    kept = []
    for paragraph in paragraphs:
        names = re.findall(r"^(?:final\s+)?(?:struct|class|enum|protocol|actor)\s+(\w+)", paragraph, re.M)
        declared = any(re.search(rf"\b(?:struct|class|enum|protocol|actor)\s+{name}\b", code) for name in names)
        conformances = re.findall(r"^extension\s+(\w+:\s*\w+)", paragraph, re.M)
        declared = declared or any(re.search(rf"\bextension\s+{re.escape(c)}\b", code) for c in conformances)
        kept.append("\n" * paragraph.count("\n") if declared else paragraph)
    return "\n\n".join(kept)


def typecheck_each(root, targets):
    """Type-checks each target's files with swiftc against the modules the package build made;
    the result reads as one build's."""
    import concurrent.futures

    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path", "--package-path", root], cwd=REPO, stdout=subprocess.PIPE, text=True
    ).stdout.strip()
    modules = os.path.join(bin_path, "Modules")

    def typecheck(target):
        files = sorted(glob.glob(os.path.join(root, "Targets", target, "*.swift")))
        return subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-module-name", target] + files,
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(typecheck, targets))
    return subprocess.CompletedProcess(
        args=[], returncode=max(result.returncode for result in results),
        stdout="\n".join(result.stdout for result in results))


def key(doc):
    """The name a doc's prelude and target go by: Cells for Docs/Cells.md, Presentable.Presentable for
    the DocC catalogue's landing page."""
    stem = os.path.splitext(os.path.basename(doc))[0]
    catalog = re.search(r"(\w+)\.docc/", doc)
    return f"{catalog.group(1)}.{stem}" if catalog else stem


def write(path, text):
    """Writes only a file that changed, so the build recompiles only what moved."""
    if os.path.exists(path) and open(path, encoding="utf-8").read() == text:
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(text)


def source_files():
    """The Swift files of the modules whose `///` examples --sources compiles."""
    return sorted(
        os.path.relpath(path, REPO)
        for module in SOURCE_MODULES
        for path in glob.glob(os.path.join(REPO, module, "**", "*.swift"), recursive=True)
    )


def main():
    arguments = sys.argv[1:]
    from_sources = "--sources" in arguments
    arguments = [argument for argument in arguments if argument != "--sources"]
    if from_sources:
        return check(source_files(), source_snippets, lambda path: "Sources." + path.split("/")[1], "source")
    docs = [os.path.relpath(os.path.abspath(doc), REPO) for doc in arguments] or DOCS
    missing = [doc for doc in docs if not os.path.isfile(os.path.join(REPO, doc))]
    if missing:
        sys.exit(f"No such doc: {', '.join(missing)}")
    with_swift = {
        os.path.relpath(path, REPO)
        for path in glob.glob(os.path.join(REPO, "*.md"))
        + glob.glob(os.path.join(REPO, "Docs/*.md"))
        + glob.glob(os.path.join(REPO, "Sources/*/*.docc/*.md"))
        if "```swift" in open(path, encoding="utf-8").read()
    }
    unlisted = sorted(with_swift - set(DOCS) - set(LEFT_OUT))
    if unlisted:
        sys.exit(f"Swift snippets in docs neither checked nor left out: {', '.join(unlisted)} (DOCS in {__file__})")
    check(docs, snippets, key, "doc", listed=not arguments)
    if not arguments:
        check(source_files(), source_snippets, lambda path: "Sources." + path.split("/")[1], "source")


def check(docs, find, prelude_key, kind, listed=False):
    """Compiles the snippets `find` reads from each of `docs`, one test target per doc, with the
    prelude named by `prelude_key`."""
    identity = os.path.basename(REPO).lower()
    root = os.path.join(
        tempfile.gettempdir(),
        f"presentable-{kind}-snippets-" + hashlib.sha1(REPO.encode()).hexdigest()[:8])
    targets, compiled, skipped, kept, all_snippets = [], 0, [], set(), []
    for doc in docs:
        name = key(doc) if kind == "doc" else doc[len("Sources/") : -len(".swift")]
        target = "Snippets" + re.sub(r"\W", "", name.replace(".", "_").replace("/", "_"))
        directory = os.path.join(root, "Targets", target)
        files = {}
        prelude = os.path.join(PRELUDES, prelude_key(doc) + ".prelude.swift")
        found = find(doc)
        if os.path.exists(os.path.join(REPO, prelude)):
            text = open(os.path.join(REPO, prelude), encoding="utf-8").read()
            if kind == "source":
                text = without_declared(text, "\n".join("\n".join(snippet.code) for snippet in found))
            files["Prelude.swift"] = f'#sourceLocation(file: "{prelude}", line: 1)\n{text}\n#sourceLocation()\n'
        for snippet in found:
            all_snippets.append(snippet)
            if snippet.skip:
                skipped.append(snippet)
                continue
            name = f"snippet{snippet.line}"
            files[f"Line{snippet.line}.swift"] = source(snippet, name)
            compiled += 1
        if not files or (kind == "source" and not any(name.startswith("Line") for name in files)):
            continue
        for name, text in files.items():
            write(os.path.join(directory, name), text)
            kept.add(os.path.join(directory, name))
        targets.append(target)

    for snippet in skipped:
        print(f"skipped {snippet.doc}:{snippet.line}: {snippet.skip}")
    for doc, reason in sorted(LEFT_OUT.items()):
        if listed:
            print(f"left out {doc}: {reason}")
    if not targets:
        print(f"No swift snippet to compile in {', '.join(docs)} ({len(skipped)} skipped).")
        return
    for path in glob.glob(os.path.join(root, "Targets", "*", "*.swift")):
        if path not in kept:
            os.remove(path)
    product = lambda name: f'.product(name: "{name}", package: "{identity}")'
    test_targets = "\n".join(
        f'    .testTarget(name: "{target}", dependencies: [{product("Presentable")}, '
        f'{product("PresentableTesting")}], path: "Targets/{target}"),'
        for target in targets
    )
    write(
        os.path.join(root, "Package.swift"),
        f"""// swift-tools-version:6.0
// Generated by Scripts/check-doc-snippets.py: the snippets of each doc, one test target per doc.
import PackageDescription

let package = Package(
  name: "DocSnippets",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "{REPO}")],
  targets: [
{test_targets}
  ],
  swiftLanguageModes: [.v6]
)
""",
    )
    for directory in glob.glob(os.path.join(root, "Targets", "*")):
        if os.path.basename(directory) not in targets:
            for path in glob.glob(os.path.join(directory, "*")):
                os.remove(path)
            os.rmdir(directory)

    print(f"compiling {compiled} snippets of {len(docs)} docs in {root}", flush=True)
    build = subprocess.run(
        ["swift", "build", "--build-tests", "--package-path", root],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if kind == "source" and build.returncode != 0:
        # A build stops at the first target that fails; with a target per source file, each is
        # type-checked on its own against the library the build made, so every failure shows.
        build = typecheck_each(root, targets)
    # Warnings are a fragment's nature (a value computed to show it); a deprecation is not.
    problems = [
        line for line in build.stdout.splitlines()
        if re.search(r": error:", line) or re.search(r": warning: .*deprecated", line)
    ]
    if build.returncode != 0 or problems:
        # The errors with their excerpts: no progress lines, no warning of another snippet.
        # The build may report a diagnostic more than once; each is shown once.
        shown, keep, seen = [], True, set()
        for line in build.stdout.splitlines():
            if re.match(r"\[\d+/\d+\]|Building for", line):
                continue
            header = re.match(r"\S.*?:\d+:\d+: (\w+):", line)
            if header:
                keep = (header.group(1) == "error" or line in problems) and line not in seen
                seen.add(line)
            if keep:
                shown.append(line)
        print("\n".join(shown), file=sys.stderr)
        located = (re.match(r"([^:]+\.(?:md|swift)):(\d+):", line) for line in problems)
        checked = {snippet.doc for snippet in all_snippets}
        places = {(match.group(1), int(match.group(2))) for match in located if match and match.group(1) in checked}
        for doc, line in sorted(places):
            start = max(snippet.line for snippet in all_snippets if snippet.doc == doc and snippet.line <= line)
            print(f"{doc}:{line}: the snippet at {doc}:{start} does not compile", file=sys.stderr)
        failing = {(doc, max(s.line for s in all_snippets if s.doc == doc and s.line <= line)) for doc, line in places}
        print(f"{len(failing)} of {compiled} snippets do not compile ({len(skipped)} skipped).", file=sys.stderr)
        sys.exit(1)
    print(f"All {compiled} snippets compile ({len(skipped)} skipped).")


if __name__ == "__main__":
    main()
