# Installed like a real tool: the version from VERSION, the manual pages, the completions,
# scripts/install.sh and its --uninstall. The tests install the binary under test (its build
# folder, as --build-dir); its Debian package is package_e2e.py's, with the helpers here.
# Exec'd into run.py's globals.

# Installing and packaging take longer than one game: these tests get this many seconds.
INSTALL_TEST_TIMEOUT = 240

LOCALES = {"en": "C.UTF-8", "es": "es_ES.UTF-8", "ko": "ko_KR.UTF-8"}
_LOCPATH = []


def locpath():
    """A folder of the Spanish and Korean locales made with localedef (the machine need not
    have them generated; glibc reads LOCPATH), made once a run."""
    if not _LOCPATH:
        folder = tempfile.mkdtemp(prefix="baraja-e2e-locales-")
        for name in ("es_ES", "ko_KR"):
            p = subprocess.run(["localedef", "-i", name, "-f", "UTF-8", os.path.join(folder, name + ".UTF-8")],
                               capture_output=True, text=True)
            check(os.path.isdir(os.path.join(folder, name + ".UTF-8")),
                  f"localedef {name}: {p.stderr.strip()} (the locales package has the definitions)")
        _LOCPATH.append(folder)
    return _LOCPATH[0]


def version_file():
    return (ROOT / "VERSION").read_text(encoding="utf-8").strip()


def release_date():
    """The date of VERSION's entry in CHANGELOG.md (`## [0.2.0] - 2026-11-26`)."""
    found = re.search(r"^## \[" + re.escape(version_file()) + r"\] - (\d{4}-\d\d-\d\d)$",
                      (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), re.M)
    check(found, f"CHANGELOG.md has no entry for {version_file()}")
    return found.group(1)


def run_tool(args, env=None, cwd=None, input_text=None, timeout=120):
    p = subprocess.run(args, capture_output=True, env=env or make_env(), cwd=cwd, input=input_text,
                       text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def installed_prefix():
    """A fresh prefix with baraja installed from the binary under test; removed afterwards."""
    prefix = tempfile.mkdtemp(prefix="baraja-e2e-prefix-")
    CLEANUP.append(lambda: shutil.rmtree(prefix, ignore_errors=True))
    code, out, err = run_tool([str(ROOT / "scripts" / "install.sh"), "--prefix", prefix,
                               "--build-dir", os.path.dirname(BINARY)])
    check(code == 0, f"install.sh failed ({code}): {err.strip()[-300:]}")
    return prefix


def files_under(folder):
    return sorted(os.path.relpath(os.path.join(d, n), folder)
                  for d, dirs, names in os.walk(folder) for n in dirs + names)


def rendered_man(env, args):
    code, out, err = run_tool(["man", *args], env=dict(env, MANPAGER="cat", PAGER="cat", MANWIDTH="100"))
    check(code == 0, f"man {args} failed ({code}): {err.strip()[:300]}")
    return out, err


def test_version_is_the_package_version():
    code, out, err = run_piped(["--version"])
    check(code == 0, f"--version: exit status {code}")
    check(out.strip() == text("en", "cli.version", version_file()),
          f"--version printed {out.strip()!r}, VERSION holds {version_file()!r}")


def test_man_pages_render_without_warnings():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    folder = tempfile.mkdtemp(prefix="baraja-e2e-man-")
    CLEANUP.append(lambda: shutil.rmtree(folder, ignore_errors=True))
    for lang in LANGS:
        code, page, err = run_piped(["man", "--lang", lang])
        check(code == 0 and not err, f"baraja man --lang {lang}: {code} {err!r}")
        check(page.startswith('.\\" -*- coding: UTF-8 -*-\n'), f"{lang}: the page does not announce UTF-8")
        path = os.path.join(folder, f"baraja.{lang}.1")
        Path(path).write_text(page, encoding="utf-8")
        # whatis and apropos read the NAME line as lexgrog finds it: the abstract as written.
        code, out, err = run_tool(["lexgrog", path])
        check(text(lang, "cli.abstract", "x").split(":")[0] in out, f"lexgrog reads the {lang} NAME line as {out!r}")
        code, out, err = run_tool(["groff", "-k", "-man", "-Tutf8", "-ww", "-z", path])
        check(code == 0 and not err.strip(), f"groff warns on the {lang} page: {err.strip()[:400]}")
        env = make_env(LOCALES[lang], LOCPATH=locpath())
        out, err = rendered_man(env, ["--warnings", "-l", path])
        check(not err.strip(), f"man -l warns on the {lang} page: {err.strip()[:400]}")
        for key in ("manual.section.games", "manual.section.environment", "manual.section.exit"):
            check(s(lang, key) in out, f"{lang}: no section {s(lang, key)!r} in the rendered page")
        for game in game_ids():
            check(s(lang, f"game.{game}.title") in out, f"{lang}: the page lacks the game {game}")
        check(s(lang, "cli.seed.help").split()[0] in out, f"{lang}: the page lacks --seed's help")
        # No placeholder left unfilled (`lang [%@]` once printed the `%@` of command.lang.arg).
        check("%@" not in page and "%1$" not in page, f"{lang}: an unfilled placeholder in the page")
        check("|".join(LANGS) in page, f"{lang}: `lang` does not list the languages' codes")
        # Section 6 (games), dated with this version's release in CHANGELOG.md, with SEE ALSO
        # and every exit status the program uses.
        th = next(line for line in page.splitlines() if line.startswith(".TH "))
        check(th.startswith(f'.TH "BARAJA" 6 "{release_date().replace("-", chr(92) + "-")}" '),
              f"{lang}: {th!r} is not section 6 with the release date {release_date()}")
        check(f'.SH "{s(lang, "manual.section.seealso")}"' in page, f"{lang}: no SEE ALSO section")
        exit_section = page.split(f'.SH "{s(lang, "manual.section.exit")}"')[1].split(".SH")[0]
        for status in ("0", "1", "2", "129", "130", "143"):
            check(f"\\fB{status}\\fR" in exit_section, f"{lang}: EXIT STATUS does not list {status}")
        # Under a locale that is not UTF-8 man renders for ASCII: no warning, every page.
        out, err = rendered_man(make_env("C"), ["--warnings", "-l", path])
        check(not err.strip(), f"man -l under LANG=C warns on the {lang} page: {err.strip()[:400]}")


def test_install_man_by_locale_bash_completion_and_uninstall():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    prefix = installed_prefix()
    for path in ("bin/baraja", "libexec/baraja/baraja-table", "share/games/baraja/en.lproj/Language.strings",
                 "share/man/man6/baraja.6",
                 "share/man/es/man6/baraja.6", "share/man/ko/man6/baraja.6",
                 "share/bash-completion/completions/baraja", "share/zsh/site-functions/_baraja",
                 "share/fish/vendor_completions.d/baraja.fish"):
        check(os.path.isfile(os.path.join(prefix, path)), f"install.sh did not install {path}")
    base = make_env(None, PATH=os.path.join(prefix, "bin") + ":" + os.environ.get("PATH", "/usr/bin:/bin"),
                    MANPATH=os.path.join(prefix, "share", "man"), LOCPATH=locpath())
    # man baraja: the page of the locale's language, by LANG and by LC_ALL.
    for lang, locale in LOCALES.items():
        for variable in ("LANG", "LC_ALL"):
            out, _ = rendered_man(dict(base, **{variable: locale}), ["baraja"])
            check(s(lang, "manual.header") in out.splitlines()[0],
                  f"man baraja with {variable}={locale}: first line {out.splitlines()[0]!r}")
            check(s(lang, "manual.section.synopsis") in out, f"{variable}={locale}: not the {lang} page")
    # The installed binary runs from another folder and finds its catalogs beside it.
    elsewhere = tempfile.mkdtemp(prefix="baraja-e2e-cwd-")
    CLEANUP.append(lambda: shutil.rmtree(elsewhere, ignore_errors=True))
    code, out, err = run_tool(["baraja", "_catalog"], env=dict(base, LANG="C.UTF-8"), cwd=elsewhere,
                              input_text='{"directory": true}\n')
    check(json.loads(out)["ok"] == os.path.join(prefix, "share", "games", "baraja"), f"catalogs found at {out!r}")
    # The installed page names the installed catalogs, never the folder it was made from.
    for lang in LANGS:
        page = Path(prefix, "share", "man", *([] if lang == "en" else [lang]), "man6", "baraja.6").read_text("utf-8")
        check(str(ROOT) not in page, f"the installed {lang} page names the checkout {ROOT}")
        check(os.path.join(prefix, "share", "games", "baraja").replace("-", "\\-") in page,
              f"the installed {lang} page does not name {prefix}/share/games/baraja")
    # bash completes `baraja --game s<Tab>`: the function called as bash calls it…
    script = os.path.join(prefix, "share", "bash-completion", "completions", "baraja")
    code, out, err = run_tool(["bash", "--norc", "--noprofile", "-c",
                               f"source {shlex.quote(script)}; COMP_WORDS=(baraja --game s); COMP_CWORD=2; "
                               "_baraja; printf '%s\\n' \"${COMPREPLY[@]}\""], env=base)
    offered = out.split()
    for game in ("sieteymedia", "set", "klondike", "poker"):
        starting = [w for lang in LANGS for w in words(lang, f"game.{game}.aliases")
                    if w.startswith("s") and " " not in w]
        check(all(w in offered for w in starting), f"--game s<Tab> offers {offered}, not all of {starting}")
    check(offered and all(w.startswith("s") for w in offered), f"--game s<Tab> offers {offered}")
    # … and in an interactive bash, with the Tab key.
    shell = Pty(["--norc", "--noprofile", "-i"], env=dict(base, PS1="$ ", LANG="C.UTF-8"), command="bash")
    shell.wait_for("$ ")
    shell.type(f"source {shlex.quote(script)}\r")
    shell.wait_for("$ ")
    shell.type("baraja --game s\t\t")
    shell.wait_for("sieteymedia", "the second Tab listing what `--game s` completes to")
    shell.type("\x15exit\r")
    # Uninstall removes exactly what was installed (the prefix was empty), twice over.
    code, out, err = run_tool([str(ROOT / "scripts" / "install.sh"), "--prefix", prefix, "--uninstall"])
    check(code == 0, f"--uninstall failed: {err}")
    check(files_under(prefix) == [], f"left after --uninstall: {files_under(prefix)[:10]}")
    code, out, err = run_tool([str(ROOT / "scripts" / "install.sh"), "--prefix", prefix, "--uninstall"])
    check(code == 0, f"a second --uninstall failed: {err}")


def test_install_twice_then_uninstall_keeps_what_was_there():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    prefix = tempfile.mkdtemp(prefix="baraja-e2e-prefix-")
    CLEANUP.append(lambda: shutil.rmtree(prefix, ignore_errors=True))
    os.makedirs(os.path.join(prefix, "share", "man", "man1"))
    Path(prefix, "share", "man", "man1", "other.1").write_text(".TH OTHER 1\n")
    before = files_under(prefix)
    install = [str(ROOT / "scripts" / "install.sh"), "--prefix", prefix, "--build-dir", os.path.dirname(BINARY)]
    for _ in range(2):
        code, out, err = run_tool(install)
        check(code == 0, f"install.sh failed: {err[-300:]}")
    code, out, err = run_tool([str(ROOT / "scripts" / "install.sh"), "--prefix", prefix, "--uninstall"])
    check(code == 0, f"--uninstall failed: {err}")
    check(files_under(prefix) == before, f"after two installs and --uninstall: {files_under(prefix)}, "
                                         f"before: {before}")


def test_zsh_and_fish_completions_load_with_descriptions_by_locale():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    folder = tempfile.mkdtemp(prefix="baraja-e2e-completions-")
    CLEANUP.append(lambda: shutil.rmtree(folder, ignore_errors=True))
    for shell in ("zsh", "fish"):
        code, script, err = run_piped(["completions", shell])
        check(code == 0, f"completions {shell}: {code} {err}")
        Path(folder, "_baraja" if shell == "zsh" else "baraja.fish").write_text(script, encoding="utf-8")
    code, out, err = run_tool(["zsh", "-n", os.path.join(folder, "_baraja")])
    check(code == 0, f"zsh -n: {err}")
    code, out, err = run_tool(["zsh", "-f", "-c", f"fpath=({folder} $fpath); autoload -Uz compinit; "
                               f"compinit -u -d {folder}/dump; print -r -- $_comps[baraja]"])
    check(out.strip() == "_baraja", f"zsh's compinit does not take _baraja for baraja: {out!r} {err!r}")
    # An interactive zsh lists `--draw`'s values with their descriptions in the locale's language.
    for lang in ("en", "ko"):
        shell = Pty(["-f", "-i"], env=make_env(LOCALES[lang], LOCPATH=locpath()), command="zsh")
        shell.type(f"fpath=({folder} $fpath); autoload -Uz compinit; compinit -u -D\r")
        shell.type("baraja --draw \t")
        shell.wait_for(s(lang, "completion.draw.three"), f"zsh listing --draw's values under {LOCALES[lang]}")
        shell.type("\x15exit\r")
    for lang, locale in LOCALES.items():
        # fish loads a command's completions from its path only when the command is on PATH.
        env = make_env(locale, LOCPATH=locpath(),
                       PATH=os.path.dirname(BINARY) + ":" + os.environ.get("PATH", "/usr/bin:/bin"))
        code, out, err = run_tool(["fish", "-c",
                                   f"set -p fish_complete_path {folder}; complete -C 'baraja --game s'; "
                                   "complete -C 'baraja --dr'"], env=env)
        check(code == 0, f"fish: {err}")
        pairs = dict(line.split("\t", 1) for line in out.splitlines() if "\t" in line)
        check(pairs.get("stud") == s(lang, "game.poker.name"), f"fish under {locale}: stud is {pairs.get('stud')!r}")
        check(pairs.get("--draw") == s(lang, "cli.draw.help"), f"fish under {locale}: --draw is {pairs.get('--draw')!r}")


def test_uninstall_stays_inside_the_prefix():
    """--uninstall reads each manifest line whole, never globs, and removes nothing that a
    line reaches through a symbolic link or outside the prefix."""
    signal.alarm(INSTALL_TEST_TIMEOUT)
    prefix = installed_prefix()
    outside = tempfile.mkdtemp(prefix="baraja-e2e-outside-")
    CLEANUP.append(lambda: shutil.rmtree(outside, ignore_errors=True))
    Path(outside, "passwd").write_text("root:x:0:0\n")
    os.mkdir(os.path.join(outside, "emptydir"))
    os.symlink(outside, os.path.join(prefix, "share", "linkout"))
    # Empty folders a glob of "*" or a split "share/baraja Notes" would reach.
    for name in ("Sources", "Tests", "Notes", "share/baraja Notes"):
        os.makedirs(os.path.join(prefix, name))
    manifest = Path(prefix, "share", "games", "baraja", "install-manifest")
    with manifest.open("a") as f:
        f.write("f share/linkout/passwd\nd share/linkout/emptydir\nd *\nd share/baraja Notes\n"
                "f ../escape\nf /etc/hostname\nd share/./linkout\nno-kind-line\n")
    code, out, err = run_tool([str(ROOT / "scripts" / "install.sh"), "--prefix", prefix, "--uninstall"],
                              cwd=str(ROOT))
    check(code == 0, f"--uninstall failed ({code}): {err}")
    check(Path(outside, "passwd").is_file(), "--uninstall removed a file outside the prefix through a symlink")
    check(Path(outside, "emptydir").is_dir(), "--uninstall removed a folder outside the prefix through a symlink")
    for name in ("Sources", "Tests", "Notes"):
        check(Path(prefix, name).is_dir(), f"--uninstall removed {name}, which no manifest line names (glob or split)")
    check(not Path(prefix, "share", "baraja Notes").exists(), "the folder 'share/baraja Notes' listed was left")
    check(Path(prefix, "share", "linkout").is_symlink(), "the symlink itself, never listed, was removed")
    check("share/linkout/passwd" in err and "../escape" in err, f"skipped lines not reported: {err!r}")
    check(not Path(prefix, "bin", "baraja").exists(), "the program was not uninstalled")


def test_player_data_is_apart_from_the_program():
    """Installed under ~/.local, the catalogs and the manifest are not in ~/.local/share/baraja
    (the player's saves and statistics): removing that folder breaks neither the program nor
    its uninstall. A prefix that would put them in the player's folders is refused."""
    signal.alarm(INSTALL_TEST_TIMEOUT)
    env = make_env(XDG_DATA_HOME=None, XDG_CONFIG_HOME=None, XDG_STATE_HOME=None)
    home = env["HOME"]
    prefix = os.path.join(home, ".local")
    install = [str(ROOT / "scripts" / "install.sh"), "--prefix", prefix, "--build-dir", os.path.dirname(BINARY)]
    code, out, err = run_tool(install, env=env)
    check(code == 0, f"install.sh failed ({code}): {err[-300:]}")
    data = os.path.join(home, ".local", "share", "baraja")
    check(not os.path.exists(data), f"install.sh put something in the player's folder: {files_under(data)}")
    binary = os.path.join(prefix, "bin", "baraja")
    hand = "\n".join(aliases("en", c)[0] for c in ("hit", "stand", "quit")) + "\n"
    for round_ in range(2):
        code, out, err = run_tool([binary, "--seed", "3", "--game", "siete"], env=env, input_text=hand)
        check(code == 0 and not err, f"play {round_ + 1}: exit {code}, {err[:300]!r}")
        check(os.path.isdir(data), "playing kept nothing in the player's folder (is this the folder?)")
        shutil.rmtree(data)   # the player resets their data
    code, out, err = run_tool(install[:3] + ["--uninstall"], env=env)
    check(code == 0 and "nothing to uninstall" not in out, f"--uninstall after the data went: {code} {out!r} {err!r}")
    for folder in ("share/baraja", "state/baraja", "config/baraja"):
        shutil.rmtree(os.path.join(prefix, folder), ignore_errors=True)
    left = [p for p in files_under(prefix) if not os.path.isdir(os.path.join(prefix, p))]
    check(left == [], f"left under {prefix} after --uninstall: {left[:10]}")
    # A prefix inside the player's data folder would mix the two: refused, nothing installed.
    inside = os.path.join(home, ".local", "share", "baraja")
    code, out, err = run_tool(install[:2] + [inside] + install[3:], env=env)
    check(code == 2 and not os.path.exists(os.path.join(inside, "bin")), f"a prefix in the data folder: {code} {err!r}")


def test_an_install_of_the_older_layout_is_replaced_whole():
    """An install made when the catalogs and the manifest were in PREFIX/share/baraja (the
    folder a ~/.local prefix shares with the player's data) is removed by the next install,
    so no old catalog is left beside the player's saves; the player's own files stay."""
    signal.alarm(INSTALL_TEST_TIMEOUT)
    prefix = tempfile.mkdtemp(prefix="baraja-e2e-prefix-")
    CLEANUP.append(lambda: shutil.rmtree(prefix, ignore_errors=True))
    old = Path(prefix, "share", "baraja")
    (old / "en.lproj").mkdir(parents=True)
    (old / "en.lproj" / "Language.strings").write_text('"language.name" = "English";\n')
    (old / "saves").mkdir()
    (old / "saves" / "klondike.json").write_text("{}")
    (old / "install-manifest").write_text("f share/baraja/en.lproj/Language.strings\nd share/baraja/en.lproj\n"
                                          "d share/baraja\n")
    code, out, err = run_tool([str(ROOT / "scripts" / "install.sh"), "--prefix", prefix,
                               "--build-dir", os.path.dirname(BINARY)])
    check(code == 0, f"install.sh failed ({code}): {err[-300:]}")
    check(not (old / "en.lproj").exists() and not (old / "install-manifest").exists(),
          f"the older install's files stayed: {files_under(str(old))}")
    check((old / "saves" / "klondike.json").is_file(), "the player's save went with the older install")
    check(Path(prefix, "share", "games", "baraja", "install-manifest").is_file(), "no new manifest")
