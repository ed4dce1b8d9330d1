/* pid$target without -c or -p: $target is 0, and pid0 names no process */
pid$target:::entry
{
}
