BEGIN { trunc(@nope, 3); }
