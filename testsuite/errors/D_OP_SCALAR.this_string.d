BEGIN { this->s = "a"; this->s++; }
