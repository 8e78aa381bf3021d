# End-to-end tests of sessions that share a data folder, files written and
# read safely, scripts never blocked, nothing raw on the terminal (exec'd into run.py).
# Each test is named after the finding it covers.

import json


def _stats(env):
    path = Path(env["XDG_DATA_HOME"]) / "baraja" / "statistics.json"
    return json.loads(path.read_text()) if path.exists() else {"games": {}}


def _played(env):
    return _stats(env)["games"].get("sieteymedia", {}).get("played", 0)


def test_finding1_three_sessions_on_one_folder_count_every_hand():
    """Three sessions at once on one data folder, their lines interleaved, each finishing 30
    hands: the statistics count all 90 (before the locks: 30). One chooses a language, another
    a colour: both are kept."""
    hit, stand, new = (aliases("en", c)[0] for c in ("hit", "stand", "new"))
    hands = 30
    # What each seed's hands add up to, alone (the same seed plays the same hands).
    alone = []
    for seed in ("11", "12", "13"):
        env = make_env()
        run_piped(["--game", "siete", "--seed", seed, "--lang", "en"], f"{hit}\n{stand}\n{new}\n" * hands, env=env)
        alone.append(_played(env))
    check(all(n == hands for n in alone), f"hands alone: {alone}")
    env = make_env()
    procs = [subprocess.Popen([BINARY, "--game", "siete", "--seed", seed, "--lang", "en"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
             for seed in ("11", "12", "13")]
    outputs = [[] for _ in procs]
    for _ in range(hands):
        for p in procs:
            p.stdin.write(f"{hit}\n{stand}\n{new}\n".encode())
            p.stdin.flush()
        time.sleep(0.005)
    procs[0].stdin.write(f"{aliases('en', 'lang')[0]} es\n".encode())
    procs[1].stdin.write(f"{aliases('en', 'color')[0]} {words('en', 'color.choice.never.words')[0]}\n".encode())
    for i, p in enumerate(procs):
        out, err = p.communicate(timeout=RUN_TIMEOUT)
        check(p.returncode == 0, f"session {i}: exit status {p.returncode}; {err[-200:]!r}")
        outputs[i] = out.decode()
    check(_played(env) == sum(alone), f"statistics count {_played(env)} hands of {sum(alone)}")
    elsewhere = [o for o in outputs if text("en", "store.elsewhere", s("en", "game.sieteymedia.name")) in o]
    check(len(elsewhere) >= 1, "no session was told the game is open in another one")
    prefs = json.loads((Path(env["XDG_CONFIG_HOME"]) / "baraja" / "preferences.json").read_text())
    check(prefs.get("language") == "es" and prefs.get("color") == "never", f"preferences {prefs}")


def test_finding5_a_fifo_never_hangs_deal_solve_or_statistics():
    folder = tempfile.mkdtemp(prefix="baraja-e2e-fifo-")
    CLEANUP.append(lambda: shutil.rmtree(folder, ignore_errors=True))
    fifo = os.path.join(folder, "deal")
    os.mkfifo(fifo)
    code, out, err = run_piped(["--deal", fifo, "--lang", "en"], "")
    check(code == 2 and err.strip(), f"--deal FIFO: exit status {code}, stderr {err[-200:]!r}")
    code, out, err = run_piped(["solve", fifo], "")
    check(code == 2 and err.strip(), f"solve FIFO: exit status {code}, stderr {err[-200:]!r}")
    env = make_env()
    data = Path(env["XDG_DATA_HOME"]) / "baraja"
    data.mkdir(parents=True)
    os.mkfifo(data / "statistics.json")
    code, out, err = run_piped(["--lang", "en"], f"{aliases('en', 'stats')[0]}\n", env=env)
    check(code == 0 and text("en", "console.goodbye") in out, f"a FIFO at statistics.json: {code} {out[-200:]!r}")


def test_finding9_argument_errors_send_no_control_or_bidi_character():
    for arg in ["--\x1b]2;X\x07", "--lang=\u202eok", "--seed=\x1b[2J"]:
        code, out, err = run_piped([arg], "")
        check(code == 2 and err.strip(), f"{arg!r}: exit status {code}")
        check("\x1b" not in err and "\x07" not in err and "\u202e" not in err, f"{arg!r} reached stderr raw: {err!r}")


def test_finding10_solve_budget_below_zero_says_what_is_wrong():
    code, out, err = run_piped(["solve", "--budget", "-1", "deal.txt"], "")
    check(code == 2, f"exit status {code}")
    check(text("en", "cli.error.budget", "-1") in err, f"not the budget's message: {err[:300]!r}")


def test_finding7_without_a_home_nothing_kept_is_said_once():
    env = make_env(HOME=None, XDG_DATA_HOME=None, XDG_STATE_HOME=None, XDG_CONFIG_HOME=None)
    code, out, err = run_piped(["--lang", "en"], f"{aliases('en', 'help')[0]}\n", env=env)
    check(code == 0, f"exit status {code}")
    # A warning: on standard error, once.
    check(err.count(text("en", "store.nowhere")) == 1 and text("en", "store.nowhere") not in out,
          f"said {err.count(text('en', 'store.nowhere'))} times on stderr: {err[:300]!r}")


def test_finding6_a_foreign_history_file_and_a_link_are_left_alone():
    env = make_env()
    folder = Path(env["XDG_STATE_HOME"]) / "baraja"
    folder.mkdir(parents=True)
    foreign = b"ls -l\nhint\n"
    (folder / "history").write_bytes(foreign)
    hint = aliases("en", "hint")[0]
    t = Pty(seed_args("--lang", "en"), env=env)
    before = t.wait_for(prompt("en"))
    check(text("en", "console.history.foreign", str(folder / "history"), str(folder / "history.baraja"))
          in clean(before).replace("\r\n", "\n").replace("\n", " ") or "history.baraja" in clean(before),
          f"the foreign history was not mentioned: {clean(before)[:300]!r}")
    t.command(aliases("en", "table")[0], prompt("en"))
    t.type("\x04")
    t.finish()
    check((folder / "history").read_bytes() == foreign, "the foreign history file was changed")
    check(aliases("en", "table")[0] in (folder / "history.baraja").read_text(errors="replace"), "no history of baraja's own")

    env = make_env()
    folder = Path(env["XDG_STATE_HOME"]) / "baraja"
    folder.mkdir(parents=True)
    victim = Path(env["HOME"]) / "victim"
    victim.write_bytes(b"precious\n")
    (folder / "history").symlink_to(victim)
    t = Pty(seed_args("--lang", "en"), env=env)
    t.wait_for(prompt("en"))
    t.command(hint, prompt("en"))
    t.type("\x04")
    t.finish()
    check(victim.read_bytes() == b"precious\n", "the link at history was followed for writing")
    check((folder / "history").is_symlink(), "the link was replaced")


def test_finding18_a_fifo_and_a_folder_at_the_locks_keep_every_hand_and_one_owner():
    """A FIFO at the statistics' lock and a folder at the game's: three sessions at once each
    finish 20 hands; every hand is counted, only one session writes the save, and the lock
    files made in their place are said once, on standard error (before: locking was off
    without a word, and hands were lost)."""
    hit, stand, new = (aliases("en", c)[0] for c in ("hit", "stand", "new"))
    hands = 20
    env = make_env()
    locks = Path(env["XDG_DATA_HOME"]) / "baraja" / "locks"
    locks.mkdir(parents=True)
    os.mkfifo(locks / "statistics.lock")
    (locks / "sieteymedia.lock").mkdir()
    procs = [subprocess.Popen([BINARY, "--game", "siete", "--seed", seed, "--lang", "en", "--new"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
             for seed in ("11", "12", "13")]
    for _ in range(hands):
        for p in procs:
            p.stdin.write(f"{hit}\n{stand}\n{new}\n".encode())
            p.stdin.flush()
        time.sleep(0.005)
    errors = []
    outputs = []
    for i, p in enumerate(procs):
        out, err = p.communicate(timeout=RUN_TIMEOUT)
        check(p.returncode == 0, f"session {i}: exit status {p.returncode}; {err[-200:]!r}")
        errors.append(err.decode())
        outputs.append(out.decode())
    check(_played(env) == 3 * hands, f"statistics count {_played(env)} hands of {3 * hands}")
    elsewhere = [o for o in outputs if text("en", "store.elsewhere", s("en", "game.sieteymedia.name")) in o]
    check(len(elsewhere) == 2, f"{len(elsewhere)} sessions told the game is open elsewhere, not 2")
    check((locks / "statistics.lock").is_file() and (locks / "sieteymedia.lock").is_file(), "no lock files made")
    aside = sorted(p.name for p in locks.iterdir() if ".corrupt-" in p.name)
    check(len(aside) == 2, f"moved aside: {aside}")
    said = sum(e.count("not a lock file") for e in errors)
    check(said == 2, f"the lock files made were said {said} times: {errors!r}")
