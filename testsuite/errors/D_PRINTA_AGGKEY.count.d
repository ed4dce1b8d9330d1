/* dt_printf.c, dt_printa_validate: the aggregations printa( ) joins are
 * compared by key count first (D_PRINTA_AGGKEY), then key by key. */
BEGIN { @a[1] = count(); @b[1, 2] = count(); printa(@a, @b); }
