import sys, os
sys.path.insert(0, os.path.dirname(__file__))
import aggmodel
aggmodel.OUT = sys.argv[1]
from aggmodel import *
N = 0
def C(name, *a, **k):
    global N; N += 1
    case("lang_aggs_" + name, *a, **k)

# ---- quantize ----
qsets = {
  "q_one": [1],
  "q_zero": [0],
  "q_pow2": [1, 2, 4, 8, 16, 32, 64, 128],
  "q_edges": [3, 4, 7, 8, 15, 16],
  "q_neg": [-1, -2, -3, -4, -5],
  "q_mixed": [-100, -1, 0, 1, 100],
  "q_big": [1099511627776, 1099511627775, 4611686018427387904],
  "q_negbig": [-4611686018427387904, -1099511627776],
  "q_skew": [1] * 9 + [1024],
  "q_many": list(range(0, 33)),
}
for n, vs in qsets.items():
    C(n, [("q", (), "quantize", [v]) for v in vs],
      "quantize() of %s: DTrace's power-of-two buckets, one empty bucket\nprinted on each side of the data." % (", ".join(map(str, vs[:8])) + (" ..." if len(vs) > 8 else "")))
C("q_incr", [("q", (), "quantize", [5, 3]), ("q", (), "quantize", [9, 2]), ("q", (), "quantize", [1])],
  "quantize(value, increment): the bucket grows by the increment.")
C("q_incr_zero", [("q", (), "quantize", [5, 0])],
  "A zero increment: the entry exists but holds no count; dtrace prints\nthe buckets around 0.")
C("q_incr_neg", [("q", (), "quantize", [5, -2]), ("q", (), "quantize", [1, 3])],
  "A negative increment: the bars are split around a centre line.")
C("q_incr_allneg", [("q", (), "quantize", [5, -2]), ("q", (), "quantize", [100, -6])],
  "Only negative counts: the bars grow from the right.")
C("q_keys", [("q", ("b",), "quantize", [10]), ("q", ("a",), "quantize", [1000]), ("q", ("a",), "quantize", [3])],
  "Keyed quantize: each key's line, then its block; ordered by the\nsum of value * count of the buckets.")
C("q_intkeys", [("q", (3,), "quantize", [2]), ("q", (1,), "quantize", [64]), ("q", (2,), "quantize", [-8])],
  "Integer keys of quantize, sorted by the weighted sums.")
C("q_twokeys", [("q", ("x", 1), "quantize", [7]), ("q", ("x", 2), "quantize", [7]), ("q", ("y", 1), "quantize", [6])],
  "Two keys; equal weights fall back to the keys.")
# ---- lquantize ----
lq = [
  ("lq_basic", [12, 0, 100, 10], [[12], [15], [55], [99]], "lquantize(v, 0, 100, 10): ten buckets of ten."),
  ("lq_below", None, [[-5], [-1], [3]], "Values below the base go to '< 0'."),
  ("lq_above", None, [[100], [1000], [95]], "Values at or above the limit go to '>= 100'."),
  ("lq_step1", [0, 0, 5], [[0], [1], [2], [2], [4]], "The step defaults to 1."),
  ("lq_negbase", [0, -50, 50, 25], [[-50], [-26], [-25], [0], [49], [50]], "A negative base."),
  ("lq_allneg", [0, -100, -10, 30], [[-100], [-71], [-70], [-40], [-11]], "Base and limit both negative; the limit is cut to whole steps."),
  ("lq_oddlimit", [0, 0, 10, 3], [[0], [8], [9], [10]], "A limit that is not a multiple of the step: levels = (limit - base) / step."),
  ("lq_incr", [0, 0, 10, 2, 1], [[1, 0, 10, 2, 5], [3, 0, 10, 2, 2], [11, 0, 10, 2, 1]], "The fifth argument is the increment."),
  ("lq_incr_neg", [0, 0, 10, 2, 1], [[1, 0, 10, 2, -3], [3, 0, 10, 2, 4]], "A negative increment: centre-line bars."),
  ("lq_wide", [0, 0, 1000, 100], [[150], [250], [250], [999], [1000]], "Wide buckets of 100."),
  ("lq_empty_edge", [0, 10, 20, 5], [[12]], "One value: the empty buckets on each side are '< 10' and 15."),
  ("lq_top_only", [0, 10, 20, 5], [[25]], "Only '>= 20': the empty bucket before it is printed."),
]
for name, params, vals, comment in lq:
    p = params if params else [0, 0, 100, 10]
    stm = []
    for v in vals:
        if len(v) == 5: args = v
        else: args = [v[0]] + p[1:4]
        stm.append(("l", (), "lquantize", args))
    C(name, stm, comment)
C("lq_keys", [("l", ("read",), "lquantize", [3, 0, 10, 1]), ("l", ("write",), "lquantize", [8, 0, 10, 1]), ("l", ("read",), "lquantize", [4, 0, 10, 1])],
  "Keyed lquantize, sorted by the weighted sums of the buckets.")
# ---- llquantize ----
llq = [
  ("llq_dec", (10, 0, 6, 20), [5, 87, 1234], "llquantize(v, 10, 0, 6, 20): 9 buckets below 10, then 20 per power of ten\nless those already covered."),
  ("llq_small", (10, 0, 2, 10), [0, 1, 9, 10, 99, 100, 999], "Factor 10, magnitudes 0 to 2, 10 steps."),
  ("llq_low1", (10, 1, 3, 10), [5, 10, 55, 550, 5500, 10000], "A low magnitude of 1: below 10 is '< 10'."),
  ("llq_pow2", (2, 0, 8, 4), [1, 2, 3, 5, 7, 9, 100, 300, 1000], "Factor 2 with 4 steps: 2 steps per order once the order is wide enough."),
  ("llq_neg", (10, 0, 3, 10), [-5, -1, 3], "Negative values fall in the '< 1' bucket."),
  ("llq_top", (10, 0, 2, 10), [1000, 5000, 50], "At or above 10^(high+1): the '>= 1000' bucket."),
  ("llq_steps_eq", (4, 0, 3, 4), [1, 2, 3, 4, 7, 8, 15, 16, 63, 64, 100], "As many steps as the factor (4): the orders above the first have\n3 buckets each."),
  ("llq_incr", (10, 0, 3, 10), None, "The sixth argument is the increment."),
]
for name, p, vals, comment in llq:
    if vals is None:
        stm = [("ll", (), "llquantize", [7] + list(p) + [5]), ("ll", (), "llquantize", [70] + list(p) + [2])]
    else:
        stm = [("ll", (), "llquantize", [v] + list(p)) for v in vals]
    C(name, stm, comment)
# ---- stddev ----
sds = {
  "sd_one": [7], "sd_same": [5, 5, 5], "sd_small": [1, 2, 10], "sd_neg": [-10, 10],
  "sd_negall": [-1, -2, -3, -4], "sd_big": [1000000000, 3000000000], "sd_spread": [0, 0, 0, 100],
  "sd_seq": list(range(1, 11)),
}
for n, vs in sds.items():
    C(n, [("sd", (), "stddev", [v]) for v in vs],
      "stddev() of %s: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)\nover 128-bit sums, as dtrace computes it." % ", ".join(map(str, vs)))
C("sd_keys", [("sd", ("a",), "stddev", [1]), ("sd", ("a",), "stddev", [9]), ("sd", ("b",), "stddev", [4]), ("sd", ("b",), "stddev", [6])],
  "Keyed stddev, sorted by value (b: 1, a: 4).")
# ---- the classic functions with keys ----
C("avg_trunc", [("a", (), "avg", [v]) for v in (1, 2, 2)], "avg is the integer mean, truncated: 5 / 3 = 1.")
C("avg_neg", [("a", (), "avg", [v]) for v in (-1, -2, -2)], "A negative mean truncates toward zero: -5 / 3 = -1.")
C("sum_keys", [("s", (k,), "sum", [v]) for k, v in (("x", 3), ("y", -3), ("x", 4), ("z", 0))],
  "sum() by string key, sorted by value.")
C("min_max", [("mn", (), "min", [v]) for v in (5, -2, 9)] + [("mx", (), "max", [v]) for v in (5, -2, 9)],
  "min and max of the same values.")
C("count_ties", [("c", (k,), "count", []) for k in ("b", "a", "c", "a", "b", "c")],
  "Equal counts: ties sorted by key.")
C("count_intkeys", [("c", (k,), "count", []) for k in (10, 2, 33, 2, 10, 2)],
  "Integer keys, right-aligned in 9 columns.")
C("long_keys", [("c", (k,), "sum", [1]) for k in (5000000000, 4294967296, 5000000000)],
  "A 64-bit key: right-aligned in 17 columns.")
C("mixed_keys", [("c", ("a", 1), "count", []), ("c", ("a", 2), "count", []), ("c", ("b", 1), "count", []), ("c", ("a", 1), "count", [])],
  "A string and an integer key.")
C("sortkey", [("c", (k,), "sum", [v]) for k, v in (("b", 1), ("c", 2), ("a", 3))],
  "aggsortkey: by key first.", opts=("aggsortkey",))
C("sortrev", [("c", (k,), "sum", [v]) for k, v in (("b", 1), ("c", 2), ("a", 3))],
  "aggsortrev: the whole order reversed.", opts=("aggsortrev",))
C("sortkeyrev", [("c", (k,), "sum", [v]) for k, v in (("b", 1), ("c", 2), ("a", 3))],
  "aggsortkey and aggsortrev together.", opts=("aggsortkey", "aggsortrev"))
C("q_sortkey", [("q", (k,), "quantize", [v]) for k, v in (("b", 1), ("a", 100))],
  "aggsortkey on a quantize.", opts=("aggsortkey",))
C("several", [("c", (), "count", []), ("q", (), "quantize", [3]), ("s", (), "sum", [4])],
  "Several aggregations at exit, in order of first use.")
print(N)
