# Klondike deal exchange end to end: `export FILE` writes real files, `--deal FILE` and
# `--deal -` play them (from a pipe, with the commands from the terminal), a bad deal's reason
# and exit status, and `baraja solve`'s lines. Exec'd into run.py's globals.


def deal_folder():
    folder = tempfile.mkdtemp(prefix="baraja-e2e-deal-")
    CLEANUP.append(lambda: shutil.rmtree(folder, ignore_errors=True))
    return folder


def exported_deal(folder, name, seed="7"):
    """Exports the first deal of a seed to a file through the real binary; returns its path."""
    path = os.path.join(folder, name)
    code, out, err = run_piped(["--game", "klondike", "--seed", seed, "--lang", "en"],
                               f"{aliases('en', 'export')[0]} {path}\n")
    key = "klondike.export.written.json" if name.endswith(".json") else "klondike.export.written.digits"
    check(code == 0 and err == "", f"export: status {code}, stderr {err[:200]!r}")
    check(text("en", key, path, path) in out, f"export did not say where it wrote: {out[-400:]!r}")
    check(os.path.isfile(path), f"no file at {path}")
    return path


def klondike_table(output):
    """The last table drawn (from its title to the status line), without the time."""
    lines = clean(output).split("\n")
    starts = [i for i, l in enumerate(lines) if l.startswith("── Klondike")]
    check(starts, f"no table in {clean(output)[-300:]!r}")
    block = []
    for line in lines[starts[-1]:]:
        block.append(line)
        if re.match(pattern("en", "klondike.status"), line):
            break
    return "\n".join(block[:-1])


def test_deal_export_then_play_it_again_in_both_formats():
    folder = deal_folder()
    for name in ("deal.txt", "deal.json"):
        path = exported_deal(folder, name)
        content = Path(path).read_text(encoding="utf-8")
        if name.endswith(".json"):
            check(content.startswith("{") and '"tableau piles"' in content and '"stock"' in content, f"JSON: {content!r}")
        else:
            check(re.fullmatch(r"\d{156}\n", content), f"deck string: {content!r}")
        table_word = aliases("en", "table")[0]
        code, original, _ = run_piped(["--game", "klondike", "--seed", "7", "--lang", "en"], f"{table_word}\n")
        code2, played, err = run_piped(["--deal", path, "--seed", "99", "--lang", "en"], f"{table_word}\n")
        check(code == 0 and code2 == 0, f"status {code}, {code2}; stderr {err[:200]!r}")
        check(text("en", "klondike.deal.loaded", path, s("en", "klondike.mode.1")) in played,
              f"no word of the deal's file at the opening: {played[:400]!r}")
        check(klondike_table(played) == klondike_table(original), f"{name} did not bring back the same deal")


def test_deal_from_a_pipe_takes_the_commands_from_the_terminal():
    path = exported_deal(deal_folder(), "deal.txt")
    t = Pty(["-c", f"cat {shlex.quote(path)} | {shlex.quote(str(BINARY))} --deal - --draw 3 --lang es --color never"],
            command="bash")
    here = prompt("es", "klondike")
    opening = t.wait_for(here)
    check(text("es", "klondike.deal.loaded", s("es", "klondike.deal.stdin"), s("es", "klondike.mode.3")) in clean(opening),
          f"the opening does not name standard input: {clean(opening)[-400:]!r}")
    out = t.command(es_word("draw"), here)
    check("♦7 ♠Q ♥K" in clean(out), f"draw three from the piped deal: {clean(out)[-300:]!r}")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_deal_from_standard_input_without_a_terminal_shows_it_and_ends():
    path = exported_deal(deal_folder(), "deal.json")
    with open(path, "rb") as f:
        p = subprocess.run([BINARY, "--deal", "-", "--lang", "en"], stdin=f, capture_output=True, env=make_env(),
                           timeout=RUN_TIMEOUT, start_new_session=True)
    out = p.stdout.decode()
    check(p.returncode == 0, f"status {p.returncode}, stderr {p.stderr[:200]!r}")
    check(text("en", "klondike.deal.loaded", s("en", "klondike.deal.stdin"), s("en", "klondike.mode.1")) in out, out[:300])
    check(s("en", "console.goodbye") in out, "the session should end at the end of the input")


def test_a_bad_deal_is_refused_with_its_reason_and_status_2():
    folder = deal_folder()
    bad = os.path.join(folder, "bad.txt")
    Path(bad).write_text("042" * 51 + "\n", encoding="utf-8")
    code, out, err = run_piped(["--deal", bad], "", env=make_env(LANG="es_ES.UTF-8"))
    check(code == 2, f"exit status {code}")
    reason = text("es", "klondike.deal.digits", 153)
    check(text("es", "klondike.deal.file.problem", bad, reason) in err, f"stderr {err!r}")
    check(out == "", f"nothing on stdout: {out[:200]!r}")
    Path(bad).write_text('{"tableau piles": [], "stock": []}', encoding="utf-8")
    code, _, err = run_piped(["--deal", bad, "--lang", "ko"])
    check(code == 2 and text("ko", "klondike.deal.piles", 0) in err, f"Korean pile count: {code} {err!r}")
    code, _, err = run_piped(["--deal", os.path.join(folder, "none.txt")])
    check(code == 2 and s("en", "klondike.deal.file.missing") in err, f"missing file: {code} {err!r}")
    code, _, err = run_piped(["--deal", bad, "--game", "set"])
    check(code == 2 and "--deal" in err, f"--deal with another game: {code} {err!r}")
    code, _, err = run_piped(["--draw", "2"])
    check(code == 2 and text("en", "cli.error.draw", "2") in err, f"--draw 2: {code} {err!r}")


def test_solve_prints_a_line_for_each_deal():
    folder = deal_folder()
    digits = exported_deal(folder, "a.txt")
    json = exported_deal(folder, "b.json", seed="8")
    bad = os.path.join(folder, "bad.json")
    Path(bad).write_text("{", encoding="utf-8")
    code, out, err = run_piped(["solve", "--budget", "2", digits, json], "")
    check(code == 0 and err == "", f"status {code}, stderr {err[:200]!r}")
    lines = out.strip("\n").split("\n")
    check(len(lines) == 2, f"one line per file: {out!r}")
    verdicts = [pattern("en", k) for k in ("cli.solve.winnable.one", "cli.solve.winnable.other",
                                                     "cli.solve.unwinnable", "cli.solve.undecided")]
    for line, name in zip(lines, (digits, json)):
        check(line.startswith(name + ": ") and any(re.fullmatch(v, line) for v in verdicts), f"line {line!r}")
    with open(digits, "rb") as f:
        p = subprocess.run([BINARY, "solve", "--lang", "ko", "--draw", "3", "-", bad], stdin=f, capture_output=True,
                           env=make_env(), timeout=RUN_TIMEOUT)
    out, err = p.stdout.decode(), p.stderr.decode()
    check(p.returncode == 2, f"a bad file makes the status 2, got {p.returncode}")
    check(out.startswith(s("ko", "klondike.deal.stdin") + ": "), f"standard input's line: {out!r}")
    check(text("ko", "klondike.deal.file.problem", bad, s("ko", "klondike.deal.json")) in err, f"stderr {err!r}")
    code, _, err = run_piped(["solve", "--budget", "0", digits])
    check(code == 2 and text("en", "cli.error.budget", "0") in err, f"--budget 0: {code} {err!r}")


def test_a_plain_solve_is_baraja_s_own_and_everything_else_goes_to_baraja_table():
    # `baraja` answers a plain `solve` itself, with the lines the whole program writes; any
    # other command line it hands, unchanged, to `baraja-table` beside it. A copy of `baraja`
    # alone still solves, and says it cannot start the rest for anything else.
    folder = deal_folder()
    digits = exported_deal(folder, "a.txt")
    solvitaire = exported_deal(folder, "b.json", seed="8")
    table = os.path.join(os.path.dirname(BINARY), "baraja-table")
    timed = re.compile(r"[\d.,]+\s*(ms|s|밀리초|초)(?![A-Za-z])")
    for lang in LANGS:
        args = ["solve", "--lang", lang, "--draw", "3", "--budget", "5", digits, solvitaire]
        code, lean, err = run_piped(args)
        check(code == 0 and err == "", f"{lang}: status {code}, stderr {err[:200]!r}")
        code, whole, err = run_piped(args, binary=table)
        check(code == 0 and timed.sub("T", lean) == timed.sub("T", whole),
              f"{lang}: baraja says {lean!r}, baraja-table {whole!r}")
    alone = os.path.join(folder, "alone")
    os.mkdir(alone)
    shutil.copy(BINARY, alone)
    copy = os.path.join(alone, os.path.basename(BINARY))
    env = make_env(BARAJA_CATALOGS=str(ROOT / "Localizations"))
    code, out, err = run_piped(["solve", "--lang", "en", digits], env=env, binary=copy)
    check(code == 0 and re.fullmatch(pattern("en", "cli.solve.winnable.other"), out.strip()) and err == "",
          f"baraja alone, a plain solve: {code} {out!r} {err!r}")
    missing = os.path.join(alone, "baraja-table")
    for args in (["--version"], ["solve", "--verify", digits], ["solve", "-"], ["solve", "--budget", "0", digits]):
        code, out, err = run_piped(args, env=env, binary=copy)
        check(code == 127 and out == "" and err == text("en", "cli.error.table", missing, "No such file or directory") + "\n",
              f"baraja alone, {args}: {code} {out!r} {err!r}")


def test_solve_draw_3_searches_the_draw_3_game():
    # `--draw` is also the top command's option: `baraja solve --draw 3` must still solve
    # draw-3 (it solved draw-1 before), before `solve` or after it, by the quick reading of
    # plain lines or by the parser. Seed 30's deal is won in draw-1 and proved lost at once in
    # draw-3.
    path = exported_deal(deal_folder(), "thirty.txt", seed="30")
    for args in (["solve", "--draw", "3", path], ["--draw", "3", "solve", path], ["solve", "--draw=3", path]):
        code, out, err = run_piped([*args, "--lang", "en"])
        check(code == 0 and re.fullmatch(pattern("en", "cli.solve.unwinnable"), out.strip()),
              f"{args}: draw-3 is lost: {out!r} {err!r}")
    code, out, err = run_piped(["solve", "--draw", "1", "--verify", "--lang", "en", path])
    lines = out.strip("\n").split("\n")
    check(code == 0 and len(lines) == 2 and re.fullmatch(pattern("en", "cli.solve.winnable.other"), lines[0])
          and re.fullmatch(pattern("en", "cli.solve.verify.replayed.other"), lines[1]),
          f"draw-1 is won, and its line replays: {out!r} {err!r}")


def test_solve_shortest_finds_a_line_no_longer_that_still_wins():
    # `--shortest` spends the rest of the budget on a shorter line: never a longer one than
    # `solve` finds, and one that `--verify` replays to a win; a second line says it is not
    # proved the shortest.
    path = exported_deal(deal_folder(), "one.txt", seed="1")
    code, out, _ = run_piped(["solve", "--lang", "en", path])
    usual = re.search(r": winnable, in (\d+) moves", out)
    check(code == 0 and usual is not None, f"solve: {out!r}")
    code, out, err = run_piped(["solve", "--shortest", "--verify", "--budget", "5", "--lang", "en", path])
    best = re.search(r": winnable, in (\d+) moves", out)
    check(code == 0 and best is not None and int(best.group(1)) <= int(usual.group(1)),
          f"--shortest against {usual.group(1)} moves: {out!r} {err!r}")
    check(text("en", "cli.solve.verify.replayed.other", path, int(best.group(1))) in out, f"replayed: {out!r}")
    # The second line: not proved the shortest, with the fewest moves a win takes.
    unproved = s("en", "cli.solve.shortest.unproved.other").split("%2$d")[0].replace("%1$@", path)
    check(unproved in out, f"--shortest's second line: {out!r}")
    code, out, _ = run_piped(["solve", "--help"])
    check(code == 0 and s("en", "cli.solve.shortest.help")[:40] in " ".join(out.split()), f"help: {out[-600:]!r}")


def test_solve_usage_errors_are_the_whole_parsers():
    # `solve` is parsed on its own at start-up (quicker); anything it does not take goes to
    # the whole parser, whose answers stay what they were: a parent's option after `solve`,
    # an unknown option, help.
    path = exported_deal(deal_folder(), "one.txt", seed="1")
    code, out, err = run_piped(["solve", "--bogus", path])
    check(code == 2 and "--bogus" in err and "baraja solve" in err and out == "", f"--bogus: {code} {err!r}")
    code, out, err = run_piped(["solve", "--seed", "3", path])
    code2, out2, err2 = run_piped(["--seed", "3", "solve", path])
    check((code, out.split(" (")[0], err) == (code2, out2.split(" (")[0], err2),
          f"--seed after solve as before it: {code} {out!r} {err!r} / {code2} {out2!r} {err2!r}")
    code, out, _ = run_piped(["solve", "-h"])
    check(code == 0 and "--budget" in out, f"solve -h: {out[-300:]!r}")


def test_solve_verify_confirms_a_loss_and_replays_a_win():
    # Seed 22's deal is lost in draw-3: the verifier visits every position it can reach
    # (1,821); seed 1's is won, its line replayed by the game's rules. In Spanish too; and a
    # verifier out of time (seed 21, lost in draw-1 from the deal, 1.3 million positions, in
    # 0.2 s) confirms nothing and contradicts nothing (status 0), in Korean.
    folder = deal_folder()
    lost = exported_deal(folder, "lost.txt", seed="22")
    won = exported_deal(folder, "won.json", seed="1")
    for lang in ("en", "es"):
        code, out, err = run_piped(["solve", "--verify", "--draw", "3", "--lang", lang, lost, won])
        check(code == 0 and err == "", f"{lang}: status {code}, stderr {err[:200]!r}")
        lines = out.strip("\n").split("\n")
        check(len(lines) == 4, f"{lang}: two lines per deal: {out!r}")
        check(lines[0].startswith(lost + ": ") and re.fullmatch(pattern(lang, "cli.solve.unwinnable"), lines[0]),
              f"{lang}: the solver's line {lines[0]!r}")
        check(lines[1].startswith(lost + ": ") and re.fullmatch(pattern(lang, "cli.solve.verify.confirmed"), lines[1]),
              f"{lang}: the loss confirmed {lines[1]!r}")
        check("1821" in re.sub(r"[,.\s\u00a0]", "", lines[1]), f"{lang}: every position of seed 22: {lines[1]!r}")
        moves = re.search(r"(\d+)", lines[2][len(won):]).group(1)
        check(lines[3] == text(lang, "cli.solve.verify.replayed.other", won, int(moves)),
              f"{lang}: the win replayed {lines[3]!r}")
    early = exported_deal(folder, "early.txt", seed="21")
    code, out, err = run_piped(["solve", "--verify", "--lang", "ko", "--budget", "0.2", early])
    lines = out.strip("\n").split("\n")
    check(code == 0 and len(lines) == 2, f"status {code}: {out!r} {err[:200]!r}")
    check(re.fullmatch(pattern("ko", "cli.solve.unwinnable"), lines[0]), f"the solver's line {lines[0]!r}")
    check(re.fullmatch(pattern("ko", "cli.solve.verify.unfinished"), lines[1]), f"out of time {lines[1]!r}")
    code, out, _ = run_piped(["solve", "--help"])
    check(code == 0 and "--verify" in out and s("en", "cli.solve.verify.help")[:40] in " ".join(out.split()),
          f"--verify in solve's help: {out[-600:]!r}")


def test_solve_verify_out_of_memory_leaves_the_deal_unchecked_and_goes_on():
    # Under an address-space limit (ulimit -v), the verifier's table of positions cannot grow
    # past it: that deal's check ends "unchecked" for memory and the next file is checked,
    # instead of "Fatal error: failed to allocate" and status 134. The address space is the
    # memory the process can have, so the default limit is read from it and the check stops
    # there, saying so. The limit is the smallest (of a few) under which a small check passes
    # (seed 22 in draw-3: 1,821 positions), so that the big one (seed 21 in draw-1: millions
    # of positions) meets it early.
    import resource
    signal.alarm(90)
    folder = deal_folder()
    small = exported_deal(folder, "small.txt", seed="22")
    big = exported_deal(folder, "big.txt", seed="21")

    def limited(kilobytes, args):
        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (kilobytes * 1024, kilobytes * 1024))
        p = subprocess.run([BINARY, *args], capture_output=True, env=make_env(), timeout=40, preexec_fn=limit)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

    chosen = None
    for kilobytes in (50_000, 60_000, 70_000, 80_000, 100_000, 130_000, 170_000):
        code, out, _ = limited(kilobytes, ["solve", "--verify", "--draw", "3", "--lang", "en", small])
        if code == 0 and re.search(pattern("en", "cli.solve.verify.confirmed"), out):
            chosen = kilobytes
            break
    check(chosen is not None, "no limit under 170 MB lets a small check run")
    # 20 MB over that: room for the next file's own solve (its tables are not the verifier's),
    # while the big check, which wants hundreds of MB, still meets the limit.
    chosen += 20_000
    code, out, err = limited(chosen, ["solve", "--verify", "--budget", "25", "--lang", "en", big, small])
    check(code == 0, f"status {code} under a limit of {chosen} KB: {err[-300:]!r}")
    lines = out.strip("\n").split("\n")
    check(len(lines) == 4, f"two lines per deal: {out!r}")
    check(re.fullmatch(pattern("en", "cli.solve.verify.limit"), lines[1]), f"the big deal: {lines[1]!r}")
    check(text("en", "cli.size.mb", chosen // 1024) in lines[1], f"the address space's size: {lines[1]!r}")
    check(lines[2].startswith(small + ": ") and lines[3].startswith(small + ": "), f"the next file: {out!r}")


def test_solve_verify_within_its_memory_limit_says_the_limit_ended_it():
    # `--memory 128M` (the least accepted) under an address-space limit of 2 GB (a small
    # machine's memory): the verifier's table of positions stops at the limit (seed 21's check
    # needs 1.3 million positions; the table the limit allows holds some 900,000), the check's
    # line says memory and not time ended it (and what to try), the process's peak stays
    # within the limit, and the next file is still searched.
    import resource
    signal.alarm(120)
    folder = deal_folder()
    small = exported_deal(folder, "small.txt", seed="22")
    big = exported_deal(folder, "big.txt", seed="21")
    two_gb = 2 << 30

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (two_gb, two_gb))

    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    p = subprocess.run([BINARY, "solve", "--verify", "--budget", "60", "--memory", "128M", "--lang", "en", big, small],
                       capture_output=True, env=make_env(), timeout=100, preexec_fn=limit)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
    out = p.stdout.decode("utf-8", "replace")
    check(p.returncode == 0, f"status {p.returncode}: {p.stderr[-300:]!r}")
    lines = out.strip("\n").split("\n")
    check(len(lines) == 4, f"two lines per deal: {out!r}")
    check(re.fullmatch(pattern("en", "cli.solve.verify.limit"), lines[1]), f"the big deal: {lines[1]!r}")
    check(text("en", "cli.size.mb", 128) in lines[1], f"the limit said: {lines[1]!r}")
    check(lines[2].startswith(small + ": ") and lines[3].startswith(small + ": "), f"the next file: {out!r}")
    check(before * 1024 > 128 << 20 or peak <= 128 << 20, f"peak {peak} bytes over the limit of 128 MB")
    # A size that is none is refused with what is accepted; nothing is searched.
    code, out, err = run_piped(["solve", "--memory", "lots", "--lang", "es", small])
    check(code != 0 and out == "", f"status {code}: {out!r}")
    check(re.search(pattern("es", "cli.error.memory"), err), f"the reason: {err!r}")


def test_solve_takes_an_address_space_limit_for_the_machines_memory():
    # Under `ulimit -v 2G` the process can have 2 GB whatever the machine holds: its memory
    # limits are read against those 2 GB (the default a quarter of them), so that a size over
    # them is refused naming them, and a deal is still searched within the default.
    import resource
    signal.alarm(60)
    small = exported_deal(deal_folder(), "small.txt", seed="22")
    two_gb = 2 << 30

    def limited(args):
        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (two_gb, two_gb))
        p = subprocess.run([BINARY, *args], capture_output=True, env=make_env(), timeout=40, preexec_fn=limit)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

    code, out, err = limited(["solve", "--memory", "3G", "--lang", "en", small])
    check(code == 2 and out == "", f"3G under a 2 GB address space: status {code}, {out!r}")
    check(re.search(pattern("en", "cli.error.memory"), err), f"the reason: {err!r}")
    check(text("en", "cli.size.gb", 2, "0") in err, f"the 2 GB the process can have: {err!r}")
    code, out, err = limited(["solve", "--draw", "3", "--lang", "en", small])
    check(code == 0 and out.startswith(small + ": "), f"status {code}: {out!r} {err[-300:]!r}")
