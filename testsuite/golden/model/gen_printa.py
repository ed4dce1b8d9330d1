import sys, os, random
sys.path.insert(0, os.path.dirname(__file__))
import aggmodel
from aggmodel import Agg, update, sorted_ents, value, ktype_of, dlit
OUT = sys.argv[1]
rnd = random.Random(11)
N = 0
def fmt_conv(spec, conv, v, is_str):
    if is_str: return ("%" + spec + "s") % v
    if conv in "xX" and v < 0: v &= (1 << 64) - 1
    if conv == 'u' and v < 0: v &= (1 << 64) - 1
    c = 'd' if conv in 'iu' else conv
    return ("%" + spec + c) % v
def render(fmt, keys, val):
    out = ""; i = 0; ki = 0
    while i < len(fmt):
        if fmt[i] != '%': out += fmt[i]; i += 1; continue
        if fmt[i+1] == '%': out += '%'; i += 2; continue
        j = i + 1; agg = False; flags = ""
        while fmt[j] in "-+ #0@":
            if fmt[j] == '@': agg = True
            else: flags += fmt[j]
            j += 1
        w = ""
        while fmt[j].isdigit(): w += fmt[j]; j += 1
        conv = fmt[j]; j += 1
        if agg: out += fmt_conv(flags + w, conv, val, False)
        else:
            k = keys[ki]; ki += 1
            out += fmt_conv(flags + w, conv, k, isinstance(k, str))
        i = j
    return out
def case(name, comment, func, updates, fmt, ktypes):
    global N; N += 1
    a = Agg("a", func, ()); a.ktypes = ktypes
    lines = ["#pragma D option quiet", "", "/*"] + [" * " + l for l in comment.split("\n")] + [" */", "BEGIN", "{"]
    for keys, v in updates:
        kk = "[" + ", ".join(dlit(k) for k in keys) + "]"
        lines.append("\t@a%s = %s(%s);" % (kk, func, "" if func == "count" else v))
        update(a, tuple(keys), [v])
    lines.append('\tprinta("%s", @a);' % fmt.replace("\n", "\\n"))
    lines += ["\texit(0);", "}", ""]
    out = ""
    for key, e in sorted_ents(a):
        out += render(fmt, list(key), value(a, e))
    out += "\n"
    open(os.path.join(OUT, "lang_printf_" + name + ".d"), "w").write("\n".join(lines))
    open(os.path.join(OUT, "lang_printf_" + name + ".out"), "w").write(out)

fmts = [("%s %@d\n", ['s']), ("%-10s|%@8d|\n", ['s']), ("%10s|%@-8d|\n", ['s']),
        ("%@x %s\n", ['s']), ("[%s] [%@+d]\n", ['s']), ("%d:%@d\n", ['i4']),
        ("%5d %-5d %@05d\n", ['i4', 'i4']), ("%s/%d = %@u\n", ['s', 'i4']),
        ("%@d\n", ['s']), ("%s %s %@d\n", ['s', 's'])]
funcs = ["count", "sum", "min", "max", "avg"]
for i, (fmt, kt) in enumerate(fmts):
    for f in (funcs[i % 5], funcs[(i + 2) % 5]):
        ups = []
        for _ in range(6):
            keys = [("w%d" % rnd.randint(0, 3)) if t == 's' else rnd.randint(0, 20) for t in kt]
            v = rnd.randint(1, 900) if 'u' in fmt or 'x' in fmt else rnd.randint(-900, 900)
            ups.append((keys, v))
        case("printa_fmt%d_%s" % (i, f), "printa(\"%s\") of %s(): the keys take the leading\nconversions, %%@ the value; rows in dtrace's order." % (fmt.replace("\n", "\\n"), f),
             f, ups, fmt, kt)
print(N)
