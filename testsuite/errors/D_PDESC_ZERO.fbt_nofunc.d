fbt::no_such_function_xyz:entry
{
}
