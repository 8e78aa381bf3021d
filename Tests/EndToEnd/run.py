#!/usr/bin/env python3
"""End-to-end tests of the real baraja binary, in a pseudo-terminal and through pipes.

Usage: python3 Tests/EndToEnd/run.py [path/to/baraja] [-k SUBSTRING]

The binary defaults to .build/debug/baraja under the repository root (this file's ../..).
Needs Python 3 and pexpect (Debian: python3-pexpect; elsewhere: pip install pexpect).

Every test runs the binary with a fresh temporary HOME, XDG_STATE_HOME and XDG_DATA_HOME, LANG=C.UTF-8
(unless the test is about language), TERM=xterm and no NO_COLOR. Command words of Spanish
and Korean are never written here: they are read from the catalogs
(`command.<id>.aliases`, comma-separated, the first word is the one shown). A test that
needs a Spanish or Korean word fails with "untranslated: ..." while the catalog still
holds only English words for it.

Prints "ok NAME" or "FAIL NAME: reason" per test (a note may follow "  # "), then
"e2e: N passed, N failed"; exits 1 if any test failed.
"""

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
CATALOG_DIR = None        # the catalogs the binary loads (see find_catalogs)
CAT = {}                  # language -> {key: template}


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

_STRINGS_TOKEN = re.compile(
    r'/\*.*?\*/'                                   # block comment
    r'|//[^\n]*'                                   # line comment
    r'|"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;',
    re.S,
)
_ESCAPE = re.compile(r'\\(U[0-9a-fA-F]{4}|u[0-9a-fA-F]{4}|.)', re.S)


def _unescape(text):
    def one(m):
        e = m.group(1)
        if e[0] in "Uu" and len(e) == 5:
            return chr(int(e[1:], 16))
        return {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(e, e)
    return _ESCAPE.sub(one, text)


def parse_strings(path):
    table = {}
    for m in _STRINGS_TOKEN.finditer(Path(path).read_text(encoding="utf-8")):
        if m.group(1) is not None:
            table[_unescape(m.group(1))] = _unescape(m.group(2))
    return table


def find_catalogs(binary):
    """The catalogs the binary itself loads: an install's share/baraja beside its bin/,
    else the repository's Localizations/ (the program's own search order, without
    BARAJA_CATALOGS, which the tests never set except to test it)."""
    bindir = Path(os.path.realpath(binary)).parent
    installed = bindir.parent / "share" / "baraja"
    if (installed / "en.lproj" / "Localizable.strings").is_file():
        return installed
    return ROOT / "Localizations"


def s(lang, key):
    """A template in a language, English as the fallback (as the program does)."""
    text = CAT[lang].get(key, CAT["en"].get(key))
    if text is None:
        raise AssertionError(f"catalog key {key!r} is missing")
    return text


def words(lang, key):
    raw = CAT[lang].get(key, CAT["en"].get(key, ""))
    return [w.strip() for w in raw.split(",") if w.strip()]


def aliases(lang, command):
    return words(lang, f"command.{command}.aliases")


def command_ids():
    return sorted({m.group(1) for k in CAT["en"] for m in [re.fullmatch(r"command\.(\w+)\.aliases", k)] if m})


def game_ids():
    return sorted({m.group(1) for k in CAT["en"] for m in [re.fullmatch(r"game\.(\w+)\.prompt", k)] if m})


def is_hangul(text):
    return any(0xAC00 <= ord(c) <= 0xD7A3 for c in text)


def ko_word(command):
    """The first Korean (Hangul) word of a command; fails while the catalog has none."""
    found = [w for w in aliases("ko", command) if is_hangul(w)]
    if not found:
        raise Untranslated(f"untranslated: ko command.{command}.aliases = "
                           f"{CAT['ko'].get(f'command.{command}.aliases')!r} has no Korean word yet")
    return found[0]


def es_word(command):
    """The first Spanish word of a command that is not also an English word of it."""
    english = {w.lower() for w in aliases("en", command)}
    found = [w for w in aliases("es", command) if w.lower() not in english]
    if not found:
        raise Untranslated(f"untranslated: es command.{command}.aliases = "
                           f"{CAT['es'].get(f'command.{command}.aliases')!r} has no Spanish word yet")
    return found[0]


# Format.fill and KoreanParticles.resolve, in Python, for expected texts.
_SPEC = re.compile(r"%%|%(?:(\d+)\$)?[lhqzjt]*([@dDiuUs])")
_PARTICLE = re.compile(r"\{([\uAC00-\uD7A3]+)/([\uAC00-\uD7A3]+)\}")


def _final_sound(text):
    for c in reversed(text):
        v = ord(c)
        if 0xAC00 <= v <= 0xD7A3:
            jong = (v - 0xAC00) % 28
            return "vowel" if jong == 0 else "rieul" if jong == 8 else "consonant"
        if c.isascii() and c.isdigit():
            return ["consonant", "rieul", "vowel", "consonant", "vowel", "vowel",
                    "consonant", "rieul", "rieul", "vowel"][int(c)]
        if c == "½":
            return "consonant"
        if c.isalpha():
            c = c.lower()
            return "rieul" if c == "l" else "vowel" if c in "aeiouyw" else "consonant"
    return "vowel"


def _particles(text):
    out, pos = "", 0
    for m in _PARTICLE.finditer(text):
        out += text[pos:m.start()]
        sound = _final_sound(out)
        consonant, vowel = m.group(1), m.group(2)
        out += vowel if sound == "vowel" or (sound == "rieul" and consonant == "으로") else consonant
        pos = m.end()
    return out + text[pos:]


def fill(template, args, lang="en"):
    sequential = [0]

    def one(m):
        if m.group(0) == "%%":
            return "%"
        if m.group(1):
            index = int(m.group(1)) - 1
        else:
            index = sequential[0]
            sequential[0] += 1
        if index >= len(args):
            return m.group(0)
        return number(args[index], lang) if isinstance(args[index], int) else str(args[index])
    out = _SPEC.sub(one, template)
    return _particles(out) if lang == "ko" else out


def number(n, lang="en"):
    """A whole number as the catalogs write it: grouped by thousands from
    `number.group.from` digits on, with `number.group` between the groups."""
    digits = str(abs(n))
    if len(digits) < int(s(lang, "number.group.from") or 4):
        return ("\u2212" if n < 0 else "") + digits
    groups = []
    while digits:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    return ("\u2212" if n < 0 else "") + s(lang, "number.group").join(groups)


def text(lang, key, *args):
    return fill(s(lang, key), list(args), lang)


def template_regex(template):
    """A regex for a template's text: numbers captured as (\\d+), other arguments as (.+?),
    Korean particle pairs as either form."""
    out, pos = "", 0
    token = re.compile(r"%%|%(?:\d+\$)?[lhqzjt]*([@dDiuUs])|\{([\uAC00-\uD7A3]+)/([\uAC00-\uD7A3]+)\}")
    for m in token.finditer(template):
        out += re.escape(template[pos:m.start()])
        if m.group(0) == "%%":
            out += "%"
        elif m.group(2):
            out += f"(?:{re.escape(m.group(2))}|{re.escape(m.group(3))})"
        elif m.group(1) in "dDiuU":
            out += r"(\d{1,3}(?:[,\u00a0]\d{3})+|\d+)"
        else:
            out += "(.+?)"
        pos = m.end()
    return out + re.escape(template[pos:])


def prompt(lang, game="sieteymedia"):
    place = s(lang, "console.prompt.lobby") if game is None else s(lang, f"game.{game}.prompt")
    return text(lang, "console.prompt", place, lang)


def all_prompts():
    places = [s(l, "console.prompt.lobby") for l in LANGS] + [s(l, f"game.{g}.prompt") for l in LANGS for g in game_ids()]
    return {text(l, "console.prompt", p, l) for l in LANGS for p in places}


def deck_counts(output, lang):
    """Every number shown by the deck line (`siete.table.deck.*`) of a language, in order."""
    keys = [k for k in CAT["en"] if k.startswith("siete.table.deck.")]
    patterns = [template_regex(s(lang, k)) for k in keys]
    found = []
    for line in clean(output).split("\n"):
        for p in patterns:
            m = re.search(p, line)
            if m:
                found.append(int(m.group(1)))
                break
    return found


def hint_shown(output, lang):
    """True when the hint's 'if you take a card' line (`siete.hint.hit`) is in the output."""
    return re.search(template_regex(s(lang, "siete.hint.hit")), clean(output)) is not None


def current_language(output):
    """The languages marked current in a `lang` listing (`console.lang.item.current`)."""
    lines = clean(output).split("\n")
    return [l for l in LANGS
            if text(l, "console.lang.item.current", l, s(l, f"language.{l}.name")).rstrip() in
            [x.rstrip() for x in lines]]


_CSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>78]")
_SGR = re.compile(r"\x1b\[[0-9;]*m")


def clean(output):
    """Terminal output as text: escape sequences, bells and carriage returns removed."""
    return _CSI.sub("", output).replace("\x07", "").replace("\r", "")


def has_colour(output):
    """Colour means an SGR sequence (ESC [ … m); libedit's own cursor moves (ESC [ 24 G) are not colour."""
    return _SGR.search(output) is not None


# ───────────────────────── running the binary ─────────────────────────

CLEANUP = []


def make_env(lang="C.UTF-8", **changes):
    """A clean environment: fresh HOME, XDG_STATE_HOME and XDG_DATA_HOME (so no save, statistics
    or preferences from another run are ever seen), no locale variables but LANG,
    TERM=xterm, no NO_COLOR, no BARAJA_CATALOGS. changes: NAME=value, or NAME=None to remove."""
    env = {k: v for k, v in os.environ.items()
           if not (k.startswith("LC_") or k in ("LANG", "LANGUAGE", "NO_COLOR", "BARAJA_CATALOGS",
                                                 "COLUMNS", "LINES", "XDG_STATE_HOME", "XDG_DATA_HOME", "HOME"))}
    home = tempfile.mkdtemp(prefix="baraja-e2e-home-")
    state = tempfile.mkdtemp(prefix="baraja-e2e-state-")
    CLEANUP.append(lambda: shutil.rmtree(home, ignore_errors=True))
    data = tempfile.mkdtemp(prefix="baraja-e2e-data-")
    CLEANUP.append(lambda: shutil.rmtree(state, ignore_errors=True))
    CLEANUP.append(lambda: shutil.rmtree(data, ignore_errors=True))
    env.update(HOME=home, XDG_STATE_HOME=state, XDG_DATA_HOME=data, TERM="xterm")
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


# ───────────────────────── pty: prompt, words, Hangul ─────────────────────────

def hit_in_pty(lang, word):
    """Types the word for hit at the first prompt: the deck line goes from 40 to 39."""
    t = Pty(seed_args("--lang", lang))
    opening = t.wait_for(prompt(lang))
    check(deck_counts(opening, lang)[-1:] == [40], f"opening deck count {deck_counts(opening, lang)}")
    out = t.command(word, prompt(lang))
    check(deck_counts(out, lang) == [39], f"after {word!r} the deck line should show 39, saw {deck_counts(out, lang)}: "
                                          f"{clean(out)[-300:]!r}")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_pty_prompt_and_hit_en():
    check(prompt("en") == "siete y media [en]> ", f"the English prompt is {prompt('en')!r}")
    hit_in_pty("en", aliases("en", "hit")[0])


def test_pty_korean_hit():
    hit_in_pty("ko", ko_word("hit"))


def test_pty_spanish_hit():
    hit_in_pty("es", es_word("hit"))


def test_pty_hangul_input_intact():
    """Hangul typed at the prompt reaches the program whole (libedit drops it without a
    UTF-8 LC_CTYPE): a Korean language name switches to Korean, a Korean word for `lang`
    works; until the catalogs have either, the refusal must quote 한국어 intact."""
    t = Pty(seed_args("--lang", "en"))
    t.wait_for(prompt("en"))
    names = [w for l in LANGS for w in words(l, "language.ko.names") if is_hangul(w)]
    lang_words = [w for w in aliases("ko", "lang") if is_hangul(w)]
    current = "en"
    if names:
        t.command(f"{aliases('en', 'lang')[0]} {names[0]}", prompt("ko"))
        current = "ko"
    if lang_words:
        target = "es" if current != "es" else "en"
        t.command(f"{lang_words[0]} {target}", prompt(target))
        current = target
    if not names and not lang_words:
        out = t.command(f"{aliases('en', 'lang')[0]} 한국어", prompt("en"))
        check("한국어" in clean(out), f"the refusal should quote 한국어 intact, saw {clean(out)!r}")
        note("no Korean language name or Korean word for lang in the catalogs yet: checked the echoed 한국어 instead")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


# ───────────────────────── completion ─────────────────────────

def test_tab_completion_english_hint():
    word = aliases("en", "hint")[0]
    t = Pty(seed_args("--lang", "en"))
    t.wait_for(prompt("en"))
    t.type(word[:3])
    t.wait_for(word[:3], "the echo of the typed letters")
    t.type("\t")
    time.sleep(0.2)
    out = t.command("", prompt("en"))
    check(hint_shown(out, "en"), f"{word[:3]!r}+TAB+Enter should give the hint, saw {clean(out)[-300:]!r}")
    check("%" in out, "the hint shows percentages")
    t.type("\x04")
    t.finish()


def unique_prefix(word, others):
    """The shortest prefix of word (in characters) that starts none of the other words."""
    for n in range(1, len(word) + 1):
        if not any(o.lower().startswith(word[:n].lower()) for o in others):
            return word[:n]
    return word


def complete_and_enter(lang, command):
    """Types the shortest prefix of the command's Korean word that no other command's word
    shares, then TAB and Enter; returns (word, prefix, output)."""
    word = ko_word(command) if lang == "ko" else aliases(lang, command)[0]
    others = [w for c in command_ids() if c != command for w in aliases(lang, c)]
    partial = unique_prefix(word, others)
    if partial == word:
        note(f"no shorter unique prefix of {word!r}: TAB only confirms the whole word")
    t = Pty(seed_args("--lang", lang))
    t.wait_for(prompt(lang))
    t.type(partial)
    t.wait_for(partial, "the echo of the typed syllables")
    t.type("\t")
    time.sleep(0.2)
    out = t.command("", prompt(lang))
    t.type("\x04")
    t.finish()
    return word, partial, out


def test_tab_completion_of_an_argument():
    """`bank si` + TAB completes the bank mode word; Enter then switches the bank."""
    for lang in ("en", "ko"):
        bank = ko_word("bank") if lang == "ko" else aliases(lang, "bank")[0]
        simple = words(lang, "siete.bankmode.simple.words")[0]
        real = words(lang, "siete.bankmode.real.words")
        partial = unique_prefix(simple, real)
        t = Pty(seed_args("--lang", lang))
        t.wait_for(prompt(lang))
        t.type(f"{bank} {partial}")
        t.wait_for(partial, "the echo of the typed letters")
        t.type("\t")
        time.sleep(0.2)
        out = t.command("", prompt(lang))
        described = text(lang, "siete.bankmode.simple")
        check(described in clean(out), f"{bank} {partial}+TAB+Enter should choose the simple bank "
                                       f"({described!r}), saw {clean(out)[-300:]!r}")
        t.type("\x04")
        t.finish()


def test_tab_completion_korean_help():
    # The help word's own aliases may share its prefix (도움말, 도움): TAB then completes
    # to their common part, still a help word. The typed syllables alone are no command.
    word, partial, out = complete_and_enter("ko", "help")
    title = text("ko", "console.help.title")
    check(title in clean(out), f"{partial!r}+TAB+Enter should run {word!r} (help title {title!r}), "
                               f"saw {clean(out)[-300:]!r}")


def test_tab_completion_korean_hint():
    word, partial, out = complete_and_enter("ko", "hint")
    check(hint_shown(out, "ko"), f"{partial!r}+TAB+Enter should run {word!r} (the hint), saw {clean(out)[-300:]!r}")


# ───────────────────────── Ctrl-C, Ctrl-D, quit ─────────────────────────

def test_ctrl_c_discards_line():
    t = Pty(seed_args("--lang", "en"))
    t.wait_for(prompt("en"))
    t.type(aliases("en", "hit")[0])          # typed, never entered
    t.wait_for(aliases("en", "hit")[0], "the echo")
    t.type("\x03")
    t.wait_for(prompt("en"), "a fresh prompt after Ctrl-C")
    check(t.child.isalive(), "the session ended on Ctrl-C")
    out = t.command(aliases("en", "table")[0], prompt("en"))
    counts = deck_counts(out, "en")
    check(counts == [40], f"after Ctrl-C the half-typed hit must not run and the next command must work: "
                          f"table showed deck {counts}, output {clean(out)[-200:]!r}")
    t.type("\x04")
    status, rest = t.finish()
    check(status == 0, f"exit status {status} after Ctrl-C and Ctrl-D")
    check(text("en", "console.goodbye") in clean(rest), "no goodbye")


def end_and_check_goodbye(lang, keys, args):
    t = Pty(args)
    t.wait_for(prompt(lang))
    t.type(keys)
    status, rest = t.finish()
    goodbye = text(lang, "console.goodbye")
    check(goodbye in clean(rest), f"expected the goodbye {goodbye!r}, saw {clean(rest)[-200:]!r}")
    check(status == 0, f"exit status {status}")


def test_ctrl_d_goodbye_en():
    end_and_check_goodbye("en", "\x04", seed_args("--lang", "en"))


def test_ctrl_d_goodbye_ko():
    # The goodbye must be the Korean one: until the ko catalog is translated, it is the English text.
    goodbye = text("ko", "console.goodbye")
    if not is_hangul(goodbye):
        raise Untranslated(f"untranslated: ko console.goodbye = {goodbye!r}")
    end_and_check_goodbye("ko", "\x04", seed_args("--lang", "ko"))


def test_quit_goodbye_en():
    end_and_check_goodbye("en", aliases("en", "quit")[0] + "\r", seed_args("--lang", "en"))


def test_quit_korean():
    word = ko_word("quit")
    if "종료" not in aliases("ko", "quit"):
        note(f"the ko catalog's quit words are {aliases('ko', 'quit')}, without 종료")
    end_and_check_goodbye("ko", word + "\r", seed_args("--lang", "ko"))


# ───────────────────────── terminal left sane ─────────────────────────

def terminal_sane(keys_before_eof, end=None):
    """Runs baraja from bash in a pty, types keys, ends it (Ctrl-D, or `end(pid)`), and
    compares the terminal settings before and after."""
    d = tempfile.mkdtemp(prefix="baraja-e2e-stty-")
    CLEANUP.append(lambda: shutil.rmtree(d, ignore_errors=True))
    a, b = os.path.join(d, "A"), os.path.join(d, "B")
    script = (f"stty -g > {shlex.quote(a)}; {shlex.quote(BINARY)} --game siete --seed 3 --lang en; "
              f"echo \"status=$?\"; stty -g > {shlex.quote(b)}")
    t = Pty(["--norc", "--noprofile", "-c", script], command="bash")
    t.wait_for(prompt("en"))
    for keys in keys_before_eof:
        t.type(keys)
        t.wait_for(prompt("en"), f"the prompt after {keys!r}")
    if end is None:
        t.type("\x04")
    else:
        end(t.child.pid)
    status, rest = t.finish()
    check("status=0" in rest, f"baraja's status: {clean(rest)[-200:]!r}")
    before, after = Path(a).read_text().strip(), Path(b).read_text().strip()
    check(before, "stty -g gave nothing")
    check(before == after, f"terminal settings changed: before {before}, after {after}")
    return rest


def test_sigterm_at_the_prompt_ends_cleanly():
    """SIGTERM (or SIGHUP) while libedit holds the terminal: goodbye, status 0, terminal restored."""
    def term(bash_pid):
        time.sleep(0.2)
        children = Path(f"/proc/{bash_pid}/task/{bash_pid}/children").read_text().split()
        check(children, "baraja is not running under bash")
        os.kill(int(children[0]), signal.SIGTERM)
    t_rest = terminal_sane([], end=term)
    check(text("en", "console.goodbye") in clean(t_rest), f"no goodbye: {clean(t_rest)[-200:]!r}")


def test_terminal_sane_after_ctrl_d():
    terminal_sane([])


def test_terminal_sane_after_ctrl_c_then_ctrl_d():
    terminal_sane(["sta\x03"])


# ───────────────────────── history ─────────────────────────

def test_history_persisted():
    env = make_env()
    hint = aliases("en", "hint")[0]
    t = Pty(seed_args("--lang", "en"), env=env)
    t.wait_for(prompt("en"))
    out = t.command(hint, prompt("en"))
    check(hint_shown(out, "en"), "the first run's hint did not show")
    t.type("\x04")                 # Ctrl-D, so the last history line is the hint
    t.finish()
    path = Path(env["XDG_STATE_HOME"]) / "baraja" / "history"
    check(path.is_file(), f"no history file at {path}")
    check(hint in path.read_text(errors="replace"), f"history lacks {hint!r}: {path.read_text(errors='replace')!r}")
    check(not (Path(env["HOME"]) / ".local/state/baraja/history").exists(), "history written under HOME despite XDG_STATE_HOME")

    t = Pty(seed_args("--lang", "en"), env=env)
    t.wait_for(prompt("en"))
    t.type("\x1b[A")
    time.sleep(0.2)
    out = t.command("", prompt("en"))
    check(hint_shown(out, "en"), f"Up-arrow + Enter in a new run should repeat {hint!r}, saw {clean(out)[-200:]!r}")
    t.type("\x04")
    t.finish()


# ───────────────────────── colour ─────────────────────────

def test_history_unwritable_warns_and_play_goes_on():
    """A history folder that cannot be made: one warning in the session's language, then
    the game plays as usual."""
    env = make_env(XDG_STATE_HOME="/proc/baraja-e2e-nope")
    t = Pty(seed_args("--lang", "es"), env=env)
    opening = t.wait_for(prompt("es"))
    warning = text("es", "console.history.unwritable", "/proc/baraja-e2e-nope/baraja/history")
    check(clean(opening).count(warning + "\n") == 1,
          f"expected the whole warning {warning!r} once, on a line of its own; saw {clean(opening)[:300]!r}")
    out = t.command(es_word("hit"), prompt("es"))
    check(deck_counts(out, "es") == [39], f"the game should go on, saw {clean(out)[-200:]!r}")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def pty_output(args, env):
    t = Pty(args, env=env)
    out = t.wait_for(prompt("en"))
    t.type("\x04")
    _, rest = t.finish()
    return out + rest


def test_colour_pty_default():
    check(has_colour(pty_output(seed_args(), make_env())), "no colour in a terminal by default")


def test_colour_pty_empty_no_color():
    check(has_colour(pty_output(seed_args(), make_env(NO_COLOR=""))), "an empty NO_COLOR must not turn colour off")


def test_colour_pty_no_color():
    check(not has_colour(pty_output(seed_args(), make_env(NO_COLOR="1"))), "colour despite NO_COLOR=1")


def test_colour_pty_term_dumb():
    check(not has_colour(pty_output(seed_args(), make_env(TERM="dumb"))), "colour despite TERM=dumb")


def test_colour_pty_never():
    check(not has_colour(pty_output(seed_args("--color", "never"), make_env())), "colour despite --color never")


def test_colour_piped_always():
    code, out, _ = run_piped(seed_args("--color", "always"), "table\n")
    check(code == 0 and has_colour(out), f"no colour through a pipe with --color always (status {code})")


def test_colour_piped_default():
    code, out, _ = run_piped(seed_args(), "table\n")
    check(code == 0, f"status {code}")
    check("\x1b[" not in out, "escape sequences through a pipe without --color")


# ───────────────────────── piped mode ─────────────────────────

SCRIPT = ["hint", "hit", "hit", "table", "stand", "new", "hit", "lang es", "hint", "hit",
          "lang ko", "table", "bogus", "help", "rules", "lang en", "bank simple", "new",
          "hit", "stand", "menu", "play siete", "lang"]


def test_piped_no_prompt_exit_at_eof():
    d = tempfile.mkdtemp(prefix="baraja-e2e-in-")
    CLEANUP.append(lambda: shutil.rmtree(d, ignore_errors=True))
    path = os.path.join(d, "commands.txt")
    Path(path).write_text("\n".join(SCRIPT) + "\n", encoding="utf-8")
    code, out, err = run_piped(seed_args(), stdin_file=path)
    check(code == 0, f"exit status {code} at the end of input; stderr {err[-200:]!r}")
    shown = [p.strip() for p in all_prompts() if p.strip() in out]
    check(not shown, f"a prompt was printed in piped mode: {shown}")
    check(text("en", "console.goodbye") in out, "no goodbye at the end of input")
    check(err == "", f"unexpected stderr {err[-200:]!r}")


def test_piped_deterministic():
    stdin = "\n".join(SCRIPT) + "\n"
    first = run_piped(seed_args(), stdin)
    second = run_piped(seed_args(), stdin)
    check(first[0] == 0, f"status {first[0]}")
    check(first[1] == second[1], "two runs with the same seed and commands differ")
    other = run_piped(["--game", "siete", "--seed", "4"], stdin)
    check(other[1] != first[1], "seeds 3 and 4 gave the same game: is --seed used?")


def strip_prompt_lines(golden, commands):
    """The piped output expected from a golden transcript: for each command, the first
    following line that is a prompt plus that command is dropped; then a last bare prompt
    (the end of input) if there is one."""
    prompts = all_prompts()
    lines = golden.split("\n")
    out, i = [], 0
    for command in commands:
        while i < len(lines) and not any(lines[i] == p + command for p in prompts):
            out.append(lines[i])
            i += 1
        if i == len(lines):
            raise AssertionError(f"the golden has no prompt line for {command!r}")
        i += 1
    rest = lines[i:]
    for j, line in enumerate(rest):
        if line in prompts or line in {p.rstrip() for p in prompts}:
            del rest[j]
            break
    return "\n".join(out + rest)


def test_piped_golden_transcripts():
    folder = ROOT / "Tests" / "Transcripts"
    pairs = [(p, p.with_suffix(".txt")) for p in sorted(folder.glob("*.in")) if p.with_suffix(".txt").is_file()]
    unpaired = sorted({p.stem for p in folder.glob("*.in")} ^ {p.stem for p in folder.glob("*.txt")})
    check(not unpaired, f"golden transcripts without their other half (.in/.txt): {unpaired}")
    check(pairs, f"no golden transcripts (*.in with *.txt) in {folder}")
    failures = []
    for source, golden in pairs:
        lines = source.read_text(encoding="utf-8").split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        args = []
        if lines and re.match(r"#\s*args:", lines[0]):
            args = shlex.split(lines[0].split(":", 1)[1])
            lines = lines[1:]
        try:
            expected = strip_prompt_lines(golden.read_text(encoding="utf-8"), lines)
        except AssertionError as e:
            failures.append(f"{golden.name}: {e}")
            continue
        # The goldens show an 80-column terminal; piped output wraps only when told a width.
        # The goldens' clock ticks 7 s a reading; so does the binary's when told to.
        code, out, err = run_piped(args, "".join(l + "\n" for l in lines),
                                   env=make_env(COLUMNS="80", BARAJA_SCRIPTED_CLOCK="7"))
        if code != 0 or out != expected:
            if err:
                failures.append(f"{source.name}: stderr {err[-200:]!r}")
            a, b = out.split("\n"), expected.split("\n")
            n = next((k for k in range(max(len(a), len(b))) if k >= len(a) or k >= len(b) or a[k] != b[k]), None)
            failures.append(f"{source.name}: status {code}, first difference at line {n}: "
                            f"got {a[n] if n is not None and n < len(a) else None!r}, "
                            f"golden {b[n] if n is not None and n < len(b) else None!r}")
    check(not failures, "; ".join(failures))
    note(f"{len(pairs)} golden transcript(s) matched")


# ───────────────────────── arguments ─────────────────────────

def usage_error(args, mentioned):
    code, out, err = run_piped(args, "")
    check(code == 2, f"{args}: exit status {code}, expected 2")
    check(err.strip(), f"{args}: nothing on stderr")
    check(mentioned in err, f"{args}: stderr does not mention {mentioned!r}: {err[:200]!r}")
    check(out == "", f"{args}: the session should not start, stdout {out[:200]!r}")


def test_arg_error_lang():
    usage_error(["--lang", "fr"], "fr")


def test_arg_error_color():
    usage_error(["--color", "sometimes"], "sometimes")


def test_arg_error_game():
    usage_error(["--game", "chess"], "chess")


def test_arg_error_seed():
    usage_error(["--seed", "abc"], "abc")


def test_arg_error_unknown_flag():
    usage_error(["--frobnicate"], "frobnicate")


def test_help_flag():
    code, out, err = run_piped(["--help"])
    check(code == 0, f"exit status {code}")
    check("--lang" in out and "--seed" in out and "--color" in out, f"--help output lacks the options: {out[:300]!r}")
    check(err == "", f"stderr {err[:200]!r}")


def test_version_flag():
    code, out, err = run_piped(["--version"])
    check(code == 0, f"exit status {code}")
    check(re.search(r"\d+\.\d+", out), f"--version printed {out!r}")
    check(err == "", f"stderr {err[:200]!r}")


# ───────────────────────── language from the environment ─────────────────────────

def language_chosen(env, args=()):
    code, out, err = run_piped(list(args), aliases("en", "lang")[0] + "\n", env=env)
    check(code == 0, f"exit status {code}, stderr {err[:200]!r}")
    found = current_language(out)
    check(len(found) == 1, f"the lang listing should mark one language current, found {found}: {out[-300:]!r}")
    return found[0]


def test_env_lang_es():
    got = language_chosen(make_env(lang="es_ES.UTF-8"))
    check(got == "es", f"LANG=es_ES.UTF-8 gave {got}")


def test_env_lc_all_ko():
    got = language_chosen(make_env(lang="en_US.UTF-8", LC_ALL="ko_KR.UTF-8"))
    check(got == "ko", f"LC_ALL=ko_KR.UTF-8 gave {got}")


def test_env_language_list():
    got = language_chosen(make_env(lang="en_US.UTF-8", LANGUAGE="ko:en"))
    check(got == "ko", f"LANGUAGE=ko:en with LANG=en_US.UTF-8 gave {got}")


def test_env_language_ignored_under_c():
    got = language_chosen(make_env(lang="C", LANGUAGE="es"))
    check(got == "en", f"LANGUAGE=es with LANG=C gave {got} (LANGUAGE is ignored under the C locale)")


def test_flag_beats_env():
    got = language_chosen(make_env(lang="es_ES.UTF-8"), ["--lang", "en"])
    check(got == "en", f"--lang en with LANG=es_ES.UTF-8 gave {got}")


# ───────────────────────── catalogs missing ─────────────────────────

def test_missing_catalogs_binary_alone():
    d = tempfile.mkdtemp(prefix="baraja-e2e-alone-")
    CLEANUP.append(lambda: shutil.rmtree(d, ignore_errors=True))
    os.mkdir(os.path.join(d, "bin"))
    alone = os.path.join(d, "bin", "baraja")
    shutil.copy2(BINARY, alone)
    code, out, err = run_piped(seed_args(), "hit\n", binary=alone)
    check(code >= 0, f"killed by signal {-code}")
    check(code == 2, f"exit status {code}, expected 2; stderr {err[:300]!r}")
    check("catalog" in err.lower(), f"stderr does not mention the catalogs: {err[:300]!r}")


def test_missing_catalogs_env():
    code, out, err = run_piped(seed_args(), "hit\n", env=make_env(BARAJA_CATALOGS="/nonexistent"))
    check(code >= 0, f"killed by signal {-code}")
    check(code == 2, f"exit status {code}, expected 2; stderr {err[:300]!r}")
    check("catalog" in err.lower(), f"stderr does not mention the catalogs: {err[:300]!r}")


# ───────────────────────── install ─────────────────────────

def test_install_script():
    """scripts/install.sh --prefix DIR --build-dir DIR (an existing build: never builds here)
    → DIR/bin/baraja and DIR/share/baraja/*.lproj; the installed binary must find them."""
    script = ROOT / "scripts" / "install.sh"
    check(script.is_file(), f"no install script at {script} (the README's set-up tells users to run it)")
    prefix = tempfile.mkdtemp(prefix="baraja-e2e-prefix-")
    CLEANUP.append(lambda: shutil.rmtree(prefix, ignore_errors=True))
    p = subprocess.run(["bash", str(script), "--prefix", prefix, "--build-dir", os.path.dirname(BINARY)],
                       capture_output=True, timeout=RUN_TIMEOUT * 3, env=make_env())
    check(p.returncode == 0, f"install.sh exited {p.returncode}: {p.stderr.decode(errors='replace')[-300:]!r}")
    installed = os.path.join(prefix, "bin", "baraja")
    check(os.access(installed, os.X_OK), f"no executable at {installed}")
    for lang in LANGS:
        check(os.path.isfile(os.path.join(prefix, "share", "baraja", f"{lang}.lproj", "Localizable.strings")),
              f"no {lang} catalog under {prefix}/share/baraja")
    code, out, err = run_piped(seed_args(), aliases("en", "hit")[0] + "\n", binary=installed)
    check(code == 0, f"the installed binary exited {code}: {err[:300]!r}")
    check(deck_counts(out, "en")[-1:] == [39], f"the installed binary did not deal: {out[-300:]!r}")
    # Through a symbolic link elsewhere (as a user's ~/bin link would be).
    link_dir = tempfile.mkdtemp(prefix="baraja-e2e-link-")
    CLEANUP.append(lambda: shutil.rmtree(link_dir, ignore_errors=True))
    os.symlink(installed, os.path.join(link_dir, "baraja"))
    code, out, err = run_piped(seed_args(), "", binary=os.path.join(link_dir, "baraja"))
    check(code == 0, f"the installed binary through a symlink exited {code}: {err[:300]!r}")


# ───────────────────────── runner ─────────────────────────

class TestTimeout(Exception):
    pass


def _alarm(signum, frame):
    raise TestTimeout(f"the test took more than {TEST_TIMEOUT} s")


# Each game's end-to-end tests live in their own file beside this one (NAME_e2e.py) and
# use the helpers above; they join this module's tests.
for _extra in sorted(Path(__file__).resolve().parent.glob("*_e2e.py")):
    exec(compile(_extra.read_text(encoding="utf-8"), str(_extra), "exec"), globals())


def main(argv):
    global BINARY, CATALOG_DIR
    selected = None
    positional = []
    i = 0
    while i < len(argv):
        if argv[i] == "-k" and i + 1 < len(argv):
            selected = argv[i + 1]
            i += 2
            continue
        positional.append(argv[i])
        i += 1
    BINARY = os.path.abspath(positional[0]) if positional else str(ROOT / ".build" / "debug" / "baraja")
    if not os.access(BINARY, os.X_OK):
        print(f"e2e: no executable at {BINARY}")
        print("e2e: 0 passed, 1 failed")
        return 1
    CATALOG_DIR = find_catalogs(BINARY)
    for lang in LANGS:
        path = CATALOG_DIR / f"{lang}.lproj" / "Localizable.strings"
        CAT[lang] = parse_strings(path) if path.is_file() else {}
    tests = [(name, f) for name, f in globals().items() if name.startswith("test_") and callable(f)]
    if selected:
        tests = [(n, f) for n, f in tests if selected in n]
    signal.signal(signal.SIGALRM, _alarm)
    passed = failed = 0
    started = time.monotonic()
    for name, func in tests:
        NOTES.clear()
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
        suffix = ("  # " + "; ".join(NOTES)) if NOTES else ""
        if result is None:
            passed += 1
            print(f"ok {name}{suffix}", flush=True)
        else:
            failed += 1
            print(f"FAIL {name}: {' '.join(result.split())}{suffix}", flush=True)
    print(f"# {time.monotonic() - started:.1f} s, binary {BINARY}, catalogs {CATALOG_DIR}")
    print(f"e2e: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
