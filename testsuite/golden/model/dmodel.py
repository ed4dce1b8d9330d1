# An independent model of what dtrace (dt_consume.c, dtrace_aggregate_*)
# prints for aggregations, used to write expected outputs of the corpus.
import math
QZ = 63
def qval(i):
    if i < QZ: return -(1 << (QZ - 1 - i))
    if i == QZ: return 0
    return 1 << (i - QZ - 1)
def qbucket(v):
    # dtrace-utils' bpf/agg_qbin.c, dt_agg_qbin(): |v| in [2^k, 2^(k+1))
    # goes to the bucket of +-2^k, a negative one as a positive one
    # (-3 is in -2's bucket; illumos' dtrace_aggregate_quantize() alike)
    if v == 0: return QZ
    if v <= -(1 << 62): return 0
    k = abs(v).bit_length()
    return QZ - k if v < 0 else min(QZ + k, 126)
def lq_levels(base, limit, step): return (limit - base) // step
def lqbucket(v, base, limit, step):
    levels = lq_levels(base, limit, step)
    if v < base: return 0
    for i in range(levels):
        if v < base + (i + 1) * step: return i + 1
    return levels + 1
def llqbucket(v, factor, low, high, nsteps):
    this = 1
    for o in range(low): this *= factor
    last = this
    if v < this: return 0
    base = 1
    this *= factor
    order = low
    while order <= high:
        nb = min(this, nsteps)
        nxt = this * factor
        if v < this:
            return base + (v - last) // (this // nb)
        base += nb - nb // factor
        last = this; this = nxt; order += 1
    return base
def llq_nbuckets(factor, low, high, nsteps):
    return llqbucket(1 << 62, factor, low, high, nsteps) + 1

def quantline(val, total, pos, neg, normal=1):
    ats = "@" * 40; sp = " " * 40; ln = 40
    shown = int(val / normal) if normal != 1 else val
    if val < 0 and normal != 1: shown = -((-val) // normal)
    elif normal != 1: shown = val // normal
    if not neg:
        depth = int(abs(val) * ln / total + 0.5) if pos else 0
        return "|%s%s %-9d\n" % (ats[ln - depth:], sp[depth:], shown)
    if not pos:
        depth = int(abs(val) * ln / total + 0.5)
        return "|%s%s %-9d\n" % (sp[depth:], ats[ln - depth:], shown)
    ln = 20
    depth = int(abs(val) * ln / total + 0.5)
    if val <= 0:
        return "%s%s|%*s %-9d\n" % (sp[20 + depth:], ats[20 + ln - depth:], ln, "", shown)
    return "%20s|%s%s %-9d\n" % ("", ats[20 + ln - depth:], sp[20 + depth:], shown)

def hdr():
    return "\n%16s %41s %-9s\n" % ("value", "------------- Distribution -------------", "count")

def rng(data, empty_first, zoom=False):
    n = len(data); f = 0
    while f < n and data[f] == 0: f += 1
    if f == n:
        f = empty_first; l = empty_first + (2 if empty_first else 1)
    else:
        if f > 0: f -= 1
        l = n - 1
        while l > 0 and data[l] == 0: l -= 1
        if l < n - 1: l += 1
    total = 0.0; pos = neg = False
    for i in range(f, l + 1):
        pos |= data[i] > 0; neg |= data[i] < 0
        if zoom:
            v = abs(data[i]) / 0.95
            if total < v: total = v
        else:
            total += abs(data[i])
    return f, l, total, pos, neg

def print_quantize(data, normal=1, zoom=False):
    f, l, t, p, n = rng(data, QZ - 1, zoom)
    s = hdr()
    for i in range(f, l + 1):
        s += "%16d " % qval(i) + quantline(data[i], t, p, n, normal)
    return s

def print_lquantize(data, base, limit, step, normal=1, zoom=False):
    levels = lq_levels(base, limit, step)
    f, l, t, p, n = rng(data, 0, zoom)
    s = hdr()
    for i in range(f, l + 1):
        if i == 0: s += "%16s " % ("< %d" % base)
        elif i == levels + 1: s += "%16s " % (">= %d" % (base + levels * step))
        else: s += "%16d " % (base + (i - 1) * step)
        s += quantline(data[i], t, p, n, normal)
    return s

def print_llquantize(data, factor, low, high, nsteps, normal=1, zoom=False):
    levels = len(data)
    f, l, t, p, n = rng(data, 0, zoom)
    s = hdr()
    value = 1
    for o in range(low): value *= factor
    order = low
    nxt = value * factor
    step = nxt // nsteps if nxt > nsteps else 1
    if f == 0:
        s += "%16s " % ("< %d" % value) + quantline(data[0], t, p, n, normal)
    b = 1
    while order <= high:
        if f <= b <= l:
            s += "%16d " % value + quantline(data[b], t, p, n, normal)
        b += 1
        value += step
        if value != nxt: continue
        nxt = value * factor
        step = nxt // nsteps if nxt > nsteps else 1
        order += 1
    if l < b: return s
    s += "%16s " % (">= %d" % value) + quantline(data[b], t, p, n, normal)
    return s

def ctrunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q

def stddev(vals, normal=1):
    if not vals: return 0
    cnt = len(vals); s = sum(vals); sq = sum(v * v for v in vals)
    aos = sq // normal // normal // cnt
    avg = ctrunc_div(ctrunc_div(s, normal), cnt)
    avg = abs(avg)
    d = (aos - avg * avg) % (1 << 128)
    return math.isqrt(d)

def key_col(k, ktype):
    if ktype == 's': return "  %-50s" % k
    if ktype == 'i4': return " %8d" % k
    if ktype == 'i8': return " %16d" % k
    raise Exception(ktype)
