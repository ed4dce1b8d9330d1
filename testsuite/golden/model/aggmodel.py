import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from dmodel import *
OUT = None

class Agg:
    def __init__(s, name, func, params):
        s.name = name; s.func = func; s.params = params; s.ents = {}; s.ktypes = None

def ktype_of(k):
    if isinstance(k, str): return 's'
    return 'i4' if -2**31 <= k < 2**31 else 'i8'

def dlit(k):
    if isinstance(k, str): return '"%s"' % k
    return str(k)

def update(a, key, args):
    e = a.ents.setdefault(key, {'vals': [], 'data': None})
    f = a.func
    if f == 'count':
        e['vals'].append(1); return
    v = args[0]
    e['vals'].append(v)
    if f in ('quantize', 'lquantize', 'llquantize'):
        if e['data'] is None:
            if f == 'quantize': n = 127
            elif f == 'lquantize': n = lq_levels(*a.params) + 2
            else: n = llq_nbuckets(*a.params)
            e['data'] = [0] * n
        incr = args[-1] if len(args) > {'quantize': 1, 'lquantize': 4, 'llquantize': 5}[f] else 1
        if f == 'quantize': b = qbucket(v)
        elif f == 'lquantize': b = lqbucket(v, *a.params)
        else: b = llqbucket(v, *a.params)
        e['data'][b] += incr

def value(a, e, normal=1):
    f = a.func; vs = e['vals']
    if f == 'count': return len(vs) // normal
    if f == 'sum': return ctrunc_div(sum(vs), normal)
    if f == 'min': return ctrunc_div(min(vs), normal)
    if f == 'max': return ctrunc_div(max(vs), normal)
    if f == 'avg': return ctrunc_div(ctrunc_div(sum(vs), normal), len(vs))
    if f == 'stddev': return stddev(vs, normal)
    raise Exception(f)

def histsum(a, e):
    d = e['data']; n = len(d); t = 0; z = 0
    for i in range(n):
        if a.func == 'quantize': bv = qval(i)
        elif a.func == 'lquantize':
            base, limit, step = a.params
            bv = base - 1 if i == 0 else (base + (n - 2) * step + 1 if i == n - 1 else base + (i - 1) * step)
        else:
            return (0, 0)  # single-entry cases only
        if bv == 0: z = d[i]
        t += bv * d[i]
    return (t, z)

def keycmp_tuple(key, ktypes):
    out = []
    for k, t in zip(key, ktypes):
        if t == 's': out.append(k.encode())
        elif t == 'i4': out.append(k & 0xffffffff)
        else: out.append(k & 0xffffffffffffffff)
    return tuple(out)

def render_value(a, e, normal=1):
    if a.func == 'quantize': return print_quantize(e['data'], normal)
    if a.func == 'lquantize': return print_lquantize(e['data'], *a.params, normal=normal)
    if a.func == 'llquantize': return print_llquantize(e['data'], *a.params, normal=normal)
    return " %16d" % value(a, e, normal)

def sorted_ents(a, sortkey=False, rev=False):
    def vkey(item):
        key, e = item
        if a.func in ('quantize', 'lquantize', 'llquantize'): v = histsum(a, e)
        elif a.func == 'avg': v = (sum(e['vals']) / len(e['vals']),)
        else: v = (value(a, e),)
        return v
    items = list(a.ents.items())
    if sortkey:
        items.sort(key=lambda it: (keycmp_tuple(it[0], a.ktypes), vkey(it)))
    else:
        items.sort(key=lambda it: (vkey(it), keycmp_tuple(it[0], a.ktypes)))
    if rev: items.reverse()
    return items

def render_agg(a, **kw):
    s = ""
    for key, e in sorted_ents(a, **kw):
        for k, t in zip(key, a.ktypes): s += key_col(k, t)
        s += render_value(a, e) + "\n"
    return s

def case(name, stmts, comment, opts=(), expect_extra=None):
    """stmts: list of (aggname, keys tuple, func, args list)"""
    aggs = {}; order = []
    lines = ["#pragma D option quiet"] + ["#pragma D option %s" % o for o in opts] + ["", "/*"]
    lines += [" * " + l for l in comment.split("\n")] + [" */", "BEGIN", "{"]
    for an, keys, f, args in stmts:
        params = ()
        if f == 'lquantize': params = tuple(args[1:4]) if len(args) >= 4 else (args[1], args[2], 1)
        if f == 'llquantize': params = tuple(args[1:5])
        if an not in aggs:
            aggs[an] = Agg(an, f, params); order.append(an)
            aggs[an].ktypes = [ktype_of(k) for k in keys]
        a = aggs[an]
        dargs = ", ".join(str(x) for x in args)
        kk = "[" + ", ".join(dlit(k) for k in keys) + "]" if keys else ""
        lines.append("\t@%s%s = %s(%s);" % (an, kk, f, dargs))
        vargs = list(args)
        if f == 'lquantize':
            vargs = [args[0]] + (args[4:5] if len(args) == 5 else [])
            # keep increment last, model expects args[-1] beyond index
            vargs = [args[0], 0, 0, 0] + args[4:5] if len(args) == 5 else [args[0]]
        if f == 'llquantize':
            vargs = [args[0], 0, 0, 0, 0] + args[5:6] if len(args) == 6 else [args[0]]
        update(a, tuple(keys), vargs)
    lines += ["\texit(0);", "}", ""]
    out = ""
    sk = 'aggsortkey' in opts; rv = 'aggsortrev' in opts
    for an in order:
        out += "\n" + render_agg(aggs[an], sortkey=sk, rev=rv)
    open(os.path.join(OUT, name + ".d"), "w").write("\n".join(lines))
    open(os.path.join(OUT, name + ".out"), "w").write(out)

