# End-to-end: a command that does not come back (a long search) can always be ended by a
# signal, and what was saved before it stays. Exec'd into run.py.

# Klondike's seed 15: `solve` searches to its clock guard (about 10 s in a debug build), and
# `solve` again searches further (up to 30 s): the process is busy for many seconds.
BUSY_ARGS = ["--game", "klondike", "--seed", "15", "--lang", "en"]


def _busy_session():
    env = make_env()
    p = subprocess.Popen([BINARY, *BUSY_ARGS, "--new"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env)
    p.stdin.write(b"draw\nsolve\nsolve\n")
    p.stdin.flush()
    time.sleep(0.8)
    check(p.poll() is None, "the search ended before the signal: the test needs a longer one")
    return p, env


@alone
def test_sigterm_and_sighup_end_a_busy_command_within_a_second_or_two():
    for sig in (signal.SIGTERM, signal.SIGHUP):
        p, env = _busy_session()
        sent = time.monotonic()
        p.send_signal(sig)
        try:
            p.communicate(timeout=4)
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            raise AssertionError(f"{sig.name}: the process still ran 4 s after the signal")
        took = time.monotonic() - sent
        check(p.returncode == 128 + sig, f"{sig.name}: exit status {p.returncode}")
        check(took < 3, f"{sig.name}: ended {took:.1f} s after the signal")
        # What was saved before the search is there: the draw in the journal.
        journal = (Path(env["XDG_DATA_HOME"]) / "baraja" / "saves" / "klondike.journal").read_text().splitlines()
        check(any('"command":"draw"' in l for l in journal), f"{sig.name}: the draw was not kept: {journal}")


@alone
def test_a_second_sigint_ends_a_busy_command_at_once():
    p, env = _busy_session()
    p.send_signal(signal.SIGINT)
    time.sleep(0.2)
    check(p.poll() is None, "one SIGINT during a command ended the process at once")
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    try:
        p.communicate(timeout=3)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        raise AssertionError("the process still ran 3 s after the second SIGINT")
    check(p.returncode == 130, f"exit status {p.returncode}")
    check(time.monotonic() - sent < 1, "not at once")
