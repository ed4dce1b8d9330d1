/* a provider's parts are provider module function name args */
#pragma D attributes Evolving/Evolving/ISA provider io probe
BEGIN
{
}
