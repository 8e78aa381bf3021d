#!/usr/bin/env python3
"""End-to-end tests of the real baraja binary, in a pseudo-terminal and through pipes.

Usage: python3 Tests/EndToEnd/run.py [path/to/baraja] [-k SUBSTRING] [--fast | --slow] [--jobs N]

--fast leaves out the slow tests (marked `@slow`: they build the release package), naming
each; --slow runs only them. `scripts/test` runs the end-to-end tests with --fast, and
`scripts/test --full` (CI) runs the slow ones too.

--jobs N runs the tests in N worker processes side by side (they mostly wait on a terminal
or a pipe): those marked `@alone` (they load every core, or time how soon the program
answers) first, by themselves; then the rest, those marked `@long` starting first, each
test's hang guard (TEST_TIMEOUT) N times as long. The output is the same as one by one: a
line per test in the tests' order.

The binary defaults to .build/debug/baraja under the repository root (this file's ../..).
Needs Python 3 and pexpect (Debian: python3-pexpect; elsewhere: pip install pexpect).

Every test runs the binary with a fresh temporary HOME, XDG_STATE_HOME and XDG_DATA_HOME, LANG=C.UTF-8
(unless the test is about language), TERM=xterm and no NO_COLOR. Command words of Spanish
and Korean are never written here, nor any text the program shows: they are asked of the
binary itself through its hidden `baraja _catalog` entry point (see catalog.py), so
this file holds no copy of the catalogs or of their rules. A test that
needs a Spanish or Korean word fails with "untranslated: ..." while the catalog still
holds only English words for it.

Prints "ok NAME" or "FAIL NAME: reason" per test (a note may follow "  # "), then
"e2e: N passed, N failed"; exits 1 if any test failed.
"""

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

try:
    import pexpect
except ImportError:  # pragma: no cover
    sys.stderr.write("run.py needs pexpect: apt-get install python3-pexpect, or pip install pexpect\n")
    sys.exit(2)

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "es", "ko")
EXPECT_TIMEOUT = 5        # seconds for one expected piece of output
RUN_TIMEOUT = 10          # seconds for one piped run
TEST_TIMEOUT = 20         # seconds for one whole test (SIGALRM)

BINARY = None             # set in main()


# ───────────────────────── small helpers ─────────────────────────

class Untranslated(AssertionError):
    """A Spanish or Korean word the test needs is not in the catalog yet."""


NOTES = []


def note(text):
    NOTES.append(text)


def check(condition, message):
    if not condition:
        raise AssertionError(message)


# ───────────────────────── catalogs ─────────────────────────

# The texts the tests expect, from the program itself (Catalog, text, s, words, aliases, …),
# in catalog.py beside this file, joining this module's globals as the tests do.
_CATALOG_HELPERS = Path(__file__).resolve().parent / "catalog.py"
exec(compile(_CATALOG_HELPERS.read_text(encoding="utf-8"), str(_CATALOG_HELPERS), "exec"), globals())


# ───────────────────────── running the binary ─────────────────────────

CLEANUP = []


def make_env(lang="C.UTF-8", **changes):
    """A clean environment: fresh HOME, XDG_STATE_HOME, XDG_DATA_HOME and XDG_CONFIG_HOME (so no
    save, statistics or preferences from another run are ever seen), no locale variables but LANG,
    TERM=xterm, no NO_COLOR, no BARAJA_CATALOGS. changes: NAME=value, or NAME=None to remove."""
    env = {k: v for k, v in os.environ.items()
           if not (k.startswith("LC_") or k in ("LANG", "LANGUAGE", "NO_COLOR", "BARAJA_CATALOGS",
                                                 "COLUMNS", "LINES", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME",
                                                 "HOME"))}
    home = tempfile.mkdtemp(prefix="baraja-e2e-home-")
    state = tempfile.mkdtemp(prefix="baraja-e2e-state-")
    CLEANUP.append(lambda: shutil.rmtree(home, ignore_errors=True))
    data = tempfile.mkdtemp(prefix="baraja-e2e-data-")
    CLEANUP.append(lambda: shutil.rmtree(state, ignore_errors=True))
    CLEANUP.append(lambda: shutil.rmtree(data, ignore_errors=True))
    config = tempfile.mkdtemp(prefix="baraja-e2e-config-")
    CLEANUP.append(lambda: shutil.rmtree(config, ignore_errors=True))
    env.update(HOME=home, XDG_STATE_HOME=state, XDG_DATA_HOME=data, XDG_CONFIG_HOME=config, TERM="xterm")
    if lang is not None:
        env["LANG"] = lang
    for k, v in changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    return env


def run_piped(args, stdin_text="", env=None, binary=None, stdin_file=None):
    """Runs the binary with stdin from text (or a file) and stdout/stderr to pipes."""
    env = env or make_env()
    if stdin_file is not None:
        with open(stdin_file, "rb") as f:
            p = subprocess.run([binary or BINARY, *args], stdin=f, capture_output=True, env=env, timeout=RUN_TIMEOUT)
    else:
        p = subprocess.run([binary or BINARY, *args], input=stdin_text.encode(), capture_output=True,
                           env=env, timeout=RUN_TIMEOUT)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


class Pty:
    """The binary (or a command) in a pseudo-terminal, 40 rows by 200 columns."""

    def __init__(self, args, env=None, command=None):
        self.env = env or make_env()
        self.child = pexpect.spawn(command or BINARY, list(args), env=self.env, encoding="utf-8",
                                   codec_errors="replace", timeout=EXPECT_TIMEOUT, dimensions=(40, 200))
        CLEANUP.append(self.kill)

    def kill(self):
        if self.child.isalive():
            self.child.terminate(force=True)

    def wait_for(self, expected, what=None):
        """Waits for an exact text; returns the output before it."""
        try:
            self.child.expect_exact(expected)
        except pexpect.TIMEOUT:
            raise AssertionError(f"timed out waiting for {what or repr(expected)}; last output: "
                                 f"{clean(self.child.before or '')[-300:]!r}")
        except pexpect.EOF:
            raise AssertionError(f"the program ended before {what or repr(expected)}; output: "
                                 f"{clean(self.child.before or '')[-300:]!r}")
        return self.child.before

    def type(self, keys):
        time.sleep(0.05)  # let libedit switch the terminal to raw mode after the prompt
        self.child.send(keys)

    def command(self, line, next_prompt):
        """Types a line and Enter; returns what was shown up to the next prompt."""
        self.type(line + "\r")
        return self.wait_for(next_prompt, f"the prompt {next_prompt!r} after {line!r}")

    def finish(self):
        """Waits for the end; returns (exit status, the output after the last wait)."""
        try:
            self.child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            raise AssertionError(f"the program did not end; last output: {clean(self.child.before or '')[-300:]!r}")
        rest = self.child.before
        self.child.close()
        check(self.child.signalstatus is None, f"killed by signal {self.child.signalstatus}")
        return self.child.exitstatus, rest


def seed_args(*extra):
    return ["--game", "siete", "--seed", "3", *extra]


# ───────────────────────── runner ─────────────────────────

class TestTimeout(Exception):
    pass


def _alarm(signum, frame):
    raise TestTimeout(f"the test took more than {TEST_TIMEOUT} s")


SLOW = set()


def slow(test):
    """Marks a test as slow (it builds the release package): left out by --fast."""
    SLOW.add(test.__name__)
    return test


ALONE = set()


def alone(test):
    """Marks a test that must have the machine to itself (it loads every core, or measures
    how soon the program answers): with --jobs it runs before the others, none beside it."""
    ALONE.add(test.__name__)
    return test


LONG = set()


def long(test):
    """Marks a test that takes many seconds: with --jobs it starts first."""
    LONG.add(test.__name__)
    return test


# The tests live in files beside this one (NAME_e2e.py): the terminal, the program as a
# command, and each game's own. They use the helpers above and join this module's globals.
for _extra in sorted(Path(__file__).resolve().parent.glob("*_e2e.py")):
    exec(compile(_extra.read_text(encoding="utf-8"), str(_extra), "exec"), globals())


def run_one(func):
    """Runs one test; returns (None, notes) when it passed, or (the reason it failed, notes)."""
    NOTES.clear()
    began = time.monotonic()
    signal.alarm(TEST_TIMEOUT)
    try:
        func()
        result = None
    except AssertionError as e:
        result = str(e) or "assertion failed"
    except TestTimeout as e:
        result = str(e)
    except Exception as e:  # a defect of the test or an unexpected crash
        result = f"{type(e).__name__}: {e} ({traceback.extract_tb(e.__traceback__)[-1].lineno})"
    finally:
        signal.alarm(0)
        while CLEANUP:
            try:
                CLEANUP.pop()()
            except Exception:
                pass
    if time.monotonic() - began >= 5:
        note(f"{time.monotonic() - began:.1f} s")
    return result, list(NOTES)


# The runner of --jobs (run_parallel) is in workers.py beside this file, joining this module's
# globals as catalog.py does.
_WORKERS = Path(__file__).resolve().parent / "workers.py"
exec(compile(_WORKERS.read_text(encoding="utf-8"), str(_WORKERS), "exec"), globals())


def main(argv):
    global BINARY, CATALOG
    selected = None
    speed = None
    jobs = 1
    positional = []
    i = 0
    while i < len(argv):
        if argv[i] == "-k" and i + 1 < len(argv):
            selected = argv[i + 1]
            i += 2
            continue
        if argv[i] in ("-j", "--jobs") and i + 1 < len(argv) and argv[i + 1].isdigit() and int(argv[i + 1]) > 0:
            jobs = int(argv[i + 1])
            i += 2
            continue
        if argv[i] in ("--fast", "--slow"):
            speed = argv[i]
            i += 1
            continue
        positional.append(argv[i])
        i += 1
    BINARY = os.path.abspath(positional[0]) if positional else str(ROOT / ".build" / "debug" / "baraja")
    if not os.access(BINARY, os.X_OK):
        print(f"e2e: no executable at {BINARY}")
        print("e2e: 0 passed, 1 failed")
        return 1
    tests = [(name, f) for name, f in globals().items() if name.startswith("test_") and callable(f)]
    if selected:
        tests = [(n, f) for n, f in tests if selected in n]
    if speed == "--fast":
        for name, _ in tests:
            if name in SLOW:
                print(f"skip {name}  # slow: run.py --slow, or scripts/test --full", flush=True)
        tests = [(n, f) for n, f in tests if n not in SLOW]
    elif speed == "--slow":
        tests = [(n, f) for n, f in tests if n in SLOW]
    signal.signal(signal.SIGALRM, _alarm)
    passed = failed = 0
    started = time.monotonic()

    def show(name, result, notes):
        nonlocal passed, failed
        suffix = ("  # " + "; ".join(notes)) if notes else ""
        if result is None:
            passed += 1
            print(f"ok {name}{suffix}", flush=True)
        else:
            failed += 1
            print(f"FAIL {name}: {' '.join(result.split())}{suffix}", flush=True)

    # The output is in the tests' order whatever order they end in: each test's line shows
    # as soon as it and every test before it have ended.
    outcomes = {}
    shown = 0

    def ended(name, outcome):
        nonlocal shown
        outcomes[name] = outcome
        while shown < len(tests) and tests[shown][0] in outcomes:
            show(tests[shown][0], *outcomes.pop(tests[shown][0]))
            shown += 1

    # The tests marked `alone` (they load the machine, or time it) run first, with no other
    # beside them; then the others, side by side in `jobs` workers when asked.
    CATALOG = Catalog(BINARY)
    alone = [(n, f) for n, f in tests if n in ALONE or jobs == 1]
    shared = [(n, f) for n, f in tests if n not in ALONE and jobs > 1]
    for name, func in alone:
        ended(name, run_one(func))
    for index, result, notes in run_parallel(shared, jobs) if shared else []:
        ended(shared[index][0], (result, notes))
    print(f"# {time.monotonic() - started:.1f} s, binary {BINARY}, catalogs {CATALOG.ask(directory=True)}")
    CATALOG.close()
    print(f"e2e: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
