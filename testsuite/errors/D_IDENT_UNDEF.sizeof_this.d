BEGIN { x = sizeof(this->nothing); }
