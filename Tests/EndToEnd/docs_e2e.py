# The documents a newcomer reads: the README stays short (at most 300 lines; it aims at 250)
# and, like every document, quotes no path outside the repository, links only to files
# that exist in it, and tells no history (that is the changelog's and git's).
# Exec'd into run.py's globals.

DOCUMENTS = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Benchmarks/RESULTS.md"]
# Absolute paths a document may name: where the package and the install put things, and
# the player's folders. Any other absolute path is a machine's, not the project's.
ALLOWED_ROOTS = ("/usr/", "/etc/", "/dev/", "/path/to/", "~/.local/", "~/.config/")
HISTORY = re.compile(r"\bissue \d+|\bthis round\b|\bprevious round\b|\bbefore this round\b|\blast round\b",
                     re.I)


def documents():
    return DOCUMENTS + sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))


def outside_paths(text):
    """Absolute or home paths in a text (in code, links or prose) outside the allowed roots."""
    found = []
    for match in re.finditer(r"(?<![\w.:/<>{},*+-])(~?/[\w.-]+(?:/[\w.@+-]*)*)", text):
        path = match.group(1)
        if path in ("/", "~/") or path.startswith(ALLOWED_ROOTS) or path.rstrip("/") in ("/usr", "/usr/games", "~/.local", "~/.config"):
            continue
        found.append(path)
    return found


def test_readme_is_short():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    check(lines <= 300, f"README.md has {lines} lines: at most 300 (move the details to docs/)")


def test_documents_stay_inside_the_repository():
    for name in documents():
        text = (ROOT / name).read_text(encoding="utf-8")
        bad = outside_paths(text)
        check(not bad, f"{name} quotes paths outside the repository: {bad[:5]}")
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if re.match(r"^[a-z]+:", target):
                continue
            resolved = (ROOT / name).parent.joinpath(target).resolve()
            check(resolved == ROOT or ROOT in resolved.parents, f"{name} links out of the repository: {target}")
            check(resolved.exists(), f"{name} links to a missing file: {target}")


def test_documents_tell_no_history():
    for name in documents():
        if name == "CHANGELOG.md":
            continue
        found = HISTORY.findall((ROOT / name).read_text(encoding="utf-8"))
        check(not found, f"{name} tells the project's history: {found[:5]}")


def test_the_readme_commands_say_where_swift_comes_from():
    """./scripts/play and ./scripts/test on a machine without Swift say where to get it
    (the README's quick start names the same place), instead of "swift: command not found"."""
    path = ":".join(d for d in os.environ.get("PATH", "/usr/bin:/bin").split(":")
                    if d and not os.path.exists(os.path.join(d, "swift")))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    check("https://www.swift.org/install/" in readme, "the README does not say where to get Swift")
    for script in ("play", "test"):
        p = subprocess.run([str(ROOT / "scripts" / script)], capture_output=True, text=True, timeout=60,
                           env=dict(make_env(), PATH=path))
        check(p.returncode == 1 and "https://www.swift.org/install/" in p.stderr,
              f"scripts/{script} without Swift: {p.returncode} {p.stderr[-300:]!r}")
