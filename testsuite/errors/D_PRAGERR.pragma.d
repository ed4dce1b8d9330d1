#ident "@(#)script 1.1"
#pragma D ident "ignored, as #ident"
#pragma D error bad config 2
BEGIN
{
}
