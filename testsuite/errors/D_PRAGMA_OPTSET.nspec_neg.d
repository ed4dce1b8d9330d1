#pragma D option nspec=-1
BEGIN { exit(0); }
