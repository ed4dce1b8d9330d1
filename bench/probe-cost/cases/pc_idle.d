/* dtap loaded and consuming, probe armed but not firing during the loop:
 * what dtapio's polling alone costs. */
#pragma D option quiet
tick-3600s { x++; }
