# Klondike end to end: what only a terminal shows (colour, the layout at the terminal's
# width). Exec'd into run.py's globals; uses its helpers. The golden transcripts, replayed
# piped by run.py, cover the game's text.

def klondike_rows(output):
    """The table's pile rows after the last stack-label row (`1     2 …     7`)."""
    lines = clean(output).split("\n")
    starts = [i for i, l in enumerate(lines) if re.fullmatch(r"\s*1\s+2\s+3\s+4\s+5\s+6\s+7\s*", l)]
    check(starts, f"no stack labels in {clean(output)[-400:]!r}")
    rows = []
    for line in lines[starts[-1] + 1:]:
        if not line.strip():
            break
        rows.append(line)
    return lines[starts[-1]], rows


def test_klondike_korean_table_in_colour_lines_up():
    """Korean words drive the game in a pty; red cards are painted red, face-down cards
    are backs, and each pile starts under its label."""
    lang = "ko"
    t = Pty(["--game", "klondike", "--seed", "7", "--lang", lang])
    here = prompt(lang, "klondike")
    opening = t.wait_for(here)
    check("\x1b[31m♣" not in opening, "a black card painted red")
    check("\x1b[31m♦J" in opening, f"♦J is not painted red: {opening[-600:]!r}")
    out = t.command(ko_word("draw"), here)
    check("♦7" in clean(out), f"{ko_word('draw')!r} did not turn ♦7: {clean(out)[-300:]!r}")
    labels, rows = klondike_rows(out)
    check(len(rows) == 7, f"7 rows expected for the first deal, saw {len(rows)}")
    check(rows[-1].rstrip().endswith("♣Q"), f"stack 7's top card: {rows[-1]!r}")
    check(labels.rindex("7") == rows[-1].rindex("♣"), f"stack 7 is not under its label: {labels!r} / {rows[-1]!r}")
    check("▒▒" in rows[1], "no face-down backs")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_klondike_narrow_terminal_keeps_the_table_whole():
    """At 36 columns the table narrows instead of wrapping; no pile row is wider."""
    t = Pty(["--game", "klondike", "--seed", "7", "--lang", "en", "--color", "never"])
    here = prompt("en", "klondike")
    t.wait_for(here)
    t.child.setwinsize(40, 36)
    out = t.command(aliases("en", "table")[0], here)
    labels, rows = klondike_rows(out)
    for line in [labels] + rows:
        check(len(line.rstrip()) <= 36, f"a row wider than 36 columns: {line!r}")
    check(len(rows) == 7, f"the stacks wrapped: {rows!r}")
    t.type("\x04")
    t.finish()


def test_klondike_solve_play_steps_one_move_per_enter():
    """`solve play` in a pty, in Spanish: each Enter on an empty line plays the next move of
    the winning line through the game (the table and the move counter follow), the line under
    the table says which move comes next, and any other command stops it, saying so."""
    lang = "es"
    t = Pty(["--game", "klondike", "--seed", "31", "--lang", lang, "--color", "never"])
    here = prompt(lang, "klondike")
    t.wait_for(here)
    solve = aliases(lang, "solve")[0]
    play = words(lang, "klondike.solve.play.words")[0]
    # At a terminal the solver is asked only once the deal may count as assisted (yes).
    question = text(lang, "console.prompt.question", words(lang, "answer.yes.words")[0], words(lang, "answer.no.words")[0])
    asked = clean(t.command(f"{solve} {play}", question))
    check(s(lang, "klondike.solve.assisted.ask") in asked.replace("\n", " "), f"not asked first: {asked[-300:]!r}")
    out = clean(t.command(words(lang, "answer.yes.words")[0], here))
    next_move = pattern(lang, "klondike.play.next")
    m = re.search(next_move, out)
    check(m, f"no ‘next move’ line after {solve} {play}: {out[-400:]!r}")
    total = int(m.group(2))
    check(m.group(1) == "1", f"the first move is not move 1: {m.group(0)!r}")
    status = pattern(lang, "klondike.status")
    for n in (1, 2):
        out = clean(t.command("", here))
        moves = re.search(status, out)
        check(moves and moves.group(1) == str(n), f"after Enter {n} the table should show {n} moves: {out[-400:]!r}")
        m = re.search(next_move, out)
        check(m and m.group(1) == str(n + 1) and int(m.group(2)) == total, f"after Enter {n}: {out[-300:]!r}")
    out = clean(t.command(aliases(lang, "table")[0], here))
    stopped = pattern(lang, "klondike.play.stopped.other")
    check(re.search(stopped, out), f"another command should stop the line, saying so: {out[:300]!r}")
    check(not re.search(next_move, out), "the line still waits for Enter after another command")
    out = clean(t.command("", here))
    check(not re.search(status, out), f"Enter alone should do nothing once stopped: {out!r}")
    everything = f"{solve} {play} {words(lang, 'klondike.solve.all.words')[0]}"
    out = clean(t.command(everything, here))
    won = pattern(lang, "klondike.won")
    check(re.search(won, out.replace("\n", " ")), f"{everything} should win: {out[-400:]!r}")
    t.type("\x04")
    status_code, _ = t.finish()
    check(status_code == 0, f"exit status {status_code}")
