# The command line in the player's language: baraja's help, its subcommands' help, usage
# errors and --version hold no English word under --lang es and --lang ko, except option
# names and values as typed and the proper names listed below. Exec'd into run.py's globals.

# Words an English help or error may share with a Spanish or Korean one: what is typed
# (option names, subcommands, values, environment variables, card examples) and names.
CLI_ALLOWED = {
    "baraja", "help", "rank", "solve", "lang", "seed", "game", "color", "new", "deal", "draw",
    "budget", "version", "h", "en", "es", "ko", "auto", "klondike", "set", "N",
    "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM", "dumb",
    "Klondike", "Solver", "Solvitaire", "JSON", "Set", "siete", "media", "matgo", "escoba",
    "As", "Kd", "K", "A", "h", "c", "d",
    # `baraja rank`'s second example, two hands with vs between them (card notation, one in every language)
    "Ks", "Qs", "Js", "s", "Ah", "vs",
    # `solve --memory`'s sizes, written alike in every language (512M, 2G; 512 MB, 5.9 GB)
    "M", "G", "MB", "GB",
    # baraja's tools: `completions` and its shells, `man` (roff pages, --prefix /usr/local);
    # "manual" is Spanish too (página de manual)
    "completions", "bash", "zsh", "fish", "man", "prefix", "roff", "usr", "local", "manual",
    # `catalogs`: its actions, file and code names, the standard it names
    "catalogs", "check", "status", "lproj", "BCP", "ca", "pt", "BR",
    # what the tests typed (quoted back in the errors)
    "bogus", "x", "y", "z", "xx", "f", "verde", "chess",
}

# Every kind of usage error the parser reports, and the program's own checks.
CLI_ERRORS = [
    ["--bogus"], ["-x"], ["--seed"], ["--new=3"], ["x", "y"], ["--seed", "z"], ["--lang", "xx"],
    ["--color", "verde"], ["--game", "chess"], ["--draw", "4"], ["solve"], ["solve", "--bogus"],
    ["solve", "--budget", "x", "f"], ["rank", "--bogus"], ["rank", "--rule", "x", "As"],
    ["--deal", "f", "--game", "set"],
]

CLI_HELPS = [["--help"], ["-h"], ["help"], ["help", "solve"], ["help", "rank"], ["rank", "--help"],
             ["solve", "-h"], ["--version"]]

# `baraja catalogs`, checked in a test of its own (one test has 20 s).
CLI_CATALOGS_HELPS = [["catalogs", "--help"]]
CLI_CATALOGS_ERRORS = [["catalogs", "bogus"], ["catalogs", "new"], ["catalogs", "status", "x", "y"]]


def cli_words(text):
    """The words of a text written in ASCII letters (`LC_ALL` is one word, `estés` and Hangul
    words are none), after dropping option names (--name, -h) and absolute paths (the
    catalogs folder `baraja catalogs --help` names)."""
    text = re.sub(r"(?<![\w-])--?[a-zA-Z][a-z-]*", " ", text)
    text = re.sub(r"(?<![\w.])/[\w./-]+", " ", text)
    return [w for w in re.findall(r"[^\W\d]+", text) if w.isascii()]


def cli_outputs(lang, cases, expect_code):
    outputs = []
    for args in cases:
        code, out, err = run_piped(["--lang", lang] + args, "")
        check(code == expect_code, f"{lang} {args}: exit status {code}, expected {expect_code}")
        outputs.append((args, out + err))
    return outputs


def test_cli_no_english_word():
    english = cli_no_english_word(CLI_HELPS, CLI_ERRORS)
    check(len(english) > 60, f"the English help and errors gave only {len(english)} words: {sorted(english)}")
    for marker in ("show", "the", "usage", "options", "error"):
        check(marker in english, f"the English help lacks {marker!r}: is the check reading it?")


def test_cli_catalogs_no_english_word():
    english = cli_no_english_word(CLI_CATALOGS_HELPS, CLI_CATALOGS_ERRORS)
    for marker in ("translators", "missing", "unknown", "code"):
        check(marker in english, f"the English catalogs help lacks {marker!r}: is the check reading it?")


def cli_no_english_word(helps, errors):
    """Checks the Spanish and Korean helps and errors; returns the English words seen."""
    english = set()
    for args, shown in cli_outputs("en", helps, 0) + cli_outputs("en", errors, 2):
        english |= {w.lower() for w in cli_words(shown)}
    allowed = {w.lower() for w in CLI_ALLOWED}
    for lang in ("es", "ko"):
        for args, shown in cli_outputs(lang, helps, 0) + cli_outputs(lang, errors, 2):
            words = cli_words(shown)
            if lang == "ko":
                leaked = sorted({w for w in words if w.lower() not in allowed})
            else:
                # Spanish shares Latin letters: an English word is one the English texts use.
                leaked = sorted({w for w in words if w.lower() in english and w.lower() not in allowed
                                 and w.lower() not in CLI_SPANISH_TOO})
            check(not leaked, f"--lang {lang} {' '.join(args)}: English words {leaked} in {shown[:400]!r}")
    return english


# Words spelt alike in English and Spanish, found in the Spanish texts as Spanish words.
CLI_SPANISH_TOO = {"error", "a", "no", "de", "con", "en", "es", "o", "y", "set", "solo", "terminal", "plural", "decide",
                   "la"}


def test_cli_korean_help_aligned():
    code, out, err = run_piped(["--lang", "ko", "--help"])
    check(code == 0, f"status {code}")
    starts = set()
    for line in out.split("\n"):
        m = re.match(r"^  (--\S+(?: <[^>]+>)?)( {2,})\S", line)
        if m:
            starts.add(display_width(m.group(1)) + len(m.group(2)))
    check(len(starts) == 1, f"the Korean options' texts start at columns {sorted(starts)}: {out[:600]!r}")


def test_cli_values_in_every_language():
    for args in (["--color", "sí"], ["--color", "끄기"], ["--color", "never"], ["--game", "siete y media"],
                 ["--game", "세븐 앤 하프"], ["--game", "셋"], ["--game", "póquer descubierto"]):
        code, out, err = run_piped(["--lang", "es", "--new"] + args, "")
        check(code == 0, f"{args}: status {code}, stderr {err[:300]!r}")


def test_completions_offer_the_color_words_of_every_language():
    # The words each language's --help documents for --color (cli.color.value), offered by
    # every shell's script beside auto, always and never.
    documented = {w for l in LANGS for w in s(l, "cli.color.value").split("|")}
    check({"sí", "켜기", "끄기", "자동"} <= documented, f"the documented words changed: {documented}")
    for shell in ("bash", "zsh", "fish"):
        code, out, err = run_piped(["completions", shell], "")
        check(code == 0, f"{shell}: status {code}, {err[:200]!r}")
        if shell == "bash":
            # bash: from the option's case label to its reply's end.
            start = out.index("--color)")
            line = out[start:out.index("return ;;", start)]
        elif shell == "zsh":
            line = "\n".join(l for l in out.split("\n") if "'--color=[" in l)
        else:
            # fish: the option names a function that prints its values.
            values = re.findall(r"-l color -x -a '\((\S+)\)'", out)
            check(values, f"fish: no values for --color: {out[:300]!r}")
            start = out.index(f"function {values[0]}")
            line = out[start:out.index("end", start)]
        for word in documented | {"auto", "always", "never"}:
            check(word in line, f"{shell}: --color does not offer {word!r}: {line[:400]!r}")


def test_cli_error_sanitized():
    code, out, err = run_piped(["--lang", "es", "--bogus\x1b[31m"], "")
    check(code == 2, f"status {code}")
    check("\x1b" not in err and "^[" in err, f"a raw escape reached the terminal: {err[:200]!r}")


def display_width(text):
    """Terminal columns: East Asian wide characters (Hangul) two, the rest one."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def test_tab_list_lines_up_korean():
    """TAB on an empty line lists every command: baraja prints the list itself, each column
    starting at the same display column in every row (Hangul two columns a syllable)."""
    t = Pty(seed_args("--lang", "ko"))
    t.wait_for(prompt("ko"))
    t.type("\t")
    time.sleep(0.5)
    out = t.command("", prompt("ko"))
    t.type("\x04")
    t.finish()
    rows = [line for line in clean(out).split("\n") if re.search(r"\S  +\S", line) and "[ko]>" not in line]
    check(rows, f"no list of commands after TAB: {clean(out)[-400:]!r}")
    for row in rows:
        starts = [display_width(row[:m.start()]) for m in re.finditer(r"\S+", row)]
        steps = {b - a for a, b in zip(starts, starts[1:])}
        # Every cell as wide as the widest word plus two, measured in display columns.
        check(len(steps) == 1, f"the columns do not line up by display width: {row!r} starts at {starts}")
    check(aliases("ko", "help")[0] in clean(out), f"the Korean help word is not listed: {rows}")


# ───────────────────────── a command-line tool that behaves ─────────────────────────

def test_cli_version_short_form_and_without_catalogs():
    version = (ROOT / "VERSION").read_text(encoding="utf-8").strip()
    code, out, err = run_piped(["-V"])
    check(code == 0 and out == text("en", "cli.version", version) + "\n", f"-V: {code} {out!r} {err!r}")
    code, out, err = run_piped(["--lang", "ko", "-V"])
    check(code == 0 and out.strip() == text("ko", "cli.version", version), f"--lang ko -V: {code} {out!r}")
    # Without catalogs, --version, -V and --help still answer, in English, with status 0.
    env = make_env(BARAJA_CATALOGS="/nonexistent")
    for args in (["--version"], ["-V"]):
        code, out, err = run_piped(args, env=env)
        check(code == 0 and out == f"baraja {version}\n" and not err, f"{args} without catalogs: {code} {out!r} {err!r}")
    for args in (["--help"], ["-h"]):
        code, out, err = run_piped(args, env=env)
        check(code == 0 and "BARAJA_CATALOGS" in out and "--version" in out and not err,
              f"{args} without catalogs: {code} {out[:200]!r} {err!r}")
    code, out, err = run_piped(["--game", "siete"], env=env)
    check(code == 2 and "BARAJA_CATALOGS" in err, f"a session without catalogs: {code} {err[:200]!r}")


def test_cli_write_error_is_status_1_with_a_message():
    """Output that cannot be written (a full disk: /dev/full) is an error, as coreutils say it."""
    if not os.path.exists("/dev/full"):
        note("no /dev/full here")
        return
    hand = "\n".join(aliases("en", c)[0] for c in ("hit", "stand", "quit")) + "\n"
    for args, stdin_text in ((["man"], ""), (["--help"], ""), (["--version"], ""), (["-V"], ""),
                             (["completions", "bash"], ""), (["rank", "As", "Kd", "10h", "2c", "2d"], ""),
                             (seed_args(), hand)):
        with open("/dev/full", "w") as full:
            p = subprocess.run([BINARY, *args], input=stdin_text.encode(), stdout=full, stderr=subprocess.PIPE,
                               env=make_env(), timeout=RUN_TIMEOUT)
        err = p.stderr.decode("utf-8", "replace")
        check(p.returncode == 1, f"baraja {' '.join(args)} > /dev/full: exit status {p.returncode}, expected 1")
        check(text("en", "cli.error.write", os.strerror(28)) in err, f"{args} > /dev/full: stderr {err!r}")


def test_cli_subcommand_usage_error_shows_its_own_usage():
    code, out, err = run_piped(["man", "--lang", "xx"])
    check(code == 2, f"man --lang xx: exit status {code}")
    check("baraja man [--lang" in err, f"man --lang xx does not show man's usage: {err!r}")
    check("baraja [--lang" not in err, f"man --lang xx shows baraja's own usage: {err!r}")
    code, out, err = run_piped(["--lang", "es", "completions", "--lang", "xx", "bash"])
    check(code == 2 and "baraja completions [--lang" in err, f"completions --lang xx: {code} {err!r}")


def test_warnings_go_to_standard_error():
    """A warning about the files (here: no home folder, nothing will be kept) is written to
    standard error; the game's output on standard output stays the game's."""
    env = make_env(HOME=None, XDG_DATA_HOME=None, XDG_CONFIG_HOME=None, XDG_STATE_HOME=None)
    code, out, err = run_piped(seed_args(), aliases("en", "hit")[0] + "\n", env=env)
    warning = s("en", "store.nowhere")
    check(code == 0, f"exit status {code}")
    check(warning in err, f"the warning is not on standard error: {err!r}")
    check(warning not in out, "the warning is on standard output")
    check(deck_counts(out, "en")[-1:] == [39], f"the game did not go on: {out[-300:]!r}")


def test_colour_off_when_term_is_unset():
    with_term = Pty(seed_args(), env=make_env())
    shown = with_term.wait_for(prompt("en"))
    with_term.type("\x04")
    with_term.finish()
    check(has_colour(shown), "no colour with TERM=xterm either: the test cannot tell")
    without = Pty(seed_args(), env=make_env(TERM=None))
    shown = without.wait_for(prompt("en"))
    without.type("\x04")
    without.finish()
    check(not has_colour(shown), f"colour with TERM unset: {shown[:200]!r}")


def test_a_locale_that_is_not_utf8_is_told_once():
    notice = text("en", "cli.warning.notutf8", "C")
    for locale, times in (("C", 1), ("C.UTF-8", 0)):
        session = Pty(seed_args(), env=make_env(locale))
        shown = clean(session.wait_for(prompt("en")))
        session.type("\x04")
        session.finish()
        check(shown.count(notice) == times, f"under LANG={locale} the UTF-8 notice is shown "
                                            f"{shown.count(notice)} times: {shown[:300]!r}")


def test_a_binary_outside_the_checkout_needs_its_catalogs():
    """A binary built with --scratch-path outside the checkout (or copied) holds no path of
    the checkout and never reads catalogs from the current folder: it says where it looked
    and how to point it at them (status 2), as the README says; BARAJA_CATALOGS does."""
    scratch = tempfile.mkdtemp(prefix="baraja-e2e-scratch-")
    CLEANUP.append(lambda: shutil.rmtree(scratch, ignore_errors=True))
    os.makedirs(os.path.join(scratch, "debug"))
    copy = os.path.join(scratch, "debug", "baraja")
    shutil.copy2(BINARY, copy)
    # The build's other program, which `baraja` hands every line but a plain `solve` to.
    shutil.copy2(os.path.join(os.path.dirname(BINARY), "baraja-table"), os.path.join(scratch, "debug"))
    for cwd in (scratch, str(ROOT), str(ROOT / "Localizations")):
        p = subprocess.run([copy, "--game", "siete", "--seed", "3"], input=b"", capture_output=True,
                           env=make_env(), cwd=cwd, timeout=RUN_TIMEOUT)
        err = p.stderr.decode("utf-8", "replace")
        check(p.returncode == 2 and "BARAJA_CATALOGS" in err, f"from {cwd}: exit {p.returncode}, {err[:200]!r}")
        check(str(ROOT) not in err, f"the copy looked in the checkout {ROOT}: {err[:300]!r}")
    code, out, err = run_piped(seed_args(), aliases("en", "hit")[0] + "\n", binary=copy,
                               env=make_env(BARAJA_CATALOGS=str(ROOT / "Localizations")))
    check(code == 0 and deck_counts(out, "en")[-1:] == [39], f"with BARAJA_CATALOGS: {code} {err[:200]!r}")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    check("--scratch-path" in readme and "BARAJA_CATALOGS" in readme,
          "the README does not say what a binary built outside the checkout needs")
