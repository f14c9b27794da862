#!/usr/bin/env bash
# Checks that the layers of Sources/Presentable only point down, as Docs/Architecture.md orders
# them, that no source file is over 400 lines (generated tables aside), and that the engine's
# tricks stay in the engine: unsafe pointers and casts, unaligned loads, forced inlining,
# underscored attributes and the standard library's private types appear only in the engine
# rooms (Text/, Render/, Support/, and Terminal/ for system calls), and nowhere in the library
# does code name `String`'s private layout; and that no comment under Sources/ carries an
# instruction count or a time (they go to Docs/Benchmarks.md).
#
#   Scripts/check-layers.sh              checks this repository
#   Scripts/check-layers.sh --root DIR   checks the copy at DIR (its Sources/ and Docs/)
#   LAYERS_VERBOSE=1 Scripts/check-layers.sh   also lists every arrow it found, with one use each
#   Scripts/check-layers.sh --self-test  plants an upward use, a folder missing from the order,
#                                        a long file, a performance figure in a comment and a trick
#                                        outside the engine in temporary copies, and fails unless
#                                        the check catches each (CI runs it)
#
# Types are visible across a module, so imports say nothing: the check reads the names each folder
# declares at the top level (types, functions, globals) and looks for them, as whole words outside
# comments and string literals, in the other folders' files. The order is read from the doc's
# layer table (first row at the bottom), so the doc and the check cannot drift.
set -euo pipefail
cd "$(dirname "$0")/.."

exec python3 - "$@" <<'PY'
import os, re, shutil, subprocess, sys, tempfile

LIMIT = 400
DOC = "Docs/Architecture.md"
LIBRARY = "Sources/Presentable"
# The engine rooms: the only folders of the library where the tricks below may be written.
ENGINE = {"Text", "Render", "Support", "Terminal"}
TRICKS = re.compile(
    r"\bUnsafe[A-Z]\w*|\bwithUnsafe\w*|\bunsafe(?:BitCast|Downcast|Address|MutableAddress|"
    r"UninitializedCapacity)\b|\bUnmanaged\b|\bloadUnaligned\b|\bstoreBytes\b|@inline\(__always\)|"
    r"@_\w+|\b_isPOD\b|\bassumingMemoryBound\b|\bbindMemory\b")
# Performance figures belong in Docs/Benchmarks.md: a comment says why, and points there.
FIGURE = re.compile(r"//.*\b\d[\d,.]*\s*(?:million\s+)?(?:instructions?|ns|µs|nanoseconds|microseconds)\b")
# Nowhere, not even in the engine: reading another module's private layout.
# (The standard library's string internals by name, or a value cast to a tuple of raw words.)
PRIVATE_LAYOUT = re.compile(r"\b_String(?:Object|Guts)\b|\._guts\b|unsafeBitCast\([^,]*,\s*to:\s*\(")


def strip(source):
    """The source with comments and string literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * source.count("\n", i, j))
            i = j
        elif source[i] == '"' or (source[i] == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r"#*", source[i:]).group(0))
            start = i + hashes
            quote = '"""' if source.startswith('"""', start) else '"'
            close = quote + "#" * hashes
            j = start + len(quote)
            while j < n and not source.startswith(close, j):
                j += 2 if source[j] == "\\" and not hashes else 1
            j = min(n, j + len(close))
            out.append('""' + "\n" * source.count("\n", i, j))
            i = j
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|"
    r"nonisolated|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias|func|var|let)\s+"
    r"([A-Za-z_]\w*)", re.M)


def read_order(root):
    """Layers bottom first, each a list of folder names, from the doc's layer table; and the
    upward uses the doc allows, as (from, to) folder pairs."""
    text = open(os.path.join(root, DOC), encoding="utf-8").read()
    layers = []
    for line in text.splitlines():
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3:
            continue
        folders = re.findall(r"`" + re.escape(LIBRARY) + r"/(\w+)`|`(\w+)`", cells[1])
        names = [a or b for a, b in folders]
        if any(a for a, _ in folders):
            layers.append(names)
    allowed = set(re.findall(r"^- Allowed upward use: `(\w+)` uses `(\w+)`", text, re.M))
    return layers, allowed


def folders_of(root):
    base = os.path.join(root, LIBRARY)
    return sorted(
        d for d in os.listdir(base)
        if os.path.isdir(os.path.join(base, d)) and not d.endswith(".docc"))


def swift_files(folder):
    for dirpath, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(dirpath, name)


def check(root):
    problems = []
    layers, allowed = read_order(root)
    if not layers:
        return [f"{DOC}: no layer table naming folders of {LIBRARY}"]
    level = {}
    for index, names in enumerate(layers):
        for name in names:
            level[name] = index
    folders = folders_of(root)
    for folder in folders:
        if folder not in level:
            problems.append(f"{LIBRARY}/{folder} is missing from the layer order in {DOC}")

    texts, declared = {}, {}
    for folder in folders:
        for path in swift_files(os.path.join(root, LIBRARY, folder)):
            text = strip(open(path, encoding="utf-8").read())
            texts[path] = (folder, text)
            for match in DECLARATION.finditer(text):
                declared.setdefault(match.group(1), set()).add(folder)
    # A name declared in more than one folder says nothing about which one a use means.
    owner = {name: next(iter(f)) for name, f in declared.items() if len(f) == 1}

    arrows = {}
    for path, (folder, text) in texts.items():
        for number, line in enumerate(text.splitlines(), 1):
            for word in set(re.findall(r"\b[A-Za-z_]\w*\b", line)):
                target = owner.get(word)
                if target and target != folder:
                    arrows.setdefault((folder, target), f"{os.path.relpath(path, root)}:{number} uses {word}")
    for (user, used), where in sorted(arrows.items()):
        if user in level and used in level and level[used] > level[user] and (user, used) not in allowed:
            problems.append(f"upward use: {user} uses {used} ({where}), but {DOC} puts {used} above {user}")

    for folder in folders:
        for path in swift_files(os.path.join(root, LIBRARY, folder)):
            _, text = texts[path]
            for number, line in enumerate(text.splitlines(), 1):
                where = f"{os.path.relpath(path, root)}:{number}"
                layout = PRIVATE_LAYOUT.search(line)
                if layout:
                    problems.append(f"{where} reads another module's private layout ({layout.group(0)})")
                trick = TRICKS.search(line)
                if trick and folder not in ENGINE:
                    problems.append(
                        f"{where} uses {trick.group(0)} outside the engine rooms "
                        f"({', '.join(sorted(ENGINE))}): move the machinery there or write it plainly")

    for top in ("Sources", "Tests"):
        for path in swift_files(os.path.join(root, top)):
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().splitlines()
            generated = any("Generated by" in line for line in lines[:3])
            for number, line in enumerate(lines, 1):
                if top == "Sources" and FIGURE.search(line):
                    problems.append(
                        f"{os.path.relpath(path, root)}:{number} has a performance figure in a comment: "
                        "say why, and point to Docs/Benchmarks.md")
            if top == "Sources" and len(lines) > LIMIT and not generated:
                problems.append(f"{os.path.relpath(path, root)} has {len(lines)} lines; the limit is {LIMIT}")
    if os.environ.get("LAYERS_VERBOSE"):
        for (user, used), where in sorted(arrows.items()):
            print(f"{user} -> {used}: {where}")
    return problems


def self_test():
    failures = []

    def copy():
        work = tempfile.mkdtemp()
        for part in ("Sources", "Docs"):
            shutil.copytree(part, os.path.join(work, part))
        return work

    layers, _ = read_order(".")
    bottom, top = layers[0][0], layers[-1][0]
    top_text = "".join(
        strip(open(p, encoding="utf-8").read()) for p in swift_files(os.path.join(LIBRARY, top)))
    top_name = next(m.group(1) for m in DECLARATION.finditer(top_text) if m.group(1)[0].isupper())

    cases = [
        ("an upward use", f"upward use: {bottom} uses {top}",
         lambda w: open(os.path.join(w, LIBRARY, bottom, "Planted.swift"), "w").write(
             f"func planted(_ value: {top_name}) {{}}\n")),
        ("a folder missing from the order", f"{LIBRARY}/Planted is missing",
         lambda w: (os.makedirs(os.path.join(w, LIBRARY, "Planted")),
                    open(os.path.join(w, LIBRARY, "Planted", "Planted.swift"), "w").write("struct Planted {}\n"))),
        ("a trick outside the engine", "uses UnsafeRawPointer outside the engine rooms",
         lambda w: open(os.path.join(w, LIBRARY, "Cells", "Planted.swift"), "w").write(
             "func planted(_ pointer: UnsafeRawPointer) {}\n")),
        ("forced inlining outside the engine", "uses @inline(__always) outside the engine rooms",
         lambda w: open(os.path.join(w, LIBRARY, "Forms", "Planted.swift"), "w").write(
             "@inline(__always) func planted() {}\n")),
        ("a read of String's private layout, even in the engine", "reads another module's private layout",
         lambda w: open(os.path.join(w, LIBRARY, "Text", "Planted.swift"), "w").write(
             "func planted(_ s: String) -> UInt64 { unsafeBitCast(s, to: (UInt64, UInt64).self).1 }\n")),
        ("a performance figure in a comment", "has a performance figure in a comment",
         lambda w: open(os.path.join(w, LIBRARY, bottom, "Figure.swift"), "w").write(
             "// Saves about 120 instructions a row.\nlet figure = 1\n")),
        ("a long file", f"has {LIMIT + 1} lines",
         lambda w: open(os.path.join(w, LIBRARY, bottom, "Long.swift"), "w").write("let x = 1\n" * (LIMIT + 1))),
    ]
    for name, expected, plant in cases:
        work = copy()
        try:
            plant(work)
            problems = check(work)
            if not any(expected in p for p in problems):
                failures.append(f"the check missed {name}: expected '{expected}' in {problems}")
            else:
                print(f"self-test: caught {name}")
        finally:
            shutil.rmtree(work)
    # A use inside a comment or a string is not a use.
    work = copy()
    try:
        open(os.path.join(work, LIBRARY, bottom, "Quiet.swift"), "w").write(
            f'// {top_name}\nlet quiet = "{top_name}"\n')
        problems = [p for p in check(work) if "Quiet.swift" in p]
        if problems:
            failures.append(f"the check counted a comment or string as a use: {problems}")
        else:
            print("self-test: comments and strings are not uses")
    finally:
        shutil.rmtree(work)
    return failures


args = sys.argv[1:]
if args == ["--self-test"]:
    failures = self_test()
    for failure in failures:
        print(failure, file=sys.stderr)
    sys.exit(1 if failures else 0)
root = args[1] if args[:1] == ["--root"] and len(args) == 2 else "." if not args else None
if root is None:
    sys.exit("usage: Scripts/check-layers.sh [--root DIR | --self-test]")
problems = check(root)
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
layers, _ = read_order(root)
print("Layers point down: " + " < ".join("/".join(names) for names in layers))
PY
