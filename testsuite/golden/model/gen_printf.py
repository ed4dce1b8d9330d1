import sys, os
OUT = sys.argv[1]
# (D expression, size, signed) of the arguments used
VALS = {
  "0": (0, 4, True), "1": (1, 4, True), "-1": (-1, 4, True), "42": (42, 4, True),
  "-42": (-42, 4, True), "2147483647": (2147483647, 4, True),
  "-2147483647": (-2147483647, 4, True), "0xffffffff": (0xffffffff, 4, False),
  "5000000000": (5000000000, 8, True), "-5000000000": (-5000000000, 8, True),
  "0xffffffffffffffff": (2**64 - 1, 8, False), "(char)-1": (-1, 1, True),
  "(unsigned char)200": (200, 1, False), "(short)-2": (-2, 2, True),
  "(uint16_t)65535": (65535, 2, False), "(uint64_t)-1": (2**64 - 1, 8, False),
  "(int64_t)-7": (-7, 8, True), "255": (255, 4, True), "65": (65, 4, True),
  "(uint8_t)300": (44, 1, False), "(int8_t)200": (-56, 1, True),
}
for k in (2, 3, 4, 5, 6, 7, 8, -5, 97, 48):
    VALS[str(k)] = (k, 4, True)
def trunc(v, size):
    return v & ((1 << (8 * size)) - 1)
def sext(v, size):
    v = trunc(v, size)
    return v - (1 << (8 * size)) if v >> (8 * size - 1) else v
def cfmt(spec, conv, expr):
    v, size, _ = VALS[expr]
    if conv in 'di': x = sext(v, size)
    elif conv == 'c': x = sext(v, size) & 0xff
    else: x = trunc(v, size)
    pc = {'p': 'x', 'i': 'd', 'u': 'd'}.get(conv, conv)
    if x == 0:
        spec = spec.replace('#', '')	# C: no 0x prefix for a zero
    if conv == 'c': return ("%" + spec + "c") % chr(x)
    return ("%" + spec + pc) % x

cases = {}
def add(name, comment, items):
    cases[name] = (comment, items)

ints = ["0", "1", "-1", "42", "-42", "2147483647", "-2147483647", "0xffffffff",
        "5000000000", "-5000000000", "0xffffffffffffffff"]
for conv in "diuxXo":
    add("conv_" + conv + ("_up" if conv == "X" else ""),
        "%%%s: the conversion decides the signedness, the argument's type its size." % conv,
        [("%" + conv, [e]) for e in ints])
small = ["(char)-1", "(unsigned char)200", "(short)-2", "(uint16_t)65535", "(uint64_t)-1",
         "(int64_t)-7", "(uint8_t)300", "(int8_t)200"]
for conv in "dux":
    add("small_" + conv, "%%%s of values of 1, 2 and 8 bytes (casts): truncated to the type, then\nsign- or zero-extended as the conversion says." % conv,
        [("%" + conv, [e]) for e in small])
add("width", "Widths: right-aligned, '-' left-aligned, '0' zero-padded.",
    [(f, [e]) for f in ("%5d", "%-5d|", "%05d", "%12d", "%-12d|", "%012d") for e in ("42", "-42")])
add("flags", "The '+' and ' ' flags and '#' with x.",
    [(f, [e]) for f in ("%+d", "% d", "%#x", "%#X", "%+5d", "%- 6d|") for e in ("42", "-42", "0")] )
add("prec", "A precision on integers: the least number of digits.",
    [(f, [e]) for f in ("%.3d", "%8.3d", "%-8.3d|", "%.5x", "%.1d") for e in ("42", "-42", "7")])
add("char", "%c of an integer: its low byte as a character.",
    [("%c", [e]) for e in ("65", "97", "48")] +
    [("[%3c]", ["65"]), ("[%-3c]", ["65"])])
add("ptr", "%p prints as %x: hex digits without a prefix.",
    [("%p", [e]) for e in ("0", "42", "0xffffffff", "0xffffffffffffffff")])
add("star", "A '*' width or precision takes an int argument before the value.",
    [("%*d|", ["5", "42"]), ("%-*d|", ["5", "42"]), ("%*d|", ["-5", "42"]), ("%.*d|", ["4", "42"]),
     ("%*.*d|", ["8", "4", "42"]), ("%*s|", ["6", '"ab"']), ("%-*s|", ["6", '"ab"']),
     ("%.*s|", ["1", '"ab"'])])
add("strings", "%s with width and precision.",
    [(f, [e]) for f in ("%s|", "%10s|", "%-10s|", "%.2s|", "%10.2s|") for e in ('"hello"', '""')])
add("percent", "%% is a literal percent sign.", [("100%%", []), ("%d%%", ["42"]), ("%%d", [])])
add("lengths", "Length modifiers are accepted; the argument's type sizes the value.",
    [(f, [e]) for f in ("%ld", "%lld", "%lu", "%lx") for e in ("5000000000", "-5000000000", "(int64_t)-7")] +
    [("%hd", ["(short)-2"]), ("%hu", ["(uint16_t)65535"]), ("%hhd", ["(char)-1"]), ("%hhu", ["(unsigned char)200"])])
add("mixed", "Several conversions and text in one format.",
    [("a=%d b=%s c=%x", ["1", '"two"', "255"]), ("[%5s][%-5s]", ['"x"', '"y"']),
     ("%d%d%d", ["1", "2", "3"])])

def sval(e):
    return e[1:-1] if e.startswith('"') else None
def render(fmt, args):
    # walk the format like C printf
    out = ""; i = 0; a = list(args)
    while i < len(fmt):
        ch = fmt[i]
        if ch != '%': out += ch; i += 1; continue
        if fmt[i+1] == '%': out += '%'; i += 2; continue
        j = i + 1
        while fmt[j] in "-+ #0": j += 1
        spec_flags = fmt[i+1:j]
        width = ""
        if fmt[j] == '*':
            width = str(VALS[a.pop(0)][0]); j += 1
        else:
            while fmt[j].isdigit(): width += fmt[j]; j += 1
        prec = None
        if fmt[j] == '.':
            j += 1
            if fmt[j] == '*': prec = str(VALS[a.pop(0)][0]); j += 1
            else:
                prec = ""
                while fmt[j].isdigit(): prec += fmt[j]; j += 1
                prec = prec or "0"
        while fmt[j] in "hlzjt": j += 1
        conv = fmt[j]; j += 1
        flags = spec_flags
        if width.startswith('-'): flags += '-'; width = width[1:]
        spec = flags + width + ("." + prec if prec is not None else "")
        e = a.pop(0)
        if conv == 's':
            out += ("%" + spec + "s") % sval(e)
        else:
            out += cfmt(spec, conv, e)
        i = j
    return out

for name, (comment, items) in cases.items():
    lines = ["#pragma D option quiet", "", "/*"] + [" * " + l for l in comment.split("\n")] + [" */", "BEGIN", "{"]
    out = ""
    for fmt, args in items:
        dfmt = fmt + "\\n"
        lines.append('\tprintf("%s"%s);' % (dfmt, "".join(", " + x for x in args)))
        out += render(fmt, args) + "\n"
    lines += ["\texit(0);", "}", ""]
    open(os.path.join(OUT, "lang_printf_" + name + ".d"), "w").write("\n".join(lines))
    open(os.path.join(OUT, "lang_printf_" + name + ".out"), "w").write(out + "\n")
print(len(cases))
