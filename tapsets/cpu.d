/*
 * cpu.d - the CPU a probe fires on, as Oracle's DTrace for Linux defines
 * it: cpuinfo_t (curcpu) and the chip, lgrp and pset built-ins.
 *
 *   cpu_id    the CPU's number (the cpu built-in)
 *   cpu_pset  its processor set: Linux has none, -1 (PS_NONE)
 *   cpu_chip  its physical package (topology_physical_package_id)
 *   cpu_lgrp  its NUMA node (cpu_to_node), Linux's locality group
 */
#pragma D attributes Stable/Stable/Common curcpu

typedef id_t processorid_t;
typedef id_t psetid_t;
typedef id_t chipid_t;
typedef id_t lgrp_id_t;

typedef struct cpuinfo {
	processorid_t cpu_id;
	psetid_t cpu_pset;
	chipid_t cpu_chip;
	lgrp_id_t cpu_lgrp;
} cpuinfo_t;

translator cpuinfo_t < int C > {
	cpu_id = C;
	cpu_pset = -1;
	cpu_chip = dtap_cpu_chip(C);
	cpu_lgrp = dtap_cpu_lgrp(C);
};

inline cpuinfo_t *curcpu = xlate<cpuinfo_t *>(cpu);
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;
inline psetid_t pset = curcpu->cpu_pset;
