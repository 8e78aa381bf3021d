// The peers' side of `Benchmarks/peers/poker.py`: OMPEval's and PH Evaluator's 7-card
// evaluators on the workloads of baraja's `engine-bench poker-random` and `poker-enum`.
//
//   poker_peers omp|phe random   10 M random 7-card hands, generated beforehand as card
//                                indices by the same generator and seed as baraja's benchmark
//                                (xoshiro256** seeded by splitmix64 from 2024, Lemire's
//                                `below`, a partial Fisher-Yates of 7 cards a hand); prints
//                                the same FNV-1a fingerprint of the indices as baraja's.
//   poker_peers omp|phe enum     all 133,784,560 hands by nested loops (OMPEval adding a card
//                                to the hand of the loop above, as baraja does; PH Evaluator
//                                given the 7 cards), with the count of each category.
//
// Each prints its median of runs (5 random, 3 enumerations) by the wall clock and in CPU
// time, as baraja's benchmark does. Built by build.sh with the peers' sources (never
// committed); card index i is rank i/4, suit i%4 in both peers.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>
#include <algorithm>
#include <string>

#ifdef WITH_OMP
#include "omp/HandEvaluator.h"
#endif
#ifdef WITH_PHE
extern "C" int evaluate_7cards(int a, int b, int c, int d, int e, int f, int g);
#endif

struct Rng {
    uint64_t s[4];
    explicit Rng(uint64_t seed) {
        uint64_t sm = seed;
        for (auto &w : s) {
            sm += 0x9E3779B97F4A7C15ull;
            uint64_t z = sm;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            w = z ^ (z >> 31);
        }
    }
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t next() {
        uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
    int below(int bound) {
        uint64_t b = bound;
        unsigned __int128 m = (unsigned __int128)next() * b;
        if ((uint64_t)m < b) {
            uint64_t threshold = (0 - b) % b;
            while ((uint64_t)m < threshold) m = (unsigned __int128)next() * b;
        }
        return (int)(m >> 64);
    }
};

static double wall() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
static double cpu() {
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static uint64_t checksum = 0;

template <class Body> static void timed(int runs, const char *what, double count, Body body) {
    std::vector<double> w, c;
    for (int run = 0; run < runs; run++) {
        double w0 = wall(), c0 = cpu();
        checksum += body(run);
        c.push_back(cpu() - c0);
        w.push_back(wall() - w0);
    }
    std::sort(w.begin(), w.end());
    std::sort(c.begin(), c.end());
    double mw = w[runs / 2], mc = c[runs / 2];
    printf("%s, median of %d runs: %.1f M/s (%.1f ms by the wall clock), %.1f M/s (%.1f ms of CPU time)\n", what, runs,
           count / mw / 1e6, mw * 1e3, count / mc / 1e6, mc * 1e3);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: poker_peers omp|phe random|enum\n");
        return 2;
    }
    bool omp = !strcmp(argv[1], "omp"), random = !strcmp(argv[2], "random");
#ifdef WITH_OMP
    static omp::HandEvaluator eval;
#endif
    // Category 0..8 of a value (high card .. straight flush).
    auto category = [&](int v) -> int {
#ifdef WITH_OMP
        if (omp) return (v >> 12) - 1;
#endif
        // PH Evaluator: 1 is a royal flush, 7462 the worst high card.
        static const int top[9] = {7462, 6185, 3325, 2467, 1609, 1599, 322, 166, 10};
        int c = 0;
        while (c < 8 && v <= top[c + 1]) c++;
        return c;
    };
    auto evaluate = [&](const uint8_t *p) -> int {
#ifdef WITH_OMP
        if (omp) {
            omp::Hand h = omp::Hand::empty();
            for (int i = 0; i < 7; i++) h += omp::Hand(p[i]);
            return eval.evaluate(h);
        }
#endif
#ifdef WITH_PHE
        return evaluate_7cards(p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
#else
        (void)p;
        fprintf(stderr, "built without this evaluator\n");
        exit(2);
#endif
    };
    if (random) {
        const int count = 10000000;
        std::vector<uint8_t> cards(count * 7);
        Rng rng(2024);
        uint8_t deck[52];
        for (int i = 0; i < 52; i++) deck[i] = i;
        for (int h = 0; h < count; h++)
            for (int i = 0; i < 7; i++) {
                int j = i + rng.below(52 - i);
                std::swap(deck[i], deck[j]);
                cards[h * 7 + i] = deck[i];
            }
        uint64_t fp = 1469598103934665603ull;
        for (uint8_t c : cards) fp = (fp ^ c) * 1099511628211ull;
        printf("%s: random 7-card hands, 10 M pre-generated as card indices (fingerprint %llx)\n", argv[1],
               (unsigned long long)fp);
        timed(5, "  random", count, [&](int run) {
            uint64_t sum = 0;
            const uint8_t *p = cards.data();
            for (int h = 0; h < count; h++, p += 7) sum += (uint64_t)(evaluate(p) ^ run);
            return sum;
        });
    } else {
        long counts[9] = {0};
        timed(3, (std::string(argv[1]) + ": all 7-card hands enumerated").c_str(), 133784560.0, [&](int run) {
            long c[9] = {0};
#ifdef WITH_OMP
            if (omp) {
                for (int a = 0; a < 46; a++) {
                    omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
                    for (int b = a + 1; b < 47; b++) {
                        omp::Hand hb = ha + omp::Hand(b);
                        for (int cc = b + 1; cc < 48; cc++) {
                            omp::Hand hc = hb + omp::Hand(cc);
                            for (int d = cc + 1; d < 49; d++) {
                                omp::Hand hd = hc + omp::Hand(d);
                                for (int e = d + 1; e < 50; e++) {
                                    omp::Hand he = hd + omp::Hand(e);
                                    for (int f = e + 1; f < 51; f++) {
                                        omp::Hand hf = he + omp::Hand(f);
                                        for (int g = f + 1; g < 52; g++) c[category(eval.evaluate(hf + omp::Hand(g)))]++;
                                    }
                                }
                            }
                        }
                    }
                }
            }
#endif
#ifdef WITH_PHE
            if (!omp) {
                for (int a = 0; a < 46; a++)
                    for (int b = a + 1; b < 47; b++)
                        for (int cc = b + 1; cc < 48; cc++)
                            for (int d = cc + 1; d < 49; d++)
                                for (int e = d + 1; e < 50; e++)
                                    for (int f = e + 1; f < 51; f++)
                                        for (int g = f + 1; g < 52; g++)
                                            c[category(evaluate_7cards(a, b, cc, d, e, f, g))]++;
            }
#endif
            memcpy(counts, c, sizeof c);
            uint64_t sum = run;
            for (long x : c) sum += x;
            return sum;
        });
        static const long known[9] = {23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 41584};
        for (int i = 8; i >= 0; i--) printf("  category %d %11ld  %s\n", i, counts[i], counts[i] == known[i] ? "ok" : "WRONG");
    }
    printf("checksum %llu\n", (unsigned long long)checksum);
    return 0;
}
