BEGIN { this->s = "a"; this->s /= 2; }
