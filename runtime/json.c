// SPDX-License-Identifier: GPL-2.0
/*
 * json.c - json(string, selector) (illumos and FreeBSD's D): the value a
 * selector names in a JSON text, as a string; the empty string (D's NULL
 * string) when it names nothing or the text is not JSON as far as read (a string or container
 * not closed included).
 *
 * The selector is keys joined by "." with array indexes in brackets:
 * "a.b[2].c", "[0].name".  A string value is its characters (escapes
 * left as written), a number, true, false or null its text, an object or
 * array its whole text.  One pass over at most strsize bytes, no
 * recursion: an explicit stack of the containers entered (DTAP_JSON_DEPTH
 * levels; a deeper text is refused), each remembering whether the path to
 * it is the selector's prefix.
 */

#define DTAP_JSON_DEPTH	32
#define DTAP_JSON_COMPS	16

struct dtap_json_comp {
	u32 off, len;	/* a key: its bytes in the selector */
	s64 index;	/* an array index; -1 for a key */
};

struct dtap_json_level {
	bool obj;	/* an object (else an array) */
	bool ok;	/* the path to it is the selector's prefix */
	u32 idx;	/* an array's element being read */
};

/* Split SEL into components; -1 if it is not a selector dtap can use. */
static int dtap_json_sel(const char *sel, struct dtap_json_comp *c)
{
	u32 len = strnlen(sel, DTAP_STRSIZE), i = 0;
	int n = 0;

	while (i < len) {
		if (n == DTAP_JSON_COMPS)
			return -1;
		if (sel[i] == '[') {
			s64 v = 0;

			for (i++; i < len && sel[i] >= '0' && sel[i] <= '9' && v < (1LL << 31); i++)
				v = v * 10 + (sel[i] - '0');
			if (i >= len || sel[i] != ']')
				return -1;
			c[n++] = (struct dtap_json_comp){ 0, 0, v };
			i++;
		} else {
			u32 start = i;

			while (i < len && sel[i] != '.' && sel[i] != '[')
				i++;
			c[n++] = (struct dtap_json_comp){ start, i - start, -1 };
		}
		if (i < len && sel[i] == '.')
			i++;
	}
	return n;
}

/* Past the string starting at JS[I] (its opening quote); LEN + 1 if it
 * is not closed. */
static u32 dtap_json_skip_str(const char *js, u32 len, u32 i)
{
	for (i++; i < len && js[i] != '"'; i++)
		if (js[i] == '\\')
			i++;
	return i < len ? i + 1 : len + 1;
}

/* Past the value starting at JS[I]: a string, a container with all it
 * holds, or a scalar's characters; LEN + 1 for a string or container
 * that is not closed. */
static u32 dtap_json_skip(const char *js, u32 len, u32 i)
{
	u32 depth = 0;

	if (js[i] == '"')
		return dtap_json_skip_str(js, len, i);
	if (js[i] != '{' && js[i] != '[') {
		while (i < len && js[i] != ',' && js[i] != ']' && js[i] != '}' && js[i] != ' ' &&
		       js[i] != '\t' && js[i] != '\r' && js[i] != '\n')
			i++;
		return i;
	}
	while (i < len) {
		if (js[i] == '"') {
			i = dtap_json_skip_str(js, len, i);
			continue;
		}
		if (js[i] == '{' || js[i] == '[')
			depth++;
		else if ((js[i] == '}' || js[i] == ']') && --depth == 0)
			return i + 1;
		i++;
	}
	return len + 1;		/* not closed */
}

static void dtap_json_take(char *dst, const char *js, u32 len, u32 i)
{
	u32 end = dtap_json_skip(js, len, i);

	if (end > len)		/* a string not closed: not JSON */
		return;
	if (js[i] == '"') {	/* the characters between the quotes */
		i++;
		end = end > i ? end - 1 : i;
	}
	memcpy(dst, js + i, end - i);
	dst[end - i] = '\0';
}

static noinline __maybe_unused void dtap_json(char *dst, const char *js, const char *sel)
{
	struct dtap_json_comp comp[DTAP_JSON_COMPS];
	struct dtap_json_level st[DTAP_JSON_DEPTH];
	u32 len = strnlen(js, DTAP_STRSIZE), i = 0, koff = 0, klen = 0;
	int ncomp = dtap_json_sel(sel, comp), lvl = -1;
	bool want_key = false;

	dst[0] = '\0';
	while (ncomp >= 0 && i < len) {
		char c = js[i];
		bool match;

		if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ':') {
			i++;
			continue;
		}
		if (c == ',') {
			if (lvl < 0)
				return;
			if (st[lvl].obj)
				want_key = true;
			else
				st[lvl].idx++;
			i++;
			continue;
		}
		if (c == '}' || c == ']') {
			if (lvl < 0 || st[lvl].obj != (c == '}'))
				return;
			lvl--;
			i++;
			continue;
		}
		if (want_key) {	/* an object's key, then its value */
			if (c != '"')
				return;
			koff = i + 1;
			i = dtap_json_skip_str(js, len, i);
			if (i > len)
				return;
			klen = i - 1 - koff;
			want_key = false;
			continue;
		}
		/* a value, at path (the containers' components, this one's) */
		if (lvl < 0) {
			match = true;
		} else {
			const struct dtap_json_comp *k = &comp[lvl];

			match = st[lvl].ok && lvl < ncomp &&
				(st[lvl].obj ? k->index < 0 && k->len == klen &&
					       !memcmp(sel + k->off, js + koff, klen)
					     : k->index == st[lvl].idx);
		}
		if (match && lvl + 1 == ncomp) {
			dtap_json_take(dst, js, len, i);
			return;
		}
		if (c == '{' || c == '[') {
			if (lvl + 1 == DTAP_JSON_DEPTH)
				return;
			st[++lvl] = (struct dtap_json_level){ c == '{', match, 0 };
			want_key = c == '{';
			i++;
			continue;
		}
		i = dtap_json_skip(js, len, i);
	}
}
