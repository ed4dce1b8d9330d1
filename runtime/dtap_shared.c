// SPDX-License-Identifier: GPL-2.0
/*
 * dtap_shared.c - the shared object: the part of the runtime that is the
 * same for every program, compiled once per kernel build tree and runtime
 * (translator/build/dt_shared.c caches it) and linked into every module
 * beside the module's own object (dtap_shared.h says what crosses).
 * Only code that runs outside probe context belongs here: the probe path
 * stays in dtap_runtime.h, inlined into the generated clauses.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/moduleparam.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>
#include <linux/fs.h>
#include <linux/debugfs.h>
#include <linux/proc_fs.h>
#include <linux/security.h>
#include <linux/cred.h>
#include <linux/namei.h>
#include <linux/vmalloc.h>
#include <linux/slab.h>
#include <linux/atomic.h>
#include <linux/percpu.h>
#include <linux/cpumask.h>
#include <linux/log2.h>
#include <linux/init.h>
#include <linux/hrtimer.h>
#include <linux/cpu.h>
#include <linux/smp.h>

#include "dtap_features.h"
#include "dtap_wire.h"
#include "dtap_shared.h"

#include "load.c"
#include "transport_read.c"
#include "agg_read.c"
#include "ctl.c"
#include "files.c"
#include "timers.c"
