# Packaged for Debian (scripts/package-deb): the package of the binary under test (its build
# folder, as --build-dir; a debug build's differs only in the Swift libraries it leaves out of
# Depends) describes itself and its copy plays. One test builds the release package itself,
# twice, for lintian, reproducibility and a real install and removal (marked `@slow`: run.py
# --fast leaves it out; scripts/test --full runs it). Helpers and INSTALL_TEST_TIMEOUT: install_e2e.py.
# Exec'd into run.py's globals.


@long
def test_package_deb_describes_itself_and_its_copy_plays():
    signal.alarm(INSTALL_TEST_TIMEOUT)
    out_dir = tempfile.mkdtemp(prefix="baraja-e2e-deb-")
    CLEANUP.append(lambda: shutil.rmtree(out_dir, ignore_errors=True))
    code, out, err = run_tool([str(ROOT / "scripts" / "package-deb"), "--build-dir", os.path.dirname(BINARY),
                               "--output", out_dir, "--quick"], timeout=200)
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
    for path in ("/usr/games/baraja", "/usr/libexec/baraja/baraja-table",
                 "/usr/share/games/baraja/ko.lproj/Language.strings",
                 "/usr/share/man/man6/baraja.6.gz", "/usr/share/man/es/man6/baraja.6.gz",
                 "/usr/share/man/ko/man6/baraja.6.gz", "/usr/share/bash-completion/completions/baraja",
                 "/usr/share/zsh/vendor-completions/_baraja", "/usr/share/fish/vendor_completions.d/baraja.fish",
                 "/usr/share/doc/baraja/copyright", "/usr/share/doc/baraja/changelog.gz"):
        check(path in listed, f"dpkg-deb -c lists no {path}")
    root = os.path.join(out_dir, "root")
    code, out, err = run_tool(["dpkg", "-x", deb, root])
    check(code == 0, f"dpkg -x: {err}")
    copyright_text = Path(root, "usr/share/doc/baraja/copyright").read_text(encoding="utf-8")
    check(copyright_text.startswith("Format: ") and "\nFiles: *\n" in copyright_text, "copyright: not DEP-5")
    check("License: Apache-2.0\n" in copyright_text and "all rights" not in copyright_text.lower(),
          "copyright: the source is not under Apache-2.0")
    check(".build/" not in copyright_text, "copyright names a build folder")
    # The changelog, from CHANGELOG.md, in Debian's form, its newest entry this version.
    code, changelog, err = run_tool(["sh", "-c", f"zcat {shlex.quote(root)}/usr/share/doc/baraja/changelog.gz"])
    check(changelog.startswith(f"baraja ({version_file()}) unstable; urgency=medium\n"),
          f"changelog.gz begins {changelog[:80]!r}")
    check(all(len(line) <= 80 for line in changelog.splitlines() if not line.startswith(" -- ")),
          "changelog.gz has a line over 80 columns")
    code, parsed, err = run_tool(["dpkg-parsechangelog", "-l", "-", "-S", "Version"], input_text=changelog)
    check(code == 0 and parsed.strip() == version_file(), f"dpkg-parsechangelog: {parsed!r} {err[:200]!r}")
    # md5sums lists every file and matches it.
    md5sums = subprocess.run(["dpkg-deb", "-I", deb, "md5sums"], capture_output=True, text=True).stdout
    listed_files = sorted(line.split("  ", 1)[1] for line in md5sums.splitlines())
    check(listed_files == sorted(os.path.relpath(os.path.join(d, n), root) for d, _, ns in os.walk(root) for n in ns
                                 if not os.path.relpath(d, root).startswith("DEBIAN")),
          f"md5sums lists {listed_files[:5]}…")
    code, out, err = run_tool(["md5sum", "--quiet", "-c", "-"], cwd=root, input_text=md5sums)
    check(code == 0, f"md5sums do not match: {out[:200]}")
    # No path of the machine that made it in what it generated (pages, completions).
    for dirpath, _, names in os.walk(root):
        for name in names:
            if dirpath.endswith("/usr/games") or dirpath.endswith("/usr/libexec/baraja"):
                continue
            data = Path(dirpath, name).read_bytes()
            if name.endswith(".gz"):
                data = subprocess.run(["zcat"], input=data, capture_output=True).stdout
            check(str(ROOT).encode() not in data, f"{name} names the checkout {ROOT}")
    code, page, err = run_tool(["sh", "-c", f"zcat {shlex.quote(root)}/usr/share/man/ko/man6/baraja.6.gz "
                                "| groff -k -man -Tutf8 -ww -z"])
    check(code == 0 and not err.strip(), f"the packaged Korean page: {err.strip()[:300]}")
    # The copy runs from another folder, on a scripted game, with its own catalogs.
    elsewhere = tempfile.mkdtemp(prefix="baraja-e2e-cwd-")
    CLEANUP.append(lambda: shutil.rmtree(elsewhere, ignore_errors=True))
    copy = os.path.join(root, "usr", "games", "baraja")
    code, out, err = run_tool([copy, "_catalog"], cwd=elsewhere, input_text='{"directory": true}\n')
    check(json.loads(out)["ok"] == os.path.join(root, "usr", "share", "games", "baraja"), f"the copy's catalogs: {out!r}")
    commands = "\n".join(aliases("es", c)[0] for c in ("hit", "stand", "quit")) + "\n"
    code, out, err = run_tool([copy, "--lang", "es", "--seed", "7", "--game", "siete"], cwd=elsewhere,
                              input_text=commands)
    check(code == 0 and not err, f"the packaged copy: exit {code}, {err[:300]!r}")
    check(re.search(pattern("es", "game.sieteymedia.title"), out), f"the copy did not play: {out[:300]!r}")
    # A second package of the same build is the same, byte for byte (SOURCE_DATE_EPOCH from
    # the last commit; times, owners and order normalised).
    again = tempfile.mkdtemp(prefix="baraja-e2e-deb2-")
    CLEANUP.append(lambda: shutil.rmtree(again, ignore_errors=True))
    time.sleep(1.1)
    code, out, err = run_tool([str(ROOT / "scripts" / "package-deb"), "--build-dir", os.path.dirname(BINARY),
                               "--output", again, "--quick"], timeout=200)
    check(code == 0, f"package-deb, second run, failed ({code}): {err.strip()[-400:]}")
    check(Path(out.strip()).read_bytes() == Path(deb).read_bytes(), "two packages of the same build differ")


@slow
def test_release_package_is_lintian_clean_reproducible_and_installs():
    """The release package as a Debian maintainer checks it: built twice (the same bytes),
    lintian with no error or warning, no build path in the binary, installed into a fresh
    root with dpkg, played as a fresh user, and purged leaving nothing."""
    signal.alarm(1800)   # the release build, when it is not built yet
    first, second, target = (tempfile.mkdtemp(prefix=f"baraja-e2e-rel{n}-") for n in (1, 2, 3))
    for folder in (first, second, target):
        CLEANUP.append(lambda folder=folder: shutil.rmtree(folder, ignore_errors=True))
    debs = []
    for out_dir in (first, second):
        code, out, err = run_tool([str(ROOT / "scripts" / "package-deb"), "--output", out_dir], timeout=1700)
        check(code == 0, f"package-deb failed ({code}): {err.strip()[-400:]}")
        debs.append(out.strip())
        time.sleep(1.1)
    check(Path(debs[0]).read_bytes() == Path(debs[1]).read_bytes(), "two release packages of one commit differ")
    code, out, err = run_tool(["lintian", "-i", "-I", "-E", "--pedantic", "--tag-display-limit", "0", debs[0]],
                              timeout=600)
    tags = [line for line in out.splitlines() if re.match(r"^[EWIPX]: ", line)]
    bad = [line for line in tags if line[0] in "EW"]
    check(not bad, "lintian: " + "; ".join(bad[:10]))
    others = sorted({line.split()[2] for line in tags})
    if others:
        note("lintian informational tags: " + ", ".join(others))
    # Installed into a root of its own, as apt would install it.
    admin = os.path.join(target, "var", "lib", "dpkg")
    for sub in ("info", "updates", "triggers"):
        os.makedirs(os.path.join(admin, sub))
    Path(admin, "status").write_text("")
    dpkg = ["dpkg", f"--root={target}", "--force-not-root", "--force-depends", "--force-script-chrootless",
            "--log=/dev/null"]
    code, out, err = run_tool(dpkg + ["-i", debs[0]])
    check(code == 0, f"dpkg -i: {err[-300:]}")
    binary = os.path.join(target, "usr", "games", "baraja")
    for program in (binary, os.path.join(target, "usr", "libexec", "baraja", "baraja-table")):
        data = subprocess.run(["strings", program], capture_output=True, text=True).stdout
        check(str(ROOT) not in data, f"the packaged {program} names the checkout {ROOT}")
    code, out, err = run_tool(["dpkg", f"--root={target}", "--verify", "baraja"])
    check(code == 0 and not out.strip(), f"dpkg --verify (md5sums): {out[:300]!r} {err[:200]!r}")
    hand = "\n".join(aliases("ko", c)[0] for c in ("hit", "stand", "quit")) + "\n"
    code, out, err = run_tool([binary, "--lang", "ko", "--seed", "7", "--game", "siete"], input_text=hand,
                              cwd=target)
    check(code == 0 and not err, f"the installed release: exit {code}, {err[:300]!r}")
    check(re.search(pattern("ko", "game.sieteymedia.title"), out), f"it did not play: {out[:300]!r}")
    code, out, err = run_tool(dpkg + ["--purge", "baraja"])
    check(code == 0, f"dpkg --purge: {err[-300:]}")
    left = [p for p in files_under(target) if not p.startswith("var")
            and not os.path.isdir(os.path.join(target, p))]
    check(left == [], f"left after dpkg --purge: {left[:10]}")
