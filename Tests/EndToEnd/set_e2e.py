# End-to-end tests of Set: what only a terminal shows (colour, a narrow window, Hangul
# input). Exec'd into run.py's globals: uses Pty, run_piped, prompt, text, aliases, ….

import unicodedata

SET_GLYPHS = "▲◭△●◐○■◧□"


def _columns(line):
    """Display width as a terminal draws it: East Asian wide and full-width count two."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1
               for c in line)


def _grid_rows(output):
    return [l for l in clean(output).split("\n") if any(g in l for g in SET_GLYPHS) and "·" not in l]


def _set_pty(lang, columns, *extra):
    t = Pty(["--game", "set", "--seed", "3", "--lang", lang, *extra])
    t.child.setwinsize(40, columns)
    return t


def test_set_pty_selection_and_colour():
    """In a terminal with colour: the tapped card is bracketed, the glyphs are painted in
    their colour, and the colour word is still written (it reads without colour too)."""
    t = _set_pty("en", 100)
    opening = t.wait_for(prompt("en", "set"))
    check("\x1b[" in opening, "no colour in a terminal")
    red = s("en", "set.colour.red.label")
    check(re.search("\x1b\\[31m[" + SET_GLYPHS + "]+ +" + red, opening),
          f"no red-painted glyphs followed by {red!r}: {opening[-400:]!r}")
    out = t.command(aliases("en", "tap")[0] + " 2", prompt("en", "set"))
    rows = _grid_rows(out)
    check(any(re.search(r"\[ 2 [" + SET_GLYPHS + "]", r) for r in rows), f"card 2 not bracketed: {rows}")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_set_pty_korean_narrow_window():
    """Korean in a 44-column terminal: Hangul typed at the prompt works (tap, deal, cheat),
    every grid row fits, and full rows are equally wide (the cells line up)."""
    t = _set_pty("ko", 44, "--color", "never")
    t.wait_for(prompt("ko", "set"))
    tap, deal = ko_word("tap"), ko_word("deal")
    cheat = [w for w in aliases("ko", "hint") if is_hangul(w)][-1]
    out = t.command(f"{tap} 1", prompt("ko", "set"))
    dealt = t.command(deal, prompt("ko", "set"))
    out += dealt + t.command(cheat, prompt("ko", "set"))
    # Seed 3: after the deal, 15 cards on the table hold 5 sets (the first step of the hint).
    hint = ko_word("hint")
    expected = text("ko", "set.hint.count.other", 5, 1, "‘" + hint + "’")
    check(expected in clean(out).replace("\n", " "),
          f"{cheat!r} should say {expected!r}: {clean(out)[-300:]!r}")
    rows = _grid_rows(dealt)
    cards = sum(len(re.findall(r"\d+ [" + SET_GLYPHS + "]", r)) for r in rows)
    check(cards == 15, f"expected 15 cards after {deal!r}, saw {cards}: {rows}")
    check(len(rows) > 3, f"44 columns cannot hold 5 cards a row: {rows}")
    widths = [_columns(r) for r in _grid_rows(out)]
    check(all(w <= 44 for w in widths), f"rows wider than 44 columns: {widths}")
    full = [_columns(r) for r in rows[:-1]]
    check(len(set(full)) == 1, f"full rows differ in width (cells misaligned): {full} {rows}")
    check(not any("\x1b[" in l for l in out.split("\n") if any(g in l for g in SET_GLYPHS)),
          "colour despite --color never")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_set_piped_spanish_refusals_explain():
    """Piped, in Spanish: a bad card number and a deal on a full table are refused with
    the reason, and the game goes on exactly as before."""
    tap, deal = es_word("tap"), es_word("deal")
    # «dos» is a number now (numbers in words): «rojo» is a word that names no card.
    script = [f"{tap} 99", f"{tap} rojo"] + [deal] * 5 + [aliases("es", "table")[0]]
    code, out, err = run_piped(["--game", "set", "--seed", "3", "--lang", "es"], "\n".join(script) + "\n")
    check(code == 0 and err == "", f"status {code}, stderr {err[-200:]!r}")
    check(text("es", "set.refused.nosuchcard", 99, 12) in out, "no refusal naming card 99 and the range")
    check(text("es", "set.refused.notanumber", "rojo", "«" + tap + "»", 12) in out, "no refusal of «rojo»")
    check(text("es", "set.refused.tablefull.find", 24, "«" + aliases("es", "hint")[0] + "»") in out,
          f"no full-table refusal naming 24 cards (and not how many sets): {out[-400:]!r}")
    tables = out.split("── Set")
    # The opening table, four deals that fit (15, 18, 21, 24 cards), no table for the refusals, the last one asked for.
    check(len(tables) - 1 == 6, f"expected six tables (the opening, four deals, the one asked for), saw {len(tables) - 1}")
    numbers = [int(n) for n in re.findall(r"(\d+) [" + SET_GLYPHS + "]", tables[-1])]
    check(numbers == list(range(1, 25)), f"the last table should show cards 1 to 24, it shows {numbers}")
    check(_grid_rows(tables[-1]) == _grid_rows(tables[-2]), "the refused deal changed the table")
