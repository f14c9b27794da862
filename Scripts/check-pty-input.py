#!/usr/bin/env python3
"""Run a full-screen program in a pseudo-terminal, send it input step by step, and check after
every step that the terminal shows exactly the frame the program should show, that every row is
as wide as the screen by the reference (Python's wcwidth 0.9.4), and that nothing but cursor and
style sequences reached the terminal.

Usage: check-pty-input.py < plan.json

The plan (written by Tests/SettingsDemoTests/PseudoTerminalTests.swift):
  {"program": PATH, "arguments": [...], "columns": N, "rows": M,
   "steps": [{"label": TEXT, "bytes": [...], "rows": [TEXT, ...], "attributes": [TEXT, ...],
              "settle": SECONDS}, ...]}

For each step the bytes are written to the terminal as a user's terminal would send them; the
script waits until the program has read them all, then (with a deadline of 30 s, so a loaded
machine only makes it slower) until the emulated screen shows `rows` (the frame after that step,
trailing spaces kept, the right half of a wide character as nothing) with `attributes` (a letter
per column: "@" plus 1 bold, 2 italic, 4 underline, 8 inverse, 16 strikethrough), so that a step
that only changes styles (a commit ends the underline) is seen done before the next is sent.
`settle` is how long the program may still take to decide pending input (a lone Escape, a paste
whose end never came): the script waits that long and checks the screen again before the next
step. At the end, Ctrl-C must quit with status 0.

The emulator is pyte with grapheme clusters: pyte on its own measures code point by code point
(an emoji ZWJ sequence would be three emoji), so `draw` is replaced by one that places each
grapheme cluster (as wcwidth segments it) in the columns wcwidth.width gives it, as terminals
that follow Unicode's segmentation do.

Prints one line per failure, and a summary; exits 0 when every step passed.
"""
import json
import os
import re
import select
import subprocess
import sys
import threading
import time

import fcntl
import pyte
import struct
import termios
import wcwidth
from pyte import modes

REFERENCE = "0.9.4"
DEADLINE = 30.0

# What may reach the terminal from the program: text, CSI sequences, the background question at
# start (OSC 11 ; ?), and OSC 8 hyperlinks whose address is printable ASCII (the library
# percent-encodes the rest; a link is removed before the search). Any other OSC, a DCS, APC, PM or
# SOS, a C1 control (encoded in UTF-8) or a bidi control would mean data acted on the terminal.
HYPERLINK = re.compile(rb"\x1b\]8;;[\x21-\x7e]*\x1b\\")
FORBIDDEN = re.compile(
    rb"\x1b(?!\]11;\?\x07)[\]PX^_]|\xc2[\x80-\x9f]|\xe2\x80[\xaa-\xae]|\xe2\x81[\xa6-\xa9]|\xe2\x80[\x8e\x8f]|\xd8\x9c")


class GraphemeScreen(pyte.Screen):
    """A pyte screen that draws whole grapheme clusters, each in its wcwidth columns."""

    def draw(self, data):
        data = data.translate(self.g1_charset if self.charset else self.g0_charset)
        for cluster in wcwidth.iter_graphemes(data):
            width = wcwidth.width(cluster)
            line = self.buffer[self.cursor.y]
            if width <= 0:
                # Nothing of its own to show: it joins the cell before, as a combining mark does.
                x = min(self.cursor.x, self.columns) - 1
                while x > 0 and line[x].data == "":
                    x -= 1
                if x >= 0:
                    line[x] = line[x]._replace(data=line[x].data + cluster)
                continue
            if self.cursor.x + width > self.columns:
                if modes.DECAWM in self.mode:
                    self.carriage_return()
                    self.linefeed()
                    line = self.buffer[self.cursor.y]
                else:
                    self.cursor.x = max(0, self.columns - width)
            x = self.cursor.x
            self._break_wide(line, x, width)
            line[x] = self.cursor.attrs._replace(data=cluster)
            for i in range(1, min(width, self.columns - x)):
                line[x + i] = self.cursor.attrs._replace(data="")
            self.cursor.x = min(x + width, self.columns)
        self.dirty.add(self.cursor.y)

    def _break_wide(self, line, x, width):
        """Blanks what is left of wide clusters the new one covers in part, as terminals do."""
        if line[x].data == "":
            lead = x - 1
            while lead > 0 and line[lead].data == "":
                lead -= 1
            for i in range(lead, x):
                line[i] = line[i]._replace(data=" ")
        after = x + width
        while after < self.columns and line[after].data == "":
            line[after] = line[after]._replace(data=" ")
            after += 1

    def row(self, y):
        line = self.buffer[y]
        return "".join([line[x].data for x in range(self.columns)])

    def attribute_row(self, y):
        def code(cell):
            # Bold and italic do not show on a blank, which an erase draws in the current style.
            shows = cell.data != " "
            flags = (cell.bold and shows) | (cell.italics and shows) << 1 | cell.underscore << 2 | cell.reverse << 3
            return chr(0x40 + (flags | cell.strikethrough << 4))
        line = self.buffer[y]
        return "".join([code(line[x]) for x in range(self.columns)])

    def rows(self):
        return [self.row(y) for y in range(self.lines)]

    def attributes(self):
        return [self.attribute_row(y) for y in range(self.lines)]

    def shows(self, rows, attributes):
        """Whether the screen shows `rows` with `attributes`; it stops reading at the first row
        that differs, as most looks come before the program's output is all in."""
        return (all(self.row(y) == want for y, want in enumerate(rows))
                and all(self.attribute_row(y) == want for y, want in enumerate(attributes)))


class Terminal:
    """The program in a pseudo-terminal, its output fed to the emulator as it comes."""

    def __init__(self, program, arguments, columns, rows):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.input_queue = os.dup(slave)  # to see how much input the program has not read yet
        environment = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
        environment.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "COLUMNS": str(columns),
                            "LINES": str(rows)})
        environment.pop("NO_COLOR", None)
        self.process = subprocess.Popen([program, *arguments], stdin=slave, stdout=slave, stderr=slave,
                                        start_new_session=True, close_fds=True, env=environment)
        os.close(slave)
        self.screen = GraphemeScreen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        # How many chunks have been fed: the screen is read again only once it has changed, as
        # reading all of it costs more than the program's frame.
        self.generation = 0
        self.lock = threading.Lock()
        # Notified with each chunk fed, so a wait looks at the screen as soon as output comes.
        self.fed = threading.Condition(self.lock)
        self.done = False
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        while not self.done:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output.extend(chunk)
                self.stream.feed(chunk)
                self.generation += 1
                self.fed.notify_all()

    def write(self, data):
        view = memoryview(bytes(data))
        while view:
            written = os.write(self.master, view)
            view = view[written:]

    def unread(self):
        return struct.unpack("i", fcntl.ioctl(self.input_queue, termios.FIONREAD, b"\0\0\0\0"))[0]

    def wait_for(self, rows, attributes):
        """Waits until the program has read its input and the screen shows `rows` with
        `attributes`; returns what is shown last."""
        deadline = time.monotonic() + DEADLINE
        while self.unread() and time.monotonic() < deadline and self.process.poll() is None:
            time.sleep(0.001)
        with self.lock:
            while True:
                generation = self.generation
                if self.screen.shows(rows, attributes):
                    return rows, attributes
                if time.monotonic() >= deadline or self.process.poll() is not None:
                    return self.screen.rows(), self.screen.attributes()
                # Until more output comes (or a while, to look at the deadline and the process).
                self.fed.wait_for(lambda: self.generation != generation, timeout=0.05)

    def finish(self):
        try:
            code = self.process.wait(timeout=DEADLINE)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        time.sleep(0.1)
        self.done = True
        self.reader.join()
        os.close(self.master)
        os.close(self.input_queue)
        return code


def describe(expected, shown):
    lines = []
    for kind, wanted, got in [("text", expected[0], shown[0]), ("styles", expected[1], shown[1])]:
        for y, (want, have) in enumerate(zip(wanted, got)):
            if want != have:
                lines.append(f"    row {y} {kind}: expected {want!r}")
                lines.append(f"    row {y} {kind}: shown    {have!r}")
    return "\n".join(lines)


def main():
    if wcwidth.__version__ != REFERENCE:
        sys.exit(f"wcwidth {REFERENCE} is the reference, found {wcwidth.__version__}: "
                 f"python3 -m pip install wcwidth=={REFERENCE}")
    plan = json.load(sys.stdin)
    columns, rows = plan["columns"], plan["rows"]
    terminal = Terminal(plan["program"], plan["arguments"], columns, rows)
    failures = []
    checked = 0
    widths = {}
    for number, step in enumerate(plan["steps"]):
        name = f"{columns}x{rows} step {number} ({step['label']})"
        expected = (step["rows"], step["attributes"])
        terminal.write(step["bytes"])
        shown = terminal.wait_for(*expected)
        if shown == expected and step["settle"] > 0:
            time.sleep(step["settle"])
            shown = terminal.wait_for(*expected)
        if shown != expected:
            failures.append(f"{name}: the screen is not the program's frame\n{describe(expected, shown)}")
            break
        for y, row in enumerate(shown[0]):
            # Most rows are the same from step to step: each text is measured once.
            measured = widths.get(row)
            if measured is None:
                measured = widths[row] = wcwidth.width(row)
            if measured != columns:
                failures.append(f"{name}: row {y} is {measured} columns by wcwidth, not {columns}: {row!r}")
        checked += 1
    terminal.write(b"\x03")  # Ctrl-C quits from anywhere
    code = terminal.finish()
    if code != 0:
        failures.append(f"{columns}x{rows}: exit status {code} after Ctrl-C, expected 0")
    unlinked = HYPERLINK.sub(b"", bytes(terminal.output))
    for match in FORBIDDEN.finditer(unlinked):
        context = unlinked[max(0, match.start() - 20):match.end() + 20]
        failures.append(f"{columns}x{rows}: forbidden bytes reached the terminal: {context!r}")
        break
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"{columns}x{rows}: {checked} of {len(plan['steps'])} steps checked, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
