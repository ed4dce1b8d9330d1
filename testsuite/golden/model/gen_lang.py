#!/usr/bin/env python3
"""gen_lang.py OUTDIR - generated families of the language corpus (issue 7).

Every expected output comes from the models below, written from C's rules
(LP64, x86-64: char is signed) and D's documented ones, never from dtap:
  - cmodel: C's integer promotions and usual arithmetic conversions, values
    wrapped to the result type; / and % truncate toward zero; shifts as D's
    64-bit registers do them (the left operand widened to 64 bits, the
    count taken modulo 64, the result converted to the promoted left type:
    dtap(1) "D LANGUAGE NOTES"); comparisons and ! give int 0/1.
  - trace() in quiet mode prints the value alone, by its type's size and
    signedness (dtrace-utils' "%d"-family without width).
  - associative arrays and self->/this-> variables: a missing element reads
    as 0, assigning 0 deletes it (spec 3.x).
  - macro arguments: an integer argument is a D integer constant, typed as C
    types an unsuffixed decimal constant (int, then long).
Run: python3 testsuite/golden/model/gen_lang.py testsuite/golden
"""
import os
import random
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "."
rnd = random.Random(20261123)

# name: (size in bytes, signed, C rank)
TYPES = {
    "char": (1, True, 1), "unsigned char": (1, False, 1),
    "short": (2, True, 2), "unsigned short": (2, False, 2),
    "int": (4, True, 3), "unsigned int": (4, False, 3),
    "long": (8, True, 4), "unsigned long": (8, False, 4),
    "int8_t": (1, True, 1), "uint8_t": (1, False, 1),
    "int16_t": (2, True, 2), "uint16_t": (2, False, 2),
    "int32_t": (4, True, 3), "uint32_t": (4, False, 3),
    "int64_t": (8, True, 4), "uint64_t": (8, False, 4),
}
SHORT = {"char": "c", "unsigned char": "uc", "short": "s", "unsigned short": "us",
         "int": "i", "unsigned int": "ui", "long": "l", "unsigned long": "ul"}


def wrap(v, t):
    size, signed, _ = TYPES[t]
    bits = 8 * size
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


def promote(t):
    return "int" if TYPES[t][0] < 4 else t


def unsigned_of(t):
    return {4: "unsigned int", 8: "unsigned long"}[TYPES[t][0]]


def usual(a, b):
    a, b = promote(a), promote(b)
    sa, ra = TYPES[a][1], TYPES[a][2]
    sb, rb = TYPES[b][1], TYPES[b][2]
    if sa == sb:
        return a if ra >= rb else b
    u, s = (a, b) if not sa else (b, a)
    if TYPES[u][2] >= TYPES[s][2]:
        return u
    if TYPES[s][0] > TYPES[u][0]:
        return s
    return unsigned_of(s)


def cdiv(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def binop(op, x, tx, y, ty):
    """The value of x OP y (x of type tx, y of ty, already in range)."""
    if op in ("<<", ">>"):
        r = promote(tx)
        v = wrap(x, r)
        n = y & 63
        return wrap(v << n if op == "<<" else v >> n, r)
    r = usual(tx, ty)
    a, b = wrap(x, r), wrap(y, r)
    if op in ("<", "<=", ">", ">=", "==", "!="):
        return int(eval("a %s b" % op))
    if op == "/":
        return wrap(cdiv(a, b), r)
    if op == "%":
        return wrap(a - cdiv(a, b) * b, r)
    return wrap(eval("a %s b" % op), r)


def lit(v):
    """A D constant of value v: decimal, or the 64-bit pattern in hex where
    a decimal would not fit a long (the store converts it to the type)."""
    if v > (1 << 63) - 1 or v < -(1 << 31):
        return "0x%x" % (v & ((1 << 64) - 1))
    return str(v)


def write(name, d, out, args=None):
    with open(os.path.join(OUT, name + ".d"), "w") as f:
        f.write(d)
    with open(os.path.join(OUT, name + ".out"), "w") as f:
        f.write(out)
    if args:
        with open(os.path.join(OUT, name + ".args"), "w") as f:
            f.write(args + "\n")


def pick(t, n):
    size, signed, _ = TYPES[t]
    bits = 8 * size
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    edge = [lo, hi, 1, -1 if signed else 2, 7, lo + 1, hi // 3]
    vals = []
    for _ in range(n):
        vals.append(rnd.choice(edge) if rnd.random() < 0.5 else rnd.randint(lo, hi))
    return vals


ARITH_OPS = ["+", "-", "*", "/", "%", "&", "|", "^", "<", "<=", ">", ">=", "==", "!="]


def gen_arith():
    names = list(SHORT)
    n = 0
    # C's conversions are symmetric: each unordered pair once (the left
    # type, which alone types a shift, still takes every type)
    for ia, ta in enumerate(names):
        for tb in names[ia:]:
            lines = []
            clauses = []
            for k in range(3):
                x, y = pick(ta, 1)[0], pick(tb, 1)[0]
                if y == 0:
                    y = 5
                c = rnd.choice([0, 1, 7, 31, 32, 33, 63, 64, 65, 70])
                body = ["\ta = %s;" % lit(x), "\tb = %s;" % lit(y), "\tn = %d;" % c]
                vals = []
                for op in ARITH_OPS:
                    body.append("\ttrace(a %s b);\n\tprintf(\" \");" % op)
                    vals.append(binop(op, x, ta, y, tb))
                for op in ("<<", ">>"):
                    body.append("\ttrace(a %s n);\n\tprintf(\" \");" % op)
                    vals.append(binop(op, x, ta, c, "int"))
                body.append("\tprintf(\"\\n\");")
                clauses.append("BEGIN\n{\n%s\n}\n" % "\n".join(body))
                lines.append(" ".join(str(v) for v in vals) + " ")
            d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): %s a OP %s b"
                 " for C's operators, with\n * C's promotions and usual conversions; shifts"
                 " by n as D's 64-bit\n * registers do them.  trace() prints each result by"
                 " its type.\n */\n%s a;\n%s b;\nint n;\n\n%s\nBEGIN\n{\n\texit(0);\n}\n"
                 % (ta, tb, ta, tb, "\n".join(clauses)))
            write("lang_types_arith_%s_%s" % (SHORT[ta], SHORT[tb]), d, "\n".join(lines) + "\n\n")
            n += 1
    return n


def gen_casts():
    n = 0
    srcs = [0, 1, -1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, -32769,
            2147483647, 2147483648, 4294967295, 4294967296, -2147483649,
            0x7fffffffffffffff, 0x8000000000000000, 0xffffffffffffffff]
    for t in TYPES:
        body, vals = [], []
        for v in srcs:
            body.append("\ttrace((%s)%s);\n\tprintf(\"\\n\");" % (t, lit(v)))
            vals.append(wrap(v, t))
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): casts to %s"
             " keep the low %d bits,\n * read as %s.\n */\nBEGIN\n{\n%s\n\texit(0);\n}\n"
             % (t, 8 * TYPES[t][0], "signed" if TYPES[t][1] else "unsigned", "\n".join(body)))
        write("lang_types_cast_%s" % t.replace(" ", "_"), d,
              "\n".join(str(v) for v in vals) + "\n\n")
        n += 1
    return n


def gen_unary():
    n = 0
    for t in SHORT:
        body, vals = [], []
        for x in pick(t, 6) + [0]:
            p = promote(t)
            body.append("\tv = %s;\n\ttrace(-v);\n\tprintf(\" \");\n\ttrace(~v);\n"
                        "\tprintf(\" \");\n\ttrace(!v);\n\tprintf(\" \");\n\ttrace(+v);\n"
                        "\tprintf(\"\\n\");" % lit(x))
            vals.append("%d %d %d %d" % (wrap(-x, p), wrap(~x, p), int(x == 0), wrap(x, p)))
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): unary - ~ ! +"
             " on a %s, computed\n * in its promoted type (%s); ! gives an int.\n */\n"
             "%s v;\n\nBEGIN\n{\n%s\n\texit(0);\n}\n"
             % (t, promote(t), t, "\n".join(body)))
        write("lang_types_unary_%s" % SHORT[t], d, "\n".join(vals) + "\n\n")
        n += 1
    return n


WORDS = ["a", "bb", "ccc", "x y", "", "key", "Z"]


def gen_assoc(first=0, count=30):
    n = 0
    for i in range(first, first + count):
        keys = [(rnd.randint(-3, 3), rnd.choice(WORDS)) for _ in range(5)]
        model = {}
        body = []
        for _ in range(18):
            k = rnd.choice(keys)
            kt = '%d, "%s"' % k
            op = rnd.choice(["=", "+=", "-=", "*=", "++", "--", "=0"])
            cur = model.get(k, 0)
            if op == "=":
                v = rnd.randint(-1000, 1000)
                body.append("\ta[%s] = %d;" % (kt, v))
                cur = v
            elif op == "=0":
                body.append("\ta[%s] = 0;" % kt)
                cur = 0
            elif op in ("++", "--"):
                body.append("\ta[%s]%s;" % (kt, op))
                cur += 1 if op == "++" else -1
            else:
                v = rnd.randint(-20, 20)
                body.append("\ta[%s] %s %d;" % (kt, op, v))
                cur = {"+=": cur + v, "-=": cur - v, "*=": cur * v}[op]
            if cur:
                model[k] = cur
            else:
                model.pop(k, None)
        prints, vals = [], []
        for k in keys + [(9, "none")]:
            prints.append('\tprintf("%%d\\n", a[%d, "%s"]);' % k)
            vals.append(str(model.get(k, 0)))
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): a global"
             " associative array with\n * (int, string) keys: =, op=, ++, --, and"
             " assigning 0 deletes; a\n * missing element reads as 0.\n */\n"
             "int64_t a[int, string];\n\nBEGIN\n{\n%s\n}\n\nBEGIN\n{\n%s\n\texit(0);\n}\n"
             % ("\n".join(body), "\n".join(prints)))
        write("lang_assoc_gen%02d" % i, d, "\n".join(vals) + "\n\n")
        n += 1
    return n


def gen_self_this():
    n = 0
    for i in range(10):
        # self-> and this-> scalars through three clauses of one firing:
        # this-> lives for the firing, self-> for the thread
        x, y, z = (rnd.randint(-500, 500) for _ in range(3))
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): this-> values"
             " survive the clauses\n * of one firing; self-> values the whole thread;"
             " a self-> variable\n * set to 0 reads as 0 again.\n */\nBEGIN\n{\n"
             "\tthis->t = %d;\n\tself->s = %d;\n}\n\nBEGIN\n{\n\tthis->t += %d;\n"
             "\tself->s *= 2;\n\tself->u = this->t - self->s;\n}\n\nBEGIN\n{\n"
             "\tprintf(\"%%d %%d %%d\\n\", this->t, self->s, self->u);\n\tself->s = 0;\n"
             "\tprintf(\"%%d\\n\", self->s + %d);\n\texit(0);\n}\n" % (x, y, z, z))
        t = x + z
        s = 2 * y
        write("lang_vars_gen%02d" % i, d, "%d %d %d\n%d\n\n" % (t, s, t - s, z))
        n += 1
    for i in range(10):
        # thread-local associative arrays: self->a[k]
        keys = rnd.sample(range(-50, 50), 4)
        model, body = {}, []
        for _ in range(10):
            k = rnd.choice(keys)
            v = rnd.randint(-9, 9)
            body.append("\tself->a[%d] += %d;" % (k, v))
            model[k] = model.get(k, 0) + v
        prints = "\n".join('\tprintf("%%d\\n", self->a[%d]);' % k for k in keys)
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): a thread-local"
             " associative array\n * (self->a[int]) accumulated with +=.\n */\n"
             "BEGIN\n{\n%s\n}\n\nBEGIN\n{\n%s\n\texit(0);\n}\n" % ("\n".join(body), prints))
        write("lang_assoc_self%02d" % i, d, "\n".join(str(model.get(k, 0)) for k in keys) + "\n\n")
        n += 1
    return n


def gen_macros(first=0, count=10):
    n = 0
    for i in range(first, first + count):
        args = [rnd.choice([rnd.randint(0, 1000), rnd.randint(0, 100000),
                            2147483647, 2147483648, 4294967296]) for _ in range(3)]
        tys = ["int" if a <= 2147483647 else "long" for a in args]
        exprs = [("$1 + $2", binop("+", args[0], tys[0], args[1], tys[1])),
                 ("$2 * $3", binop("*", args[1], tys[1], args[2], tys[2])),
                 ("$3 - $1", binop("-", args[2], tys[2], args[0], tys[0])),
                 ("$1 / 3", binop("/", args[0], tys[0], 3, "int")),
                 ("sizeof($1) + sizeof($3)", TYPES[tys[0]][0] + TYPES[tys[2]][0])]
        body = "\n".join('\tprintf("%%d\\n", %s);' % e for e, _ in exprs)
        body += '\n\tprintf("%s %s\\n", $$1, $$3);'
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): integer macro"
             " arguments are D\n * constants (int, or long when larger than INT_MAX) in"
             " C's\n * arithmetic; $$N is the argument as a string.\n */\nBEGIN\n{\n%s\n"
             "\texit(0);\n}\n" % body)
        out = "\n".join(str(v) for _, v in exprs) + "\n%d %d\n\n" % (args[0], args[2])
        write("lang_macro_gen%02d" % i, d, out, " ".join(str(a) for a in args))
        n += 1
    return n


def gen_strings():
    n = 0
    for i in range(12):
        a = "".join(rnd.choice("abcXYZ/._ 09") for _ in range(rnd.randint(0, 12)))
        b = "".join(rnd.choice("abcXYZ/._ 09") for _ in range(rnd.randint(0, 6)))
        v = rnd.choice([0, -1, 12345, -9876543210, 2 ** 63 - 1])
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): strlen,"
             " strjoin, toupper, tolower,\n * lltostr and string comparison (bytewise, as"
             " strcmp) on fixed\n * strings.\n */\nBEGIN\n{\n"
             "\tprintf(\"%%d %%d\\n\", strlen(\"%s\"), strlen(\"%s\"));\n"
             "\tprintf(\"[%%s]\\n\", strjoin(\"%s\", \"%s\"));\n"
             "\tprintf(\"[%%s] [%%s]\\n\", toupper(\"%s\"), tolower(\"%s\"));\n"
             "\tprintf(\"%%s\\n\", lltostr(%s));\n"
             "\tprintf(\"%%d %%d %%d\\n\", \"%s\" < \"%s\", \"%s\" == \"%s\", \"%s\" > \"%s\");\n"
             "\texit(0);\n}\n" % (a, b, a, b, a, b, lit(v), a, b, a, b, a, b))
        ab, bb = a.encode(), b.encode()
        out = "%d %d\n[%s]\n[%s] [%s]\n%d\n%d %d %d\n\n" % (
            len(a), len(b), a + b, a.upper(), b.lower(), v, int(ab < bb), int(ab == bb),
            int(ab > bb))
        write("lang_str_gen%02d" % i, d, out)
        n += 1
    return n


def gen_spec(first=0, count=10):
    """Speculations filled by clauses in a random order, with plain records
    between them, then committed or discarded one by one: a plain record
    prints at its clause, a committed speculation's records (in their
    order) at its commit, a discarded one's never."""
    n = 0
    for i in range(first, first + count):
        k = rnd.randint(1, 4)
        clauses = ["BEGIN\n{\n%s\n}\n" % "\n".join("\ts%d = speculation();" % j
                                                     for j in range(k))]
        events = []
        spec_lines = {j: [] for j in range(k)}
        for m in range(rnd.randint(3, 9)):
            if rnd.random() < 0.3:
                text = "plain %d" % m
                clauses.append('BEGIN\n{\n\tprintf("%s\\n");\n}\n' % text)
                events.append(text)
            else:
                j = rnd.randrange(k)
                text = "s%d line %d" % (j, m)
                clauses.append('BEGIN\n{\n\tspeculate(s%d);\n\tprintf("%s\\n");\n}\n'
                               % (j, text))
                spec_lines[j].append(text)
        for j in rnd.sample(range(k), k):
            if rnd.random() < 0.6:
                clauses.append("BEGIN\n{\n\tcommit(s%d);\n}\n" % j)
                events.extend(spec_lines[j])
            else:
                clauses.append("BEGIN\n{\n\tdiscard(s%d);\n}\n" % j)
            if rnd.random() < 0.3:
                text = "after %d" % j
                clauses.append('BEGIN\n{\n\tprintf("%s\\n");\n}\n' % text)
                events.append(text)
        clauses.append("BEGIN\n{\n\texit(0);\n}\n")
        d = ("#pragma D option quiet\n#pragma D option nspec=%d\n\n/*\n * Generated "
             "(model/gen_lang.py): %d speculations filled in\n * turn with plain records "
             "between them; a committed speculation's\n * records print at its commit, in "
             "their order; a discarded one's\n * never.\n */\n%s" % (k, k, "\n".join(clauses)))
        write("lang_spec_gen%02d" % i, d, "".join(e + "\n" for e in events) + "\n")
        n += 1
    return n


def gen_stores():
    """Declared variables of every integer type (global, this->, self->):
    each compound assignment computes in C's usual conversions of the
    variable's type and int, then converts to the variable's type."""
    n = 0
    for scope, decl, ref in (("global", "%s v;", "v"), ("this", "this %s v;", "this->v"),
                             ("self", "self %s v;", "self->v")):
        for t in TYPES:
            body, vals = [], []
            x = pick(t, 1)[0]
            body.append("\t%s = %s;" % (ref, lit(x)))
            x = wrap(x, t)
            for _ in range(8):
                op = rnd.choice(["+=", "-=", "*=", "|=", "^=", "&=", "=", "<<=", ">>="])
                y = rnd.randint(-300, 300) if op not in ("<<=", ">>=") else rnd.randint(0, 9)
                body.append("\t%s %s %d;\n\ttrace(%s);\n\tprintf(\"\\n\");"
                            % (ref, op, y, ref))
                if op == "=":
                    x = wrap(y, t)
                else:
                    x = wrap(binop(op[:-1], x, t, y, "int"), t)
                vals.append(x)
            d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): a %s "
                 "variable declared %s:\n * each op= computes in C's conversions and stores "
                 "back in %s.\n */\n%s\n\nBEGIN\n{\n%s\n\texit(0);\n}\n"
                 % (scope, t, t, decl % t, "\n".join(body)))
            write("lang_vars_store_%s_%s" % (scope, t.replace(" ", "_")), d,
                  "\n".join(str(v) for v in vals) + "\n\n")
            n += 1
    return n


def gen_strfind():
    """index, rindex, strstr, strchr, strrchr where the answer is plain:
    positions count from 0 and -1 means not found (index/rindex); the
    rest of the string from the first (strstr, strchr) or last (strrchr)
    match, for strings that contain it."""
    n = 0
    for i in range(20):
        s = "".join(rnd.choice("abab/.xy") for _ in range(rnd.randint(4, 14)))
        t = rnd.choice([s[j:j + rnd.randint(1, 3)] for j in range(len(s))] + ["zz", "q"])
        c = rnd.choice(s)
        found = t in s
        lines = ['\tprintf("%%d %%d\\n", index("%s", "%s"), rindex("%s", "%s"));'
                 % (s, t, s, t)]
        out = ["%d %d" % (s.find(t), s.rfind(t))]
        if found:
            lines.append('\tprintf("[%%s]\\n", strstr("%s", "%s"));' % (s, t))
            out.append("[%s]" % s[s.find(t):])
        lines.append("\tprintf(\"[%%s] [%%s]\\n\", strchr(\"%s\", '%s'), strrchr(\"%s\", '%s'));"
                     % (s, c, s, c))
        out.append("[%s] [%s]" % (s[s.find(c):], s[s.rfind(c):]))
        d = ("#pragma D option quiet\n\n/*\n * Generated (model/gen_lang.py): index,"
             " rindex, strstr, strchr\n * and strrchr on a string that holds what is"
             " looked for (index\n * and rindex also when it does not: -1).\n */\n"
             "BEGIN\n{\n%s\n\texit(0);\n}\n" % "\n".join(lines))
        write("lang_str_find%02d" % i, d, "\n".join(out) + "\n\n")
        n += 1
    return n


if __name__ == "__main__":
    total = (gen_arith() + gen_casts() + gen_unary() + gen_assoc() + gen_self_this() +
             gen_macros() + gen_strings() + gen_spec() + gen_stores() + gen_strfind() +
             gen_macros(10, 10) + gen_spec(10, 10) + gen_assoc(30, 20))
    print("%d cases written to %s" % (total, OUT))
