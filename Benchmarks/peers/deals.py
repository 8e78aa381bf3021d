#!/usr/bin/env python3
"""The same Klondike deals for baraja, Solvitaire and Klondike-Solver.

    python3 Benchmarks/peers/deals.py OUT_DIR [--first 1] [--count 300]

Deal N is Python's `random.Random(N)` shuffling the 52 cards (a generator anyone can re-run,
not baraja's own seeds). Each deal is written twice: `N.txt`, Klondike-Solver's 156-digit
deck string (baraja reads it too), and `N.json`, Solvitaire's JSON (baraja reads it too).
Each file is then read back on its own and reduced to one canonical form (the seven stacks
bottom card first, the stock in the order it is drawn); the script fails unless both files
of every deal read back to the same cards, and prints a fingerprint of all the deals
(SHA-256 of the canonical forms): the same figure on any machine means the same inputs.
"""
import argparse
import hashlib
import json
import os
import random
import sys

SUITS = "CDHS"  # Klondike-Solver's suit digits 1..4: clubs, diamonds, hearts, spades
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def deal(seed):
    """(stacks bottom first, the top face up; stock in drawing order) for a seed."""
    deck = [(rank, suit) for suit in SUITS for rank in range(1, 14)]
    random.Random(seed).shuffle(deck)
    return lay_out(deck)


def lay_out(cards):
    """The cards dealt row by row onto the seven stacks (row r on stacks r…7), the rest the
    stock: (stacks bottom first, stock)."""
    stacks = [[] for _ in range(7)]
    it = iter(cards)
    for row in range(7):
        for stack in range(row, 7):
            stacks[stack].append(next(it))
    return stacks, list(it)


def deck_string(stacks, stock):
    """Klondike-Solver's string: row by row (the card on stack `row` face up, then face down
    on the stacks after it), then the stock, the first card drawn first."""
    cards = [stacks[stack][row] for row in range(7) for stack in range(row, 7)] + stock
    return "".join("%02d%d" % (rank, SUITS.index(suit) + 1) for rank, suit in cards)


def solvitaire_json(stacks, stock):
    """Solvitaire's JSON: piles bottom first, face-down cards with a lower-case suit; the
    stock bottom first (its last card is drawn first)."""
    def word(card, down):
        rank, suit = card
        return RANKS[rank - 1] + (suit.lower() if down else suit)
    piles = [[word(c, i < len(p) - 1) for i, c in enumerate(p)] for p in stacks]
    return json.dumps({"tableau piles": piles, "stock": [word(c, False) for c in reversed(stock)]})


def read_deck_string(text):
    digits = text.strip()
    assert len(digits) == 156 and digits.isdigit(), "not a deck string"
    cards = [(int(digits[i:i + 2]), SUITS[int(digits[i + 2]) - 1]) for i in range(0, 156, 3)]
    return lay_out(cards)


def read_json(text):
    data = json.loads(text)
    def card(w):
        return (RANKS.index(w[:-1]) + 1, w[-1].upper())
    stacks = [[card(w) for w in pile] for pile in data["tableau piles"]]
    stock = [card(w) for w in reversed(data["stock"])]
    return stacks, stock


def canonical(stacks, stock):
    assert [len(s) for s in stacks] == list(range(1, 8)) and len(stock) == 24
    cards = [c for s in stacks for c in s] + stock
    assert len(set(cards)) == 52, "a card twice"
    return "|".join(" ".join("%s%s" % (RANKS[r - 1], s) for r, s in pile) for pile in stacks + [stock])


def write(out, seeds):
    """Writes `N.txt` and `N.json` for each seed into `out`, checks that both files of each
    read back to the same deal, and returns the fingerprint of them all."""
    os.makedirs(out, exist_ok=True)
    fingerprint = hashlib.sha256()
    for seed in seeds:
        stacks, stock = deal(seed)
        for name, text in (("%d.txt" % seed, deck_string(stacks, stock)),
                           ("%d.json" % seed, solvitaire_json(stacks, stock))):
            with open(os.path.join(out, name), "w") as f:
                f.write(text + "\n")
        with open(os.path.join(out, "%d.txt" % seed)) as f:
            a = canonical(*read_deck_string(f.read()))
        with open(os.path.join(out, "%d.json" % seed)) as f:
            b = canonical(*read_json(f.read()))
        if a != b:
            sys.exit("deal %d: the two files differ" % seed)
        fingerprint.update((a + "\n").encode())
    return fingerprint.hexdigest()[:16]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    args = parser.parse_args()
    seeds = range(args.first, args.first + args.count)
    fingerprint = write(args.out, seeds)
    print("deals %d-%d fingerprint %s" % (args.first, args.first + args.count - 1, fingerprint))


if __name__ == "__main__":
    main()
