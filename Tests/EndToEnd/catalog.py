# The catalogs' texts for the tests: asked of the program itself, through its hidden test-only
# entry point `baraja _catalog` (one JSON request a line, one answer a line), so that the tests
# keep no copy of the catalogs, of the template filler or of the Korean particle rule; and the
# readers of its output that go with them. Exec'd into run.py's globals (CATALOG is set in
# its main()), before the tests.


class Catalog:
    """One `baraja _catalog` process for the whole run; answers are kept."""

    def __init__(self, binary):
        env = {k: v for k, v in os.environ.items() if k != "BARAJA_CATALOGS"}
        self.proc = subprocess.Popen([binary, "_catalog"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     env=env, encoding="utf-8")
        self.cache = {}

    def ask(self, **request):
        line = json.dumps(request, ensure_ascii=False, sort_keys=True)
        if line not in self.cache:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
            answer = json.loads(self.proc.stdout.readline() or '{"error": "baraja _catalog ended"}')
            if "error" in answer:
                raise AssertionError(f"catalog: {answer['error']} (asked {line})")
            self.cache[line] = answer["ok"]
        return self.cache[line]

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


CATALOG = None              # set in main()


def text(lang, key, *args):
    """A message as the program shows it: numbers as numbers, anything else as text."""
    return CATALOG.ask(lang=lang, text=key, args=list(args))


def s(lang, key):
    """A message without arguments, as the program shows it."""
    return text(lang, key)


def words(lang, key):
    """The words of a list key (`game.set.aliases`), the first the one shown."""
    return CATALOG.ask(lang=lang, words=key)


def aliases(lang, command):
    """The words of a command by its name (`hit`), the first the one shown."""
    return CATALOG.ask(lang=lang, command=command)


def pattern(lang, key):
    """A regular expression for a message whatever its arguments: numbers captured as
    digits, other arguments as text, a Korean particle as either form (the program's own)."""
    return CATALOG.ask(lang=lang, pattern=key)


def keys(prefix):
    """The catalog keys starting with a prefix."""
    return CATALOG.ask(keys=prefix)


def command_ids():
    return sorted(CATALOG.ask(commands=True))


def game_ids():
    return CATALOG.ask(games=True)


def is_hangul(text):
    return any(0xAC00 <= ord(c) <= 0xD7A3 for c in text)


def ko_word(command):
    """The first Korean (Hangul) word of a command; fails while the catalog has none."""
    found = [w for w in aliases("ko", command) if is_hangul(w)]
    if not found:
        raise Untranslated(f"untranslated: ko words of {command} = {aliases('ko', command)!r} "
                           "has no Korean word yet")
    return found[0]


def es_word(command):
    """The first Spanish word of a command that is not also an English word of it."""
    english = {w.lower() for w in aliases("en", command)}
    found = [w for w in aliases("es", command) if w.lower() not in english]
    if not found:
        raise Untranslated(f"untranslated: es words of {command} = {aliases('es', command)!r} "
                           "has no Spanish word yet")
    return found[0]


def prompt(lang, game="sieteymedia"):
    place = s(lang, "console.prompt.lobby") if game is None else s(lang, f"game.{game}.prompt")
    return text(lang, "console.prompt", place, lang)


def all_prompts():
    places = [s(l, "console.prompt.lobby") for l in LANGS] + [s(l, f"game.{g}.prompt") for l in LANGS for g in game_ids()]
    # A lesson's prompt (`learn`): the game's prompt and the lesson's number.
    places += [text(l, "lesson.prompt", s(l, f"game.{g}.prompt"), n) for l in LANGS for g in game_ids()
               for n in range(1, 13)]
    questions = {text(l, "console.prompt.question", words(l, "answer.yes.words")[0], words(l, "answer.no.words")[0])
                 for l in LANGS}
    return {text(l, "console.prompt", p, l) for l in LANGS for p in places} | questions


def deck_counts(output, lang):
    """Every number shown by the deck line (`siete.table.deck.*`) of a language, in order."""
    patterns = [pattern(lang, k) for k in keys("siete.table.deck.")]
    found = []
    for line in clean(output).split("\n"):
        for p in patterns:
            m = re.search(p, line)
            if m:
                found.append(int(m.group(1)))
                break
    return found


def hint_shown(output, lang):
    """True when the hint's 'if you take a card' line (`siete.hint.hit`) is in the output."""
    return re.search(pattern(lang, "siete.hint.hit"), clean(output)) is not None


def current_language(output):
    """The languages marked current in a `lang` listing (`console.lang.item.current`)."""
    lines = clean(output).split("\n")
    return [l for l in LANGS
            if text(l, "console.lang.item.current", l, s(l, f"language.{l}.name")).rstrip() in
            [x.rstrip() for x in lines]]


_CSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>78]")
_SGR = re.compile(r"\x1b\[[0-9;]*m")


def clean(output):
    """Terminal output as text: escape sequences, bells and carriage returns removed."""
    return _CSI.sub("", output).replace("\x07", "").replace("\r", "")


def has_colour(output):
    """Colour means an SGR sequence (ESC [ … m); libedit's own cursor moves (ESC [ 24 G) are not colour."""
    return _SGR.search(output) is not None
