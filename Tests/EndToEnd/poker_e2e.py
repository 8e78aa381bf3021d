# Stud poker end to end: the `baraja rank` subcommand (output, language, exit status),
# betting in a pseudo-terminal in Korean with colour, and `odds` replayed through pipes.
# Exec'd into run.py's globals (run_piped, Pty, prompt, text, aliases, ko_word, …).


def test_poker_rank_subcommand():
    code, out, err = run_piped(["rank", "As", "Kd", "10h", "2c", "2d"])
    check(code == 0, f"exit status {code}, stderr {err[:200]!r}")
    pair = text("en", "poker.describe.pair", text("en", "poker.rank.plural.2"))
    check(pair in out and "♦2 ♣2 ♠A ♦K ♥10" in out, f"output {out!r}")
    check(err == "", f"stderr {err[:200]!r}")
    code, out, err = run_piped(["rank", "--lang", "es", "♠A", "♦K", "♥10", "♣2", "♦2", "♠2", "♥2"])
    four = text("es", "poker.describe.fourOfAKind", text("es", "poker.rank.plural.2"))
    check(code == 0 and four in out, f"Spanish four of a kind: {code} {out!r}")
    code, out, err = run_piped(["rank", "As", "Kd", "11h", "2c", "2d"], env=make_env(LANG="ko_KR.UTF-8"))
    check(code == 2, f"a malformed card must exit 2, got {code}")
    check(text("ko", "poker.rank.malformed", "11h") in err, f"Korean refusal naming 11h on stderr: {err!r}")
    check(out == "", f"nothing on stdout for a refusal: {out!r}")
    code, out, err = run_piped(["rank", "As", "As", "Kd", "2c", "2d"])
    check(code == 2 and text("en", "poker.rank.duplicate", "♠A") in err, f"duplicate: {code} {err!r}")
    # The spellings of CardKit's one card reader, mixed (each spelling of each card: PokerTableTests).
    code, out, err = run_piped(["rank", "Th", "hJ", "♥Q", "k♥", "H9"])
    check(code == 0 and "♥K ♥Q ♥J ♥10 ♥9" in out, f"mixed spellings: {code} {out!r} {err!r}")


def test_poker_rank_compares_two_hands_by_the_rule_chosen():
    # A back straight against a six-high straight: the six-high wins internationally, the back
    # straight by the Korean house rule, whose value may be written in any language.
    hands = ["Ah", "2d", "3c", "4s", "5h", "vs", "6c", "5d", "4h", "3s", "2c"]
    code, out, err = run_piped(["rank"] + hands)
    check(code == 0 and out.startswith(s("en", "poker.rank.hand").split(" ")[0]), f"international: {code} {out!r} {err!r}")
    check("Hand 2 (a straight, six high) beats hand 1" in out, f"international verdict: {out!r}")
    for rule in ("korean", "coreana", "국내"):
        code, out, err = run_piped(["rank", "--rule", rule] + hands)
        check(code == 0 and "Hand 1 (a straight, five high) beats hand 2" in out, f"--rule {rule}: {code} {out!r} {err!r}")
    code, out, err = run_piped(["rank", "--lang", "ko", "--rule", "국내"] + hands)
    check(code == 0 and "백스트레이트" in out and "1번 패가 이겨요" in out, f"Korean: {code} {out!r}")
    code, out, err = run_piped(["rank", "--rule", "klingon"] + hands)
    check(code == 2 and "klingon" in err and out == "", f"an unknown rule is a usage error: {code} {out!r} {err!r}")


def test_poker_deal_in_a_korean_terminal_with_colour():
    t = Pty(["--game", "poker", "--seed", "47", "--lang", "ko"])
    opening = t.wait_for(prompt("ko", "poker"))
    check(has_colour(opening), "a terminal gets colour")
    check("[▒▒]" in clean(opening), "the others' face-down cards show as backs")
    # The betting table: Player 1 faces the bring-in under this seed, and a call deals fourth street.
    out = t.command(ko_word("call"), prompt("ko", "poker"))
    check(s("ko", "poker.street.7.2") in clean(out), f"the fourth street after the Korean call word: {clean(out)[-300:]!r}")
    t.type("\x04")
    status, _ = t.finish()
    check(status == 0, f"exit status {status}")


def test_poker_odds_are_deterministic_under_a_seed():
    commands = "\n".join([aliases("en", "deal")[0], aliases("en", "odds")[0]]) + "\n"
    runs = [run_piped(["--game", "poker", "--seed", seed, "--lang", "en"], commands) for seed in ("5", "5", "6")]
    for code, out, err in runs:
        check(code == 0 and err == "", f"exit {code}, stderr {err[:200]!r}")
    title = pattern("en", "poker.odds.title")
    check(re.search(title, runs[0][1]), f"no odds title in {runs[0][1][-400:]!r}")
    check(runs[0][1] == runs[1][1], "the same seed and commands must print the same odds")
    check(runs[0][1] != runs[2][1], "another seed deals other cards")
