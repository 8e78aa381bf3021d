# The command line in the player's language: baraja's help, its subcommands' help, usage
# errors and --version hold no English word under --lang es and --lang ko, except option
# names and values as typed and the proper names listed below. Exec'd into run.py's globals.

# Words an English help or error may share with a Spanish or Korean one: what is typed
# (option names, subcommands, values, environment variables, card examples) and names.
CLI_ALLOWED = {
    "baraja", "help", "rank", "solve", "lang", "seed", "game", "color", "new", "deal", "draw",
    "budget", "version", "h", "en", "es", "ko", "auto", "klondike", "set", "N",
    "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM", "dumb",
    "Klondike", "Solver", "Solvitaire", "JSON", "Set", "siete", "media",
    "As", "Kd", "K", "A", "h", "c", "d",
    # `baraja rank`'s second example, two hands with vs between them (card notation, one in every language)
    "Ks", "Qs", "Js", "s", "Ah", "vs",
    # baraja's tools: `completions` and its shells, `man` (roff pages, --prefix /usr/local);
    # "manual" is Spanish too (página de manual)
    "completions", "bash", "zsh", "fish", "man", "prefix", "roff", "usr", "local", "manual",
    # `catalogs` (issue 17): its actions, file and code names, the standard it names
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

# `baraja catalogs` (issue 17), checked in a test of its own (one test has 20 s).
CLI_CATALOGS_HELPS = [["catalogs", "--help"]]
CLI_CATALOGS_ERRORS = [["catalogs", "bogus"], ["catalogs", "new"], ["catalogs", "status", "x", "y"]]


def cli_words(text):
    """The words of a text written in ASCII letters (`LC_ALL` is one word, `estés` and Hangul
    words are none), after dropping option names (--name, -h) and absolute paths (the
    catalogs folder `baraja catalogs --help` names)."""
    text = re.sub(r"(?<![\w-])--?[a-z][a-z-]*", " ", text)
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
CLI_SPANISH_TOO = {"error", "a", "no", "de", "con", "en", "es", "o", "y", "set", "solo", "terminal", "plural", "decide"}


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
