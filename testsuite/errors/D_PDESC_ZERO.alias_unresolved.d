probe myp:::gone (int)
{
	sdt:::no_such_tracepoint_a = (1);
	fbt::no_such_function_b:entry / arg0 != 0 / = (arg0);
};
myp:::gone { trace(args[0]); }
