typedef char name_t[-1];
