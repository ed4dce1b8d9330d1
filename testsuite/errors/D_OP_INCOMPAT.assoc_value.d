BEGIN { a["k"] = "v"; a["j"] = 2; }
