# The program as a command: piped input and the golden transcripts, arguments, the language
# from the environment, missing catalogs, the install script. Exec'd into run.py's globals.


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


@long
def test_piped_golden_transcripts():
    folder = ROOT / "Tests" / "Transcripts"
    pairs = [(p, p.with_suffix(".txt")) for p in sorted(folder.glob("*.in")) if p.with_suffix(".txt").is_file()]
    unpaired = sorted({p.stem for p in folder.glob("*.in")} ^ {p.stem for p in folder.glob("*.txt")})
    check(not unpaired, f"golden transcripts without their other half (.in/.txt): {unpaired}")
    check(pairs, f"no golden transcripts (*.in with *.txt) in {folder}")
    # The hang guard grows with the transcripts (one run of the binary each): a second more
    # for each, so that adding goldens on a loaded machine is not taken for a hang.
    signal.alarm(TEST_TIMEOUT + len(pairs))
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
        # The goldens play four games (TranscriptTests.games), whatever else the registry holds.
        code, out, err = run_piped(args, "".join(l + "\n" for l in lines),
                                   env=make_env(COLUMNS="80", BARAJA_SCRIPTED_CLOCK="7",
                                                BARAJA_GAMES="sieteymedia,set,klondike,poker"))
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


def test_env_games_offers_the_games_named():
    """BARAJA_GAMES names games as --game does, in any language; one that names none offers all."""
    def lobby(games):
        code, out, err = run_piped(["--lang", "en"], "quit\n", env=make_env(BARAJA_GAMES=games))
        check(code == 0 and not err, f"BARAJA_GAMES={games}: exit {code}, {err[-200:]!r}")
        return [g for g in game_ids() if f"{words('en', 'game.' + g + '.aliases')[0]}”" in out]
    got = lobby("solitario,세븐앤하프")
    check(got == ["sieteymedia", "klondike"], f"BARAJA_GAMES=solitario,세븐앤하프 listed {got}")
    got = lobby("chess")
    check(got == game_ids(), f"BARAJA_GAMES=chess listed {got}, not every game")


# ───────────────────────── catalogs missing ─────────────────────────

def test_missing_catalogs_binary_alone():
    d = tempfile.mkdtemp(prefix="baraja-e2e-alone-")
    CLEANUP.append(lambda: shutil.rmtree(d, ignore_errors=True))
    os.mkdir(os.path.join(d, "bin"))
    alone = os.path.join(d, "bin", "baraja")
    shutil.copy2(BINARY, alone)
    # With the program it hands a session to (a build folder's layout), without catalogs.
    shutil.copy2(os.path.join(os.path.dirname(BINARY), "baraja-table"), os.path.join(d, "bin"))
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
    → DIR/bin/baraja and DIR/share/games/baraja/*.lproj; the installed binary must find them."""
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
        tables = sorted(p.name for p in (ROOT / "Localizations" / f"{lang}.lproj").glob("*.strings"))
        installed_tables = sorted(p.name for p in Path(prefix, "share", "games", "baraja", f"{lang}.lproj").glob("*.strings"))
        check(installed_tables == tables, f"the {lang} tables under {prefix}/share/games/baraja: {installed_tables}")
    code, out, err = run_piped(seed_args(), aliases("en", "hit")[0] + "\n", binary=installed)
    check(code == 0, f"the installed binary exited {code}: {err[:300]!r}")
    check(deck_counts(out, "en")[-1:] == [39], f"the installed binary did not deal: {out[-300:]!r}")
    # Through a symbolic link elsewhere (as a user's ~/bin link would be).
    link_dir = tempfile.mkdtemp(prefix="baraja-e2e-link-")
    CLEANUP.append(lambda: shutil.rmtree(link_dir, ignore_errors=True))
    os.symlink(installed, os.path.join(link_dir, "baraja"))
    code, out, err = run_piped(seed_args(), "", binary=os.path.join(link_dir, "baraja"))
    check(code == 0, f"the installed binary through a symlink exited {code}: {err[:300]!r}")
