#pragma D option quiet
#pragma D option aggsize=16

/* aggregation exhaustion: aggsize=16, 20 distinct str keys in BEGIN:
 * the first 16 are kept, the other 4 counted as drops, exactly. */

BEGIN
{
	@a["k01"] = count();
	@a["k02"] = count();
	@a["k03"] = count();
	@a["k04"] = count();
	@a["k05"] = count();
	@a["k06"] = count();
	@a["k07"] = count();
	@a["k08"] = count();
	@a["k09"] = count();
	@a["k10"] = count();
	@a["k11"] = count();
	@a["k12"] = count();
	@a["k13"] = count();
	@a["k14"] = count();
	@a["k15"] = count();
	@a["k16"] = count();
	@a["k17"] = count();
	@a["k18"] = count();
	@a["k19"] = count();
	@a["k20"] = count();
	printa("%s %@d\n", @a);
	exit(0);
}
