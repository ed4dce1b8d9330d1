BEGIN { this->x = alloca(8); y = bcopy(`linux_banner, this->x, 8); }
