# Languages are data: a language added as a folder of a copy of the catalogs is
# offered and spoken by the unchanged binary. Exec'd into run.py's globals.
#
# The language made here is the test's own (a Polish stand-in: its name, CLDR's Polish plural
# rules, one command word and one plural message, Klondike's draw, in four forms); every other
# text stays the English copy. Texts of the shipped languages are still asked of the binary.

PL_PLURALS = ("one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; "
              "many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or "
              "v = 0 and i % 100 = 12..14")


def polish_category(n):
    """CLDR's Polish cardinal category of a whole number (the rules above)."""
    if n == 1:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def catalogs_with_polish():
    """A copy of the shipped catalogs plus pl.lproj made by `baraja catalogs new pl` and
    filled here: Polish's declaration, `command.klondike.draw.aliases` = dobierz, and `klondike.drew`
    in Polish's four forms, each naming its category; the rest left in English."""
    root = tempfile.mkdtemp(prefix="baraja-e2e-catalogs-")
    CLEANUP.append(lambda: shutil.rmtree(root, ignore_errors=True))
    source = Path(CATALOG.ask(directory=True))
    for folder in source.glob("*.lproj"):
        shutil.copytree(folder, Path(root) / folder.name)
    code, out, err = run_piped(["catalogs", "new", "pl", root], "")
    check(code == 0 and err == "" and "pl.lproj" in out, f"catalogs new: status {code}, {out!r} {err!r}")
    polish = Path(root) / "pl.lproj"
    check(sorted(p.name for p in polish.glob("*.strings")) == sorted(p.name for p in (source / "en.lproj").glob("*.strings")),
          "catalogs new did not make every table")
    for table in polish.glob("*.strings"):
        lines = table.read_text(encoding="utf-8").split("\n")
        out = []
        for line in lines:
            if line.startswith('"language.name" = '):
                line = '"language.name" = "Polski";'
            elif line.startswith('"language.plurals" = '):
                line = f'"language.plurals" = "{PL_PLURALS}";'
            elif line.startswith('"command.klondike.draw.aliases" = '):
                line = '"command.klondike.draw.aliases" = "dobierz";'
            elif line.startswith('"klondike.drew.one" = '):
                line = "\n".join(f'"klondike.drew.{c}" = "%1$@ PL-{c} %2$d";' for c in ("one", "few", "many", "other"))
            elif line.startswith('"klondike.drew.other" = '):
                continue
            out.append(line)
        table.write_text("\n".join(out), encoding="utf-8")
    return root


def test_catalogs_new_refuses_and_check_finds_file_lines():
    catalogs = catalogs_with_polish()
    # Filled as above, the folder passes (warnings only: texts still English, few/many missing).
    code, out, _ = run_piped(["catalogs", "check", catalogs], "")
    check(code == 0 and re.search(r"pl\.lproj/\w+\.strings:\d+: warning: ", out), f"check: status {code}, {out[-400:]!r}")
    # A language that is there already, or no language code: refused, nothing written.
    before = sorted(os.listdir(catalogs))
    for args in (["new", "pl", catalogs], ["new", "Polish", catalogs]):
        code, out, err = run_piped(["catalogs", *args], "")
        check(code == 1 and out == "" and args[1] in err, f"{args}: status {code}, {err!r}")
    check(sorted(os.listdir(catalogs)) == before, "a refused catalogs new wrote something")
    # A malformed line is reported with its file and line; the check fails.
    cards = Path(catalogs) / "pl.lproj" / "Cards.strings"
    text = cards.read_text(encoding="utf-8").split("\n")
    broken = next(i for i, line in enumerate(text) if line.startswith('"'))
    text[broken] = text[broken].rstrip(";") + " junk;"
    cards.write_text("\n".join(text), encoding="utf-8")
    code, out, _ = run_piped(["catalogs", "check", catalogs], "")
    check(code == 1 and re.search(rf"pl\.lproj/Cards\.strings:{broken + 1}: error: ", out),
          f"malformed line {broken + 1} not reported: status {code}, {out[-400:]!r}")


def test_a_language_added_as_a_folder_is_offered_and_spoken():
    catalogs = catalogs_with_polish()
    env = make_env(BARAJA_CATALOGS=catalogs)
    lang = aliases("en", "lang")[0]
    # Chosen with --lang, listed by its own name (English has no name of its own for it);
    # its own command word; the stock's count from 23 to 1 after each draw.
    script = "\n".join([lang] + ["dobierz"] * 24) + "\n"
    code, out, err = run_piped(["--lang", "pl", "--seed", "3", "--game", "klondike"], script, env=env)
    check(code == 0 and err == "", f"status {code}, stderr {err[-300:]!r}")
    listed = [line for line in out.split("\n") if re.match(r"\s+pl\s+Polski\b", line)]
    check(listed, f"lang does not list pl by its own name: {out[:600]!r}")
    check(re.search(r"\s+en\s+English\b", out), "the shipped languages are no longer listed")
    # Each count in the category Polish's declared rules give it (23 few, 21 many, 1 one, …).
    shown = [(m.group(1), int(m.group(2))) for m in re.finditer(r"PL-(one|few|many|other) (\d+)", out)]
    check(len(shown) >= 23, f"not every draw was worded in Polish: {shown}")
    wrong = [(c, n) for c, n in shown if c != polish_category(n)]
    check(not wrong, f"plural forms not by the declared rules: {wrong}")
    check({c for c, _ in shown} == {"one", "few", "many"}, f"only {set(c for c, _ in shown)} seen in {shown}")
    # The locale names it too; English, from the same folder, is unchanged.
    _, out, _ = run_piped(["--seed", "3", "--game", "klondike"], "dobierz\n", env=dict(env, LANG="pl_PL.UTF-8"))
    check("PL-few 23" in out, f"LANG=pl_PL.UTF-8 did not choose pl: {out[-300:]!r}")
    _, out, _ = run_piped(["--seed", "3", "--game", "klondike"], f"dobierz\n{lang}\n", env=env)
    check(re.search(pattern("en", "klondike.drew.other"), out), "English changed")
    check(re.search(r"\s+pl\s+Polski\b", out), "lang in English does not list pl")
    # A code no folder has is refused with the list of those found.
    code, _, err = run_piped(["--lang", "fr"], "", env=env)
    check(code == 2 and re.search(r"\bpl\b", err), f"status {code}, {err!r}")


def test_a_malformed_table_of_a_language_not_in_use_is_reported_when_first_needed():
    # Only the languages in use are parsed at start: a Korean table broken at a
    # known line does not stop an English session; a Korean word parses Korean, and the
    # fault is reported then on standard error with its file and line, once; the session
    # goes on. `baraja catalogs check` still finds it, and a Korean session stops at start.
    root = tempfile.mkdtemp(prefix="baraja-e2e-catalogs-")
    CLEANUP.append(lambda: shutil.rmtree(root, ignore_errors=True))
    source = Path(CATALOG.ask(directory=True))
    for folder in source.glob("*.lproj"):
        shutil.copytree(folder, Path(root) / folder.name)
    cards = Path(root) / "ko.lproj" / "Cards.strings"
    text = cards.read_text(encoding="utf-8").split("\n")
    broken = next(i for i, line in enumerate(text) if line.startswith('"'))
    text[broken] = text[broken].rstrip(";") + " junk;"
    cards.write_text("\n".join(text), encoding="utf-8")
    env = make_env(BARAJA_CATALOGS=root)
    hit = aliases("en", "hit")[0]
    korean = aliases("ko", "hit")[0]
    code, out, err = run_piped(["--lang", "en", "--seed", "1", "--game", "siete"], f"{hit}\n", env=env)
    check(code == 0 and err == "", f"an English session that needs no Korean: status {code}, {err[-300:]!r}")
    code, out, err = run_piped(["--lang", "en", "--seed", "1", "--game", "siete"], f"{korean}\n{korean}\n", env=env)
    where = f"ko.lproj/Cards.strings is malformed: "
    check(code == 0 and err.count(where) == 1 and f"on line {broken + 1}," in err,
          f"a Korean word: status {code}, stderr {err[-400:]!r}")
    code, _, err = run_piped(["--lang", "ko", "--seed", "1", "--game", "siete"], "", env=env)
    check(code == 2 and where in err and f"on line {broken + 1}," in err, f"--lang ko: status {code}, {err[-300:]!r}")
    code, out, _ = run_piped(["catalogs", "check", root], "")
    check(code == 1 and re.search(rf"ko\.lproj/Cards\.strings:{broken + 1}: error: ", out),
          f"catalogs check: status {code}, {out[-400:]!r}")


def test_a_catalog_with_escape_sequences_fails_the_check_and_is_never_printed_raw():
    # A Spanish greeting that would write the clipboard (OSC 52), retitle the window and turn
    # what follows right to left: `catalogs check` finds it (status 1), and the program, reading
    # that folder, shows the text without those characters.
    root = tempfile.mkdtemp(prefix="baraja-e2e-hostile-")
    CLEANUP.append(lambda: shutil.rmtree(root, ignore_errors=True))
    for folder in Path(CATALOG.ask(directory=True)).glob("*.lproj"):
        shutil.copytree(folder, Path(root) / folder.name)
    console = Path(root) / "es.lproj" / "Console.strings"
    lines = console.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith('"console.goodbye" = "'))
    lines[at] = lines[at].replace('= "', '= "\\U001B]52;c;UFdORUQ=\\U0007\\U001B]0;PWNED\\U0007\\U202E\\U009B', 1)
    console.write_text("\n".join(lines), encoding="utf-8")
    code, out, _ = run_piped(["catalogs", "check", "--lang", "en", root], "")
    check(code == 1 and re.search(rf"es\.lproj/Console\.strings:{at + 1}: error: .*console\.goodbye.*U\+001B", out),
          f"the check did not report line {at + 1}: status {code}, {out[-400:]!r}")
    env = make_env(BARAJA_CATALOGS=root)
    code, out, err = run_piped(["--lang", "es", "--game", "siete", "--seed", "3"], "", env=env)
    check(code == 0, f"status {code}, {err[-200:]!r}")
    check(not re.search("[\x1b\x07\u202e\x9b]", out + err), f"printed raw: {(out + err)[-200:]!r}")
    check("]52;c;UFdORUQ=" in out, f"the goodbye is not shown: {out[-200:]!r}")


def test_a_games_text_missing_in_every_language_fails_the_check_naming_game_and_table():
    # Klondike's prompt deleted from every language of a copy: no language has more keys than
    # English, yet Klondike declares the key; the check fails once a language, at Klondike's
    # table, naming the game.
    root = tempfile.mkdtemp(prefix="baraja-e2e-catalogs-")
    CLEANUP.append(lambda: shutil.rmtree(root, ignore_errors=True))
    for folder in Path(CATALOG.ask(directory=True)).glob("*.lproj"):
        shutil.copytree(folder, Path(root) / folder.name)
    codes = sorted(p.name[:-len(".lproj")] for p in Path(root).glob("*.lproj"))
    for code in codes:
        table = Path(root) / f"{code}.lproj" / "Klondike.strings"
        lines = table.read_text(encoding="utf-8").split("\n")
        kept = [line for line in lines if not line.startswith('"game.klondike.prompt" = ')]
        check(len(kept) == len(lines) - 1, f"{code}: no game.klondike.prompt in Klondike.strings")
        table.write_text("\n".join(kept), encoding="utf-8")
    code, out, _ = run_piped(["catalogs", "check", "--lang", "en", root], "")
    said = text("en", "catalogs.issue.declaredMissing.one", "klondike")
    found = [line for line in out.split("\n") if "game.klondike.prompt" in line]
    check(code == 1 and len(found) == len(codes), f"status {code}, {found!r}, {out[-400:]!r}")
    for code_, line in zip(codes, found):
        check(line.startswith(f"{code_}.lproj/Klondike.strings: error: ") and said in line, f"{code_}: {line!r}")
