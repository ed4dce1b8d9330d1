BEGIN { this->x = 1; this->x = "a"; }
