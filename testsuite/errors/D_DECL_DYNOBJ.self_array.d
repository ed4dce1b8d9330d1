/* a thread-local array variable is refused */
self int sa[4];
