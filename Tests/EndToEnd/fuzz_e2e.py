# The libFuzzer target built plainly (`baraja-fuzz`, beside the binary under test): it
# replays inputs from files, and says so by its exit status. Exec'd into run.py's globals.


def _fuzz_binary():
    path = os.path.join(os.path.dirname(BINARY), "baraja-fuzz")
    check(os.access(path, os.X_OK), f"no baraja-fuzz beside {BINARY} (swift build makes it)")
    return path


def test_fuzz_replay_of_the_corpus_and_of_what_cannot_be_read():
    fuzz = _fuzz_binary()
    corpus = sorted(str(p) for p in (ROOT / "Fuzz" / "corpus").iterdir() if not p.name.startswith("."))
    check(corpus, "Fuzz/corpus is empty")
    p = subprocess.run([fuzz, *corpus], capture_output=True, text=True, timeout=RUN_TIMEOUT * 3, env=make_env())
    check(p.returncode == 0, f"replaying the corpus exited {p.returncode}: {p.stderr[-300:]!r}")
    check(p.stdout.split("\n")[:-1] == [f"ok {c}" for c in corpus], f"one 'ok' a file, in order: {p.stdout[-300:]!r}")
    folder = tempfile.mkdtemp(prefix="baraja-e2e-fuzz-")
    CLEANUP.append(lambda: shutil.rmtree(folder, ignore_errors=True))
    fifo = os.path.join(folder, "fifo")
    os.mkfifo(fifo)
    for bad, why in [(os.path.join(folder, "missing"), "No such file"), (folder, "not a regular file"),
                     (fifo, "not a regular file")]:
        p = subprocess.run([fuzz, corpus[0], bad], capture_output=True, text=True, timeout=RUN_TIMEOUT, env=make_env())
        check(p.returncode == 1, f"replaying {bad!r} exited {p.returncode}, expected 1")
        check(f"cannot read {bad}: {why}" in p.stderr, f"stderr for {bad!r}: {p.stderr!r}")
        check(p.stdout == f"ok {corpus[0]}\n", f"the readable file is still replayed: {p.stdout!r}")
    p = subprocess.run([fuzz], capture_output=True, text=True, timeout=RUN_TIMEOUT, env=make_env())
    check(p.returncode == 2 and "usage" in p.stderr, f"no file: exit {p.returncode}, stderr {p.stderr!r}")
