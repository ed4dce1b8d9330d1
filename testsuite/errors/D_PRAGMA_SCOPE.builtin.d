/* a built-in variable's attributes are dtrace's, not the script's */
#pragma D attributes Standard/Standard/Common curthread
BEGIN
{
}
