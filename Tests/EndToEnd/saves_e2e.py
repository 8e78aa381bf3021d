# End-to-end tests of saves, statistics, preferences and hardened input (exec'd into run.py).
# Every test has its own fresh XDG_DATA_HOME from make_env(): nothing is read from the real home.

import json


def data_dir(env):
    return Path(env["XDG_DATA_HOME"]) / "baraja"


def config_dir(env):
    return Path(env["XDG_CONFIG_HOME"]) / "baraja"


def yes(lang):
    return words(lang, "answer.yes.words")[0]


def offer_shown(output, lang):
    """True when the offer to continue a saved game (either form) is in the output."""
    flat = clean(output).replace("\n", " ")
    return any(re.search(pattern(lang, key), flat) for key in ("resume.offer", "resume.offer.plain", "resume.offer.forfeit", "resume.offer.forfeit.plain"))


def your_cards(output, lang):
    """The numbers of cards the player holds, from the `siete.table.you.*` lines (total, count), in order."""
    patterns = [pattern(lang, k) for k in ("siete.table.you.one", "siete.table.you.other")]
    found = []
    for line in clean(output).split("\n"):
        for p in patterns:
            m = re.search(p, line)
            if m:
                found.append(int(m.group(2)))
                break
    return found


def test_sigkill_mid_game_then_restart_resumes_at_the_last_command():
    env = make_env()
    hit = aliases("en", "hit")[0]
    t = Pty(seed_args("--lang", "en"), env=env)
    t.wait_for(prompt("en"))
    t.command(hit, prompt("en"))
    out = t.command(hit, prompt("en"))
    check(deck_counts(out, "en") == [38], f"two cards dealt, saw {deck_counts(out, 'en')}")
    table = clean(out).split("\n")
    t.child.kill(signal.SIGKILL)
    t.child.close(force=True)
    check(t.child.signalstatus == signal.SIGKILL, f"not killed: {t.child.signalstatus}")
    saves = list((data_dir(env) / "saves").iterdir())
    check(sorted(p.name for p in saves) == ["sieteymedia.journal", "sieteymedia.json"],
          f"save folder holds {[p.name for p in saves]}")

    # No seed (a random one; --seed would start fresh): the resumed game must come from the
    # save, not from a reshuffle.
    t = Pty(["--game", "siete", "--lang", "en"], env=env)
    # The question is asked before the game is entered; while it waits, the prompt says
    # yes or no.
    opening = t.wait_for(text("en", "console.prompt.question", yes("en"), words("en", "answer.no.words")[0]))
    check(offer_shown(opening, "en"), f"no offer to continue: {clean(opening)[-300:]!r}")
    out = t.command(yes("en"), prompt("en"))
    check(deck_counts(out, "en") == [38], f"resumed deck count {deck_counts(out, 'en')}: {clean(out)[-300:]!r}")
    check(your_cards(out, "en") == [2], f"resumed hand {your_cards(out, 'en')}")
    resumed = clean(out).split("\n")
    faces = [l for l in table if l.startswith("│")]
    check(faces and all(l in resumed for l in faces), "the resumed hand shows other cards than before the kill")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_corrupt_save_is_set_aside_and_reported():
    env = make_env()
    saves = data_dir(env) / "saves"
    saves.mkdir(parents=True)
    garbage = b'{"version": 1, "game": "sieteymedia", "tab'
    (saves / "sieteymedia.json").write_bytes(garbage)
    code, out, err = run_piped(["--game", "siete", "--seed", "3", "--lang", "es"], "pedir\n", env=env)
    check(code == 0, f"exit status {code}; stderr {err[-200:]!r}")
    aside = [p for p in saves.iterdir() if p.name.startswith("sieteymedia.json.corrupt-")]
    check(len(aside) == 1, f"set-aside files: {[p.name for p in saves.iterdir()]}")
    check(re.fullmatch(r"sieteymedia\.json\.corrupt-\d{8}T\d{6}Z", aside[0].name), f"name {aside[0].name}")
    check(aside[0].read_bytes() == garbage, "the original bytes were not kept")
    expected = text("es", "store.corrupt", str(saves / "sieteymedia.json"), s("es", "store.reason.json"), str(aside[0]))
    check(expected in err and expected not in out, f"expected the report on stderr {expected!r}, saw {err[:400]!r}")
    check(deck_counts(out, "es")[-1:] == [39], "play should go on with a fresh game")
    json.loads((saves / "sieteymedia.json").read_text())  # a good save is written again


def test_sigterm_and_sighup_while_piped_save_and_say_goodbye():
    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        env = make_env()
        p = subprocess.Popen([BINARY, *seed_args("--lang", "en")], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env)
        p.stdin.write(b"hit\n")
        p.stdin.flush()
        out = b""
        deadline = time.time() + EXPECT_TIMEOUT
        while b"39 " not in out and time.time() < deadline:
            out += os.read(p.stdout.fileno(), 65536)
        check(b"39 " in out, f"no card dealt: {out[-200:]!r}")
        p.send_signal(sig)
        rest, err = p.communicate(timeout=RUN_TIMEOUT)
        check(p.returncode == 0, f"{sig.name}: exit status {p.returncode}; stderr {err[-200:]!r}")
        check(text("en", "console.goodbye") in rest.decode(), f"{sig.name}: no goodbye: {rest[-200:]!r}")
        # The card dealt is saved: the snapshot of the deal, and `hit` in its journal.
        journal = (data_dir(env) / "saves" / "sieteymedia.journal").read_text().splitlines()
        check([json.loads(l)["command"] for l in journal] == ["hit"], f"{sig.name}: the save lacks the card dealt")


def test_statistics_and_language_kept_across_runs():
    env = make_env()
    hit, stand, lang = aliases("en", "hit")[0], aliases("en", "stand")[0], aliases("en", "lang")[0]
    run_piped(seed_args(), f"{hit}\n{stand}\n{lang} ko\n", env=env)
    prefs = json.loads((config_dir(env) / "preferences.json").read_text())
    check(prefs == {"version": 1, "language": "ko", "games": {"sieteymedia": {"bank": "real"}}}, f"preferences {prefs}")
    stats = json.loads((data_dir(env) / "statistics.json").read_text())
    check(stats["version"] == 1 and stats["games"]["sieteymedia"]["played"] == 1, f"statistics {stats}")
    # Next run: Korean from the preference (LANG=C.UTF-8 names no language).
    code, out, _ = run_piped(["--new"], f"{ko_word('stats')}\n", env=env)
    check(text("ko", "console.goodbye") in out, f"the kept language was not used: {out[-200:]!r}")
    check(re.search(pattern("ko", "stats.hands.drawn.one" if "drawn" in stats["games"]["sieteymedia"] and
                            stats["games"]["sieteymedia"]["drawn"] else "stats.hands.one"), out),
          f"no Korean statistics line: {out[-300:]!r}")
    # --lang and a language in the environment win for one run, and leave the preference alone.
    _, out, _ = run_piped(["--lang", "es"], "", env=env)
    check(text("es", "console.goodbye") in out, "--lang es did not win")
    _, out, _ = run_piped([], "", env=dict(env, LANG="es_ES.UTF-8"))
    check(text("es", "console.goodbye") in out, "LANG=es_ES.UTF-8 did not win")
    check(json.loads((config_dir(env) / "preferences.json").read_text())["language"] == "ko", "the preference changed")


def test_long_lines_and_invalid_utf8_are_refused():
    hit = aliases("en", "hit")[0]
    stdin = b"x" * 5000 + b"\n" + b"hit\xff\xfe\n" + b"\x1b[2J\x1b]0;pwned\x07\n" + hit.encode() + b"\n"
    env = make_env()
    p = subprocess.run([BINARY, *seed_args("--lang", "en")], input=stdin, capture_output=True, env=env, timeout=RUN_TIMEOUT)
    out = p.stdout.decode("utf-8")
    check(p.returncode == 0, f"exit status {p.returncode}")
    check(text("en", "input.toolong", 5000, 4096) in out, f"no refusal of the long line: {out[:300]!r}")
    check(text("en", "input.notutf8") in out, "no refusal of the invalid UTF-8")
    check("\x1b" not in out and "\x07" not in out, "an escape or bell was echoed raw")
    check(deck_counts(out, "en")[-1:] == [39], "the game should go on after refused lines")


def test_unwritable_data_folder_warns_once_and_play_goes_on():
    env = make_env(XDG_DATA_HOME="/proc/baraja-e2e-nope")
    hit = aliases("en", "hit")[0]
    code, out, err = run_piped(seed_args("--lang", "en"), f"{hit}\n{hit}\n", env=env)
    warning = text("en", "store.unwritable.games", "/proc/baraja-e2e-nope/baraja")
    check(code == 0, f"exit status {code}")
    # Warnings go to standard error.
    check(err.count(warning) == 1 and warning not in out, f"expected the warning once on stderr: {err[:300]!r}")
    check(deck_counts(out, "en")[-1:] == [38], "the game should go on")


def test_piped_input_is_never_asked_and_new_and_resume_say_what_to_do():
    """Finding 8: with piped input a saved game is not offered (the script would be blocked):
    a fresh game that is not saved over it, one line saying so; --resume continues it,
    --new replaces it."""
    env = make_env()
    hit = aliases("en", "hit")[0]
    run_piped(seed_args("--lang", "en"), f"{hit}\n", env=env)
    save = data_dir(env) / "saves" / "sieteymedia.json"
    kept = save.read_bytes()
    code, out, _ = run_piped(seed_args("--lang", "en"), f"{hit}\n{hit}\n", env=env)
    check(code == 0 and not offer_shown(out, "en"), f"piped input was asked: {out[:300]!r}")
    check(text("en", "store.kept", s("en", "game.sieteymedia.name"), "--resume") in out, f"no line about the save: {out[:300]!r}")
    check(deck_counts(out, "en")[-1:] == [38], f"the script's commands were not played: {out[-300:]!r}")
    check(save.read_bytes() == kept, "the fresh game was saved over the saved one")
    _, out, _ = run_piped(["--game", "siete", "--lang", "en", "--resume"], "", env=env)
    check(not offer_shown(out, "en") and deck_counts(out, "en")[-1:] == [39], f"--resume did not continue: {out[-300:]!r}")
    _, out, _ = run_piped(seed_args("--lang", "en", "--new"), "", env=env)
    check(not offer_shown(out, "en"), "--new still offered the saved game")
    check(deck_counts(out, "en")[-1:] == [40], "--new should deal a fresh game")


def test_colour_kept_and_its_precedence():
    """`color off` is kept for the next run in a terminal; --color and NO_COLOR still win."""
    env = make_env()
    t = Pty(seed_args("--lang", "en"), env=env)
    t.wait_for(prompt("en"))
    t.command(f"{aliases('en', 'color')[0]} {words('en', 'color.choice.never.words')[0]}", prompt("en"))
    t.type("\x04")
    t.finish()
    check(not has_colour(pty_output(seed_args("--lang", "en"), env)), "colour came back despite `color off`")
    check(has_colour(pty_output(seed_args("--lang", "en", "--color", "always"), env)), "--color always did not win")
    t = Pty(seed_args("--lang", "en"), env=env)
    t.wait_for(prompt("en"))
    t.command(f"{aliases('en', 'color')[0]} {words('en', 'color.choice.always.words')[0]}", prompt("en"))
    t.type("\x04")
    t.finish()
    check(not has_colour(pty_output(seed_args("--lang", "en"), dict(env, NO_COLOR="1"))), "NO_COLOR did not win over `color on`")
    check(has_colour(pty_output(seed_args("--lang", "en"), env)), "`color on` was not kept")


def test_finding23_a_read_only_disk_is_told_once_truthfully_on_stderr():
    """Data and preferences folders on one read-only place: one warning, on standard error,
    saying nothing is kept; `lang`, `color` and `coach` never claim a choice is remembered."""
    env = make_env(XDG_DATA_HOME="/proc/baraja-e2e-nope", XDG_CONFIG_HOME="/proc/baraja-e2e-nope-config")
    hit = aliases("en", "hit")[0]
    code, out, err = run_piped(seed_args("--lang", "en"), f"{hit}\nlang es\ncolor never\ncoach on\n", env=env)
    check(code == 0, f"exit status {code}")
    warning = text("en", "store.unwritable.both", "/proc/baraja-e2e-nope/baraja", "/proc/baraja-e2e-nope-config/baraja")
    check(err.count(warning) == 1, f"expected the warning once on stderr: {err[:400]!r}")
    for claim in [s("en", "color.set").split(".")[-2], "sí se guardan", "lo recordará", "your preferences still are"]:
        check(claim not in out + err, f"a false claim: {claim!r}")
    check(text("es", "color.set.unkept", s("es", "color.choice.never.name")) in out, f"no truthful colour line: {out[-400:]!r}")
