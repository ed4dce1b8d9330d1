#pragma D option quiet
#pragma D option strsize=512

/*
 * json(text, selector): keys joined by ".", array indexes in brackets; a
 * string value's characters, a scalar's text, a container's whole text;
 * the empty string for a selector that names nothing, a text that is not
 * JSON where it is read, or a selector dtap cannot use.
 */
BEGIN
{
	j = "{\"name\": \"dtap\", \"version\": 2, \"ok\": true, \"none\": null, \"list\": [10, \"b\", {\"x\": -1.5e3}], \"deep\": {\"a\": {\"b\": [[1, 2], [3, 4]]}}, \"esc\": \"q\\\"uote\"}";
	printf("[%s]\n", json(j, "name"));
	printf("[%s]\n", json(j, "version"));
	printf("[%s] [%s]\n", json(j, "ok"), json(j, "none"));
	printf("[%s]\n", json(j, "list"));
	printf("[%s] [%s] [%s]\n", json(j, "list[0]"), json(j, "list[1]"), json(j, "list[2].x"));
	printf("[%s] [%s]\n", json(j, "deep.a.b[1][0]"), json(j, "deep.a"));
	printf("[%s]\n", json(j, "esc"));
	printf("[%s] [%s] [%s]\n", json(j, "nope"), json(j, "list[3]"), json(j, "name.x"));
	printf("[%s] [%s]\n", json("[1, [2, 3]]", "[1][1]"), json("42", ""));
	printf("[%s] [%s]\n", json("{\"a\": }", "a"), json("{\"a\" 1]", "b"));
	printf("[%s]\n", json(j, "list[x]"));
	/* 40 levels: [0][0] is taken whole; 17 components are more than json() takes */
	printf("[%s] [%s]\n", json("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "[0][0]"),
	    json("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"));
	exit(0);
}
