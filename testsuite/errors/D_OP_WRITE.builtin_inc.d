BEGIN { timestamp++; }
