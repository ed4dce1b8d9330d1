/* found by fuzz/fuzz_translate: "enum" (or struct, union) as the last token crashed the parser */
enum