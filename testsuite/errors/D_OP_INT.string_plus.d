BEGIN { s = "a" + "b"; }
