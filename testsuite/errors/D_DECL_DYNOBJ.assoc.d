typedef int arr_t[4];
arr_t v[int];
