BEGIN { print((void *)&`max_pfn); }
