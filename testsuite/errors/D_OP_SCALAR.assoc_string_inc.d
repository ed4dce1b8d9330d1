BEGIN { a["k"] = "v"; a["k"]++; }
