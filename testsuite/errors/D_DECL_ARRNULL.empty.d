/* [] names neither a dimension nor keys */
int a[];
