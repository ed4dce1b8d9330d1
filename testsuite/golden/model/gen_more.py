import sys, os, random
sys.path.insert(0, os.path.dirname(__file__))
import aggmodel
aggmodel.OUT = sys.argv[1]
from aggmodel import case
rnd = random.Random(7)
N = 0
def C(name, *a, **k):
    global N; N += 1
    case("lang_aggs_" + name, *a, **k)

# lquantize families: bucket edges of several configurations
for i, (base, limit, step) in enumerate([(0, 50, 5), (-20, 20, 4), (100, 200, 25), (-1000, 1000, 250),
                                          (1, 2, 1), (0, 65535, 4096), (-5, 5, 1), (7, 70, 7)]):
    span = limit - base
    vals = [rnd.randint(base - span // 4, limit + span // 4) for _ in range(12)]
    vals += [base, limit - 1, limit, base - 1]
    C("lq_fam%d" % i, [("l", (), "lquantize", [v, base, limit, step]) for v in vals],
      "lquantize(v, %d, %d, %d) of %d values around the range, and its edges." % (base, limit, step, len(vals)))
# llquantize families
for i, p in enumerate([(2, 0, 10, 2), (3, 0, 5, 3), (4, 1, 5, 8), (5, 0, 4, 5), (10, 2, 5, 10),
                       (16, 0, 3, 16), (10, 0, 9, 100), (2, 3, 12, 4)]):
    hi = p[0] ** (p[2] + 1)
    vals = [rnd.randint(0, hi + hi // 4) for _ in range(10)] + [p[0] ** p[1], p[0] ** p[1] - 1, hi, hi - 1]
    C("llq_fam%d" % i, [("ll", (), "llquantize", [v] + list(p)) for v in vals],
      "llquantize(v, %d, %d, %d, %d) of random values and the edges of its range." % p)
# quantize families
for i in range(8):
    vals = [rnd.randint(-(1 << (4 * i + 2)), 1 << (4 * i + 4)) for _ in range(15)]
    C("q_fam%d" % i, [("q", (), "quantize", [v]) for v in vals],
      "quantize() of 15 random values up to 2^%d, some negative." % (4 * i + 4))
# keyed classic functions, random data
funcs = ["count", "sum", "min", "max", "avg", "stddev"]
for i, f in enumerate(funcs):
    for j in range(2):
        keys = ["k%d" % rnd.randint(0, 5) for _ in range(12)]
        stm = []
        for k in keys:
            v = rnd.randint(-1000, 1000)
            stm.append(("a", (k,), f, [] if f == "count" else [v]))
        C("%s_keys%d" % (f, j), stm, "%s() by string key over 12 updates, sorted by value then key." % f)
# int-keyed with two keys
for j in range(3):
    stm = [("a", (rnd.randint(0, 3), rnd.randint(0, 3)), "sum", [rnd.randint(0, 50)]) for _ in range(10)]
    C("sum_intkeys%d" % j, stm, "sum() by two integer keys.")
# keyed histograms
for j in range(3):
    stm = [("q", ("key%d" % rnd.randint(0, 2),), "quantize", [rnd.randint(0, 5000)]) for _ in range(9)]
    C("q_keyed%d" % j, stm, "quantize() by key; blocks ordered by their weighted sums.")
for j in range(3):
    stm = [("l", (rnd.randint(1, 3),), "lquantize", [rnd.randint(-10, 110), 0, 100, 10]) for _ in range(9)]
    C("lq_keyed%d" % j, stm, "lquantize() by integer key; blocks ordered by their weighted sums.")
print(N)
