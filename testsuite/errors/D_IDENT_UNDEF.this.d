BEGIN { trace(this->nothing); }
