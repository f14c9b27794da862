#!/usr/bin/env python3
"""The comparison side of the benchmark: Python's Rich rendering the same settings rows that the
Swift benchmark renders with Presentable, timed the same way (median of 15 runs), in the same run.

Prints one JSON object: rich version, ns per settings row rendered to 24-bit ANSI at 80 columns,
and ns per byte / per CJK character measuring display width with Rich's cell_len.
"""
import io
import json
import statistics
import sys
import time

try:
    import rich
    from rich.cells import cell_len
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text
except ImportError:
    print(json.dumps({"error": "rich is not installed: pip install rich"}))
    sys.exit(0)

# The settings rows of the Swift side: (title, control, control style).
ROWS = [
    ("Minion Mode!!!", "[ ON ●]", "bold yellow"),
    ("Theme", "‹ dark ›", "#0a84ff"),
    ("Accent Color", "‹ theme ›", "#0a84ff"),
    ("Name", "Bob 設定", "#aeaeb2"),
    ("E-mail", "bob@example.com", "#aeaeb2"),
    ("Allow Notifications", "[ ON ●]", "bold magenta"),
    ("Sounds", "[ ON ●]", "bold magenta"),
    ("Badges", "[○ OFF]", "#aeaeb2"),
    ("Reminders per Day", "[-] 3 [+]", "bold #0a84ff"),
    ("Version", "1.0 (Presentable)", "#aeaeb2"),
    ("Licenses", "›", "#8e8e93"),
    ("Acknowledgements", "›", "#8e8e93"),
] * 2  # 24 rows, a screenful


# One console for every run, as the Swift side keeps one renderer: only the rows are timed.
console = Console(file=io.StringIO(), width=80, color_system="truecolor", force_terminal=True,
                  legacy_windows=False, highlight=False)


def render_rows():
    console.file = io.StringIO()
    table = Table.grid(expand=True)
    table.add_column()
    table.add_column(justify="right")
    for title, control, style in ROWS:
        table.add_row(Text("  " + title, style="#f2f2f7"), Text(control, style=style))
    console.print(table)
    return console.file.getvalue()


def median_ns(body, work, calls, runs=15):
    for _ in range(max(1, calls // 10)):
        body()
    samples = []
    for _ in range(runs):
        start = time.perf_counter_ns()
        for _ in range(calls):
            body()
        samples.append((time.perf_counter_ns() - start) / (calls * work))
    return statistics.median(samples)


ascii_text = "The Minions are here to stay! Minion Mode!!! 0123456789 " * 73
cjk_text = "設定画面のミニオンモード한국어설정" * 80

result = {
    "rich_version": getattr(rich, "__version__", None) or __import__("importlib.metadata").metadata.version("rich"),
    "python": sys.version.split()[0],
    "row_ns": median_ns(render_rows, len(ROWS), 20),
    "ascii_width_ns_per_byte": median_ns(lambda: cell_len(ascii_text), len(ascii_text.encode()), 50),
    "cjk_width_ns_per_scalar": median_ns(lambda: cell_len(cjk_text), len(cjk_text), 50),
    "output_sample": render_rows().splitlines()[0],
}
print(json.dumps(result))
