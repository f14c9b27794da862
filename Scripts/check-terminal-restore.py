#!/usr/bin/env python3
"""Run a full-screen program in a pseudo-terminal, end it every way a user or the system can, and
check the terminal is put back each time: echo and canonical mode on (the terminal settings are
exactly those from before), cursor shown, alternate screen left, bracketed paste off, mouse
reporting off (the "mouse on" cases turn it on); and that the
program ends the way a shell expects (status 0, or death by the signal that ended it).

The program runs as a session leader with the pseudo-terminal as its controlling terminal, as in a
terminal window: closing the terminal (the pty's master side) hangs it up with SIGHUP.

Usage: check-terminal-restore.py PROBE [--trap-case] [--demo SETTINGSDEMO] [--thread-sanitizer]

PROBE is Tests/TerminalProbe built; --demo also checks that SettingsDemo keeps a change made just
before its terminal closes. --thread-sanitizer says the programs were built with the thread
sanitizer, which changes how they die: its runtime runs a signal handler only when the program next
calls into the C library (a screen computing forever never does), so the busy- and blocked-screen
cases are left out; it ends a stack overflow with its own report and status 66; and a trap may end in another crash
signal. Exits 0 when every case passes; prints what failed otherwise.
"""
import concurrent.futures
import fcntl
import json
import os
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

ENTER = b"\x1b[?1049h"
LEAVE = b"\x1b[?1049l"
HIDE = b"\x1b[?25l"
SHOW = b"\x1b[?25h"
PASTE_ON = b"\x1b[?2004h"
PASTE_OFF = b"\x1b[?2004l"
MOUSE_ON = b"\x1b[?1006h"
MOUSE_OFF = b"\x1b[?1006l"
# Scroll margins (DECSTBM) set for a band, which a session keeps between scrolls, and reset.
MARGINS_SET = re.compile(rb"\x1b\[\d+;\d+r")
MARGINS_RESET = b"\x1b[r"
# An action that closes the terminal: the pty's master side, as when its window is closed.
HANG_UP = "hang up"
# How long a program may take to end once it should; the busy-screen grace period is 1 second.
EXIT_TIMEOUT = 10


# Run in the child, in a new session, before it becomes the program: make the pty (stdin) the
# session's controlling terminal, as a shell in a terminal window has it, and write no core files
# for the signals that dump one. (A trampoline rather than preexec_fn, which is unsafe while this
# script's other threads run.)
TRAMPOLINE = """
import fcntl, os, resource, signal, sys, termios
fcntl.ioctl(0, termios.TIOCSCTTY, 0)
for number in (signal.SIGPIPE, signal.SIGXFSZ):  # Python ignores these; a shell would not
    signal.signal(number, signal.SIG_DFL)
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
os.execv(sys.argv[1], sys.argv[1:])
"""


def run_case(program, name, actions, expect_signal=None, extra_args=(), wait_for_text=None,
             first_frame=b"Switch 2", check=None, other_statuses=(), expect_status=0,
             default_backtracer=False, in_color=False, backtracer_setting=None):
    inline = "--inline" in extra_args
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    before = termios.tcgetattr(slave)
    # The Swift runtime's crash report asks for a key in a terminal; the runner takes that prompt's
    # input away (TerminalRestorer.quietsBacktracer), which the default_backtracer cases check.
    # The others say interactive=no, as a user may.
    # Unsymbolicated too: symbolicating a debug build is most of a crash case's work, and the
    # report is checked for where it prints, not for its symbols.
    environment = dict(os.environ, SWIFT_BACKTRACE="interactive=no,symbolicate=off")
    if in_color:
        # As a terminal is, whatever the caller's NO_COLOR says (swift test sets it): in color a
        # program asks the terminal questions before its first frame (its background).
        environment.pop("NO_COLOR", None)
    if default_backtracer:
        del environment["SWIFT_BACKTRACE"]
        if backtracer_setting is not None:
            # A setting that leaves the prompt to its default, which the runner must quiet.
            environment["SWIFT_BACKTRACE"] = backtracer_setting
    # -I -S: the trampoline needs only the standard library, and starts faster without site.
    proc = subprocess.Popen([sys.executable, "-I", "-S", "-c", TRAMPOLINE, program, *extra_args], stdin=slave,
                            stdout=slave, stderr=slave, start_new_session=True, close_fds=True,
                            env=environment)
    output = bytearray()
    done = threading.Event()

    def reader():
        while not done.is_set():
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                output.extend(chunk)

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    failures = []
    hung_up = False

    def wait_for(predicate, what, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if predicate():
                return True
            time.sleep(0.02)
        failures.append(f"{name}: timed out waiting for {what}")
        return False

    if wait_for(lambda: first_frame in output, "the first frame"):
        during = termios.tcgetattr(slave)
        if during[3] & (termios.ECHO | termios.ICANON):
            failures.append(f"{name}: echo or canonical mode still on while running")
        if wait_for_text is not None:
            wait_for(lambda: wait_for_text in output, repr(wait_for_text))
        for action in actions:
            if action == HANG_UP:
                done.set()
                thread.join()
                os.close(master)
                hung_up = True
            elif isinstance(action, bytes):
                os.write(master, action)
            elif isinstance(action, float):
                time.sleep(action)  # a pause: no input for that many seconds
            elif callable(action):
                wait_for(action, action.__doc__ or "the program to act")  # an event, not a time
                continue
            else:
                proc.send_signal(action)
            time.sleep(0.15)
    try:
        code = proc.wait(timeout=EXIT_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        code = proc.wait()
        failures.append(f"{name}: did not exit within {EXIT_TIMEOUT} seconds")
    if not hung_up:
        time.sleep(0.2)
        done.set()
        thread.join()
        after = termios.tcgetattr(slave)
        os.close(master)
    os.close(slave)

    if not hung_up:
        # A hung-up terminal has no settings to read and shows nothing more: only how the program
        # ended counts there.
        if after != before:
            failures.append(
                f"{name}: terminal settings differ after exit: before {before[3]:#x}, after {after[3]:#x}")
        if not (after[3] & termios.ECHO and after[3] & termios.ICANON):
            failures.append(f"{name}: echo or canonical mode off after exit (stty would show -echo or -icanon)")
        last_enter = output.rfind(ENTER)
        if inline:
            # Inline runs stay on the normal screen: neither ?1049h nor ?1049l (whose cursor restore
            # would move the cursor there).
            if last_enter >= 0 or output.rfind(LEAVE) >= 0:
                failures.append(f"{name}: an inline run touched the alternate screen")
        elif last_enter < 0:
            failures.append(f"{name}: never entered the alternate screen")
        elif output.rfind(LEAVE) < last_enter:
            failures.append(f"{name}: alternate screen not left")
        if output.rfind(SHOW) < output.rfind(HIDE):
            failures.append(f"{name}: cursor left hidden")
        if output.rfind(PASTE_OFF) < output.rfind(PASTE_ON):
            failures.append(f"{name}: bracketed paste left on")
        if output.rfind(MOUSE_OFF) < output.rfind(MOUSE_ON):
            failures.append(f"{name}: mouse reporting left on")
        margins = [match.end() for match in MARGINS_SET.finditer(output)]
        if (margins and output.rfind(MARGINS_RESET) < margins[-1]) or (
                not inline and last_enter >= 0 and output.rfind(MARGINS_RESET) < last_enter):
            failures.append(f"{name}: scroll margins not reset")
        report = output.find(b"Program crashed")
        if report >= 0 and report < output.rfind(LEAVE):
            failures.append(f"{name}: the crash report went to the alternate screen")
        if default_backtracer and report < 0:
            failures.append(f"{name}: the Swift runtime printed no crash report")
        if default_backtracer and b" failed" in output[max(report, 0):]:
            # The runtime says so when swift-backtrace did not end well (it traps on end of input).
            failures.append(f"{name}: the backtracer failed")
    if expect_signal is None and code != expect_status:
        failures.append(f"{name}: exit status {code}, expected {expect_status}")
    allowed = expect_signal if isinstance(expect_signal, tuple) else (expect_signal,)
    if expect_signal is not None and -code not in allowed and code not in other_statuses:
        failures.append(f"{name}: exit status {code}, expected death by signal {' or '.join(map(str, allowed))}")
    if check is not None:
        failures += [f"{name}: {problem}" for problem in check(bytes(output))]
    print(f"{'FAIL' if failures else 'ok  '} {name} (status {code})", flush=True)
    return failures


def terminating_signals():
    """Every catchable signal whose default action ends the process (besides the crash signals,
    which the trap and stack-overflow cases cover)."""
    names = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGVTALRM",
             "SIGPROF", "SIGXCPU", "SIGXFSZ", "SIGPIPE", "SIGSYS", "SIGPWR", "SIGSTKFLT", "SIGIO",
             "SIGRTMIN", "SIGRTMAX"]
    return [getattr(signal, n) for n in names if hasattr(signal, n)]


def demo_hang_up_case(demo):
    """SettingsDemo saves a change, then its terminal closes: it ends, and the change is kept."""
    directory = tempfile.mkdtemp()
    store = os.path.join(directory, "settings.json")

    def change_is_kept(_output):
        try:
            with open(store) as file:
                settings = json.load(file)
        except (OSError, ValueError) as error:
            return [f"no settings file after the hang-up: {error}"]
        # The first row, Minion Mode, starts on; Space turned it off.
        if settings.get("minionMode") is not False:
            return [f"Minion Mode not saved off: {settings}"]
        return []

    def saved():
        """the change saved"""
        return change_is_kept(b"") == []

    # The terminal closes once the change is made (saved), however long a loaded machine takes.
    return run_case(demo, "SettingsDemo keeps a change when its terminal closes",
                    [b" ", saved, HANG_UP], expect_signal=signal.SIGHUP,
                    extra_args=("--store", store), first_frame=b"Minion Mode", check=change_is_kept)


def trap_case(program, sanitized):
    """A Swift runtime trap: SIGILL on x86-64 Linux, SIGTRAP on arm64; under the thread sanitizer
    the crash may end in another crash signal, or in the sanitizer's own report (status 66)."""
    signals = (signal.SIGILL, signal.SIGTRAP)
    if sanitized:
        signals += (signal.SIGSEGV, signal.SIGABRT, signal.SIGBUS)
    return lambda: run_case(program, "Swift runtime trap", [b"t"], expect_signal=signals, extra_args=("--trap",),
                            other_statuses=(66,) if sanitized else ())


def default_backtracer_cases(probe, demo):
    """Crash signals under the Swift runtime's own backtracer (SWIFT_BACKTRACE unset, or setting
    only symbolicate=off, which leaves its prompt on as unset does): the report
    prints on the restored screen, no prompt waits for a key, and the program dies of the signal,
    also when the signal came from kill (after which the runtime's handler returns, expecting a
    fault that never comes again). Each must end within EXIT_TIMEOUT; the prompt alone waits 30 s."""
    jobs = [lambda: run_case(probe, "Swift runtime trap, default backtracer", [b"t"],
                             expect_signal=(signal.SIGILL, signal.SIGTRAP), extra_args=("--trap",),
                             default_backtracer=True)]
    jobs.append(lambda: run_case(
        probe, "SIGSEGV by kill, default backtracer", [b" ", signal.SIGSEGV], expect_signal=signal.SIGSEGV,
        default_backtracer=True))
    # The other crash signals by kill take the same way out; the report is left unsymbolicated,
    # which is most of the backtracer's work on a debug build and not what is checked.
    for number in (signal.SIGABRT, signal.SIGBUS, signal.SIGILL, signal.SIGFPE, signal.SIGTRAP):
        jobs.append(lambda number=number: run_case(
            probe, f"{signal.Signals(number).name} by kill, default backtracer without symbols", [b" ", number],
            expect_signal=number, default_backtracer=True, backtracer_setting="symbolicate=off"))
    if demo is not None:
        jobs.append(lambda: run_case(
            demo, "SettingsDemo, SIGSEGV by kill, default backtracer", [b" ", signal.SIGSEGV],
            expect_signal=signal.SIGSEGV, first_frame=b"Minion Mode", default_backtracer=True,
            extra_args=("--store", os.path.join(tempfile.mkdtemp(), "settings.json"))))
    return jobs


CURSOR_QUESTION = b"\x1b[6n"


def demo_live_cast_case(demo, inline=False):
    """SettingsDemo --cast in a terminal, in color, records exactly the bytes the terminal got (the
    questions asked before the first frame too: the background's, and inline the cursor's), with
    times that never go back, and the terminal's size in the header."""
    directory = tempfile.mkdtemp()
    cast = os.path.join(directory, "session.cast")

    def cast_is_the_output(output):
        with open(cast, encoding="utf-8") as file:
            lines = file.read().splitlines()
        header = json.loads(lines[0])
        events = [json.loads(line) for line in lines[1:]]
        problems = []
        if (header.get("version"), header.get("width"), header.get("height")) != (2, 80, 24):
            problems.append(f"header {lines[0]}, expected version 2, 80x24")
        times = [event[0] for event in events]
        if times != sorted(times):
            problems.append(f"times go back: {times}")
        recorded = "".join(event[2] for event in events if event[1] == "o").encode()
        if recorded != output:
            problems.append(f"the cast holds {len(recorded)} bytes, the terminal got {len(output)}; "
                            f"first difference at {next((i for i, (a, b) in enumerate(zip(recorded, output)) if a != b), min(len(recorded), len(output)))}")
        return problems

    def cast_is_the_output_with_the_cursor_question(output):
        problems = cast_is_the_output(output)
        if CURSOR_QUESTION not in output:
            problems.append("the inline run never asked where the cursor is")
        return problems

    mode = ("--inline",) if inline else ()
    return run_case(demo, f"SettingsDemo {'--inline ' if inline else ''}--cast records exactly what the terminal got",
                    [b"j", b" ", b"q"],
                    extra_args=(*mode, "--store", os.path.join(directory, "settings.json"), "--cast", cast),
                    first_frame=b"Minion Mode",
                    check=cast_is_the_output_with_the_cursor_question if inline else cast_is_the_output,
                    in_color=True)


def main():
    program = sys.argv[1]
    arguments = sys.argv[2:]
    sanitized = "--thread-sanitizer" in arguments
    cases = [
        ("quit key", [b"j", b" ", b"q"], None, ()),
        ("Escape", [b"\x1b"], None, ()),
        ("Ctrl-C key", [b"\x03"], None, ()),
        ("Ctrl-D key", [b"\x04"], None, ()),
        ("bracketed paste then quit", [b"\x1b[200~pasted\ntext\x1b[201~", b"q"], None, ()),
        # A paste whose end marker never comes: keys are its text (q too) until the input has been
        # quiet for KeyDecoder.pasteTimeout (1 s); after that pause, Ctrl-C quits.
        ("unterminated paste, a pause, then Ctrl-C", [b"\x1b[200~never ended", b"q", 2.5, b"\x03"], None, ()),
        ("SIGHUP by closing the terminal", [b" ", HANG_UP], signal.SIGHUP, ()),
    ]
    for number in terminating_signals():
        cases.append((signal.Signals(number).name, [b" ", number], number, ()))
    if not sanitized:
        # The screen never returns to the run loop: the signal handlers themselves must restore
        # and end it. It computes forever for SIGTERM; for the others it waits forever, asleep,
        # which keeps the run loop away as surely and leaves the core to the other cases (each
        # such case lasts the handler's grace period).
        cases.append(("SIGTERM while the screen is busy", [b"b", signal.SIGTERM], signal.SIGTERM, ("--busy",)))
        for number in [signal.SIGINT, signal.SIGHUP, signal.SIGUSR1]:
            cases.append((f"{signal.Signals(number).name} while the screen is blocked", [b"w", number], number,
                          ("--busy",)))
        cases.append(("closing the terminal while the screen is blocked", [b"w", HANG_UP], signal.SIGHUP,
                      ("--busy",)))
    # With the mouse on (the probe's --mouse), every kind of way out turns it off again: the run
    # loop's own, a signal, a signal to a busy screen (the handler restores), a crash.
    mouse_cases = [("quit key", [b"q"], None, ()), ("SIGTERM", [b" ", signal.SIGTERM], signal.SIGTERM, ()),
                   ("stack overflow on the main thread", [b"o"], signal.SIGSEGV, ("--overflow",))]
    if not sanitized:
        mouse_cases.append(("SIGTERM while the screen is blocked", [b"w", signal.SIGTERM], signal.SIGTERM,
                            ("--busy",)))
    for name, actions, expected, args in mouse_cases:
        cases.append((f"mouse on, {name}", actions, expected, ("--mouse", *args),
                      (66,) if sanitized and expected == signal.SIGSEGV else ()))
    # The thread sanitizer reports a stack overflow itself, and exits with status 66.
    overflow_statuses = (66,) if sanitized else ()
    for name, key in [("stack overflow on the main thread", b"o"), ("stack overflow on another thread", b"O")]:
        cases.append((name, [key], signal.SIGSEGV, ("--overflow",), overflow_statuses))
    jobs = [
        # An @Observable model changed by another thread redraws the screen with no key pressed.
        lambda: run_case(program, "observed change redraws", [b"q"], extra_args=("--observe",),
                         wait_for_text=b"DONE-OBSERVING"),
        # A spinner turns with no key pressed: the run loop wakes for its frames.
        lambda: run_case(program, "a spinner turns by itself", [b"q"], extra_args=("--spinner",),
                         wait_for_text="⠹".encode()),
        # A program's own handler keeps its signal: SIGUSR1 reaches it, and the screen runs on.
        lambda: run_case(program, "a signal the program handles itself stays its own", [signal.SIGUSR1, b"q"],
                         extra_args=("--own-usr1",),
                         check=lambda output: [] if b"OWN-USR1" in output else ["its handler did not run"]),
    ]
    def mouse_was_on(output):
        return [] if MOUSE_ON in output else ["mouse reporting was never turned on"]

    for name, actions, expected, args, *statuses in cases:
        jobs.append(lambda name=name, actions=actions, expected=expected, args=args, statuses=statuses:
                    run_case(program, name, actions, expect_signal=expected, extra_args=args,
                             other_statuses=statuses[0] if statuses else (),
                             check=mouse_was_on if "--mouse" in args else None))
    # Inline (the probe's --inline): the same ways out, the normal screen never left. The probe
    # asks where the cursor is and gets no answer here, so it starts after its wait for one.
    inline_cases = [
        ("quit key", [b"j", b" ", b"q"], None, (), 0),
        ("Ctrl-C key", [b"\x03"], None, (), 130),
        ("SIGINT", [b" ", signal.SIGINT], signal.SIGINT, (), 0),
        ("SIGTERM", [b" ", signal.SIGTERM], signal.SIGTERM, (), 0),
        ("SIGHUP by closing the terminal", [b" ", HANG_UP], signal.SIGHUP, (), 0),
        ("mouse on, SIGTERM", [b" ", signal.SIGTERM], signal.SIGTERM, ("--mouse",), 0),
        ("stack overflow on the main thread", [b"o"], signal.SIGSEGV, ("--overflow",), 0),
    ]
    if not sanitized:
        inline_cases.append(("SIGTERM while the screen is busy", [b"b", signal.SIGTERM], signal.SIGTERM,
                             ("--busy",), 0))
    for name, actions, expected, args, status in inline_cases:
        jobs.append(lambda name=name, actions=actions, expected=expected, args=args, status=status:
                    run_case(program, f"inline, {name}", actions, expect_signal=expected,
                             extra_args=("--inline", *args), expect_status=status,
                             other_statuses=(66,) if sanitized and expected == signal.SIGSEGV else ()))
    if "--trap-case" in arguments:
        jobs.append(trap_case(program, sanitized))
    demo = arguments[arguments.index("--demo") + 1] if "--demo" in arguments else None
    if demo is not None:
        jobs.append(lambda: demo_hang_up_case(demo))
        jobs.append(lambda: demo_live_cast_case(demo))
        jobs.append(lambda: demo_live_cast_case(demo, inline=True))
    if not sanitized:
        # The thread sanitizer handles crash signals itself, before the Swift runtime's backtracer.
        jobs += default_backtracer_cases(program, demo)
    # Each case has a pseudo-terminal of its own: run several at once. Most of a case is waiting
    # (for a frame, a signal's effect, the exit), and one case computes.
    with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
        failures = [failure for result in pool.map(lambda job: job(), jobs) for failure in result]
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
