# Installed like a real tool (issue 19): the version from VERSION, the manual pages, the
# completions, scripts/install.sh and its --uninstall, scripts/package-deb. The install and
# the package use the binary under test (its build folder, as --build-dir), not a release
# build: the release build is the expensive part, and the package of a debug build differs
# only in the Swift libraries it leaves out of Depends. Exec'd into run.py's globals.

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


def test_install_man_by_locale_bash_completion_and_uninstall():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    prefix = installed_prefix()
    for path in ("bin/baraja", "share/baraja/en.lproj/Language.strings", "share/man/man1/baraja.1",
                 "share/man/es/man1/baraja.1", "share/man/ko/man1/baraja.1",
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
    check(json.loads(out)["ok"] == os.path.join(prefix, "share", "baraja"), f"catalogs found at {out!r}")
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


def test_package_deb_describes_itself_and_its_copy_plays():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    out_dir = tempfile.mkdtemp(prefix="baraja-e2e-deb-")
    CLEANUP.append(lambda: shutil.rmtree(out_dir, ignore_errors=True))
    code, out, err = run_tool([str(ROOT / "scripts" / "package-deb"), "--build-dir", os.path.dirname(BINARY),
                               "--output", out_dir], timeout=200)
    check(code == 0, f"package-deb failed ({code}): {err.strip()[-400:]}")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    deb = os.path.join(out_dir, f"baraja_{version_file()}_{arch}.deb")
    check(out.strip() == deb and os.path.isfile(deb), f"package-deb made {out.strip()!r}, not {deb}")
    code, info, err = run_tool(["dpkg-deb", "--info", deb])
    fields = dict(re.findall(r"^ (\w[\w-]*): (.*)$", info, re.M))
    check(fields.get("Package") == "baraja" and fields.get("Version") == version_file()
          and fields.get("Architecture") == arch, f"control: {fields}")
    depends = fields.get("Depends", "")
    check("libedit2" in depends and "libc6" in depends and "swift" not in depends.lower(), f"Depends: {depends}")
    code, listing, err = run_tool(["dpkg-deb", "-c", deb])
    listed = {line.split()[-1].lstrip(".") for line in listing.splitlines()}
    for path in ("/usr/bin/baraja", "/usr/share/baraja/ko.lproj/Language.strings", "/usr/share/man/man1/baraja.1.gz",
                 "/usr/share/man/es/man1/baraja.1.gz", "/usr/share/man/ko/man1/baraja.1.gz",
                 "/usr/share/bash-completion/completions/baraja", "/usr/share/zsh/vendor-completions/_baraja",
                 "/usr/share/fish/vendor_completions.d/baraja.fish", "/usr/share/doc/baraja/copyright"):
        check(path in listed, f"dpkg-deb -c lists no {path}")
    root = os.path.join(out_dir, "root")
    code, out, err = run_tool(["dpkg", "-x", deb, root])
    check(code == 0, f"dpkg -x: {err}")
    copyright_text = Path(root, "usr/share/doc/baraja/copyright").read_text(encoding="utf-8")
    check(copyright_text.startswith("Format: ") and "\nFiles: *\n" in copyright_text, "copyright: not DEP-5")
    code, page, err = run_tool(["sh", "-c", f"zcat {shlex.quote(root)}/usr/share/man/ko/man1/baraja.1.gz "
                                "| groff -k -man -Tutf8 -ww -z"])
    check(code == 0 and not err.strip(), f"the packaged Korean page: {err.strip()[:300]}")
    # The copy runs from another folder, on a scripted game, with its own catalogs.
    elsewhere = tempfile.mkdtemp(prefix="baraja-e2e-cwd-")
    CLEANUP.append(lambda: shutil.rmtree(elsewhere, ignore_errors=True))
    copy = os.path.join(root, "usr", "bin", "baraja")
    code, out, err = run_tool([copy, "_catalog"], cwd=elsewhere, input_text='{"directory": true}\n')
    check(json.loads(out)["ok"] == os.path.join(root, "usr", "share", "baraja"), f"the copy's catalogs: {out!r}")
    commands = "\n".join(aliases("es", c)[0] for c in ("hit", "stand", "quit")) + "\n"
    code, out, err = run_tool([copy, "--lang", "es", "--seed", "7", "--game", "siete"], cwd=elsewhere,
                              input_text=commands)
    check(code == 0 and not err, f"the packaged copy: exit {code}, {err[:300]!r}")
    check(re.search(pattern("es", "game.sieteymedia.title"), out), f"the copy did not play: {out[:300]!r}")
