BEGIN { print(); }
