BEGIN { commit("x"); }
