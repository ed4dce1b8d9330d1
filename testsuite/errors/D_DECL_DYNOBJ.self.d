typedef int arr_t[4];
self arr_t v;
