# sleep sleeps 1 s: dtapio names its frames while it runs.  The addresses
# depend on busybox's build: masked.
dtaprun -c 'sleep 1' "$1" | sed 's/`0x[0-9a-f]*/`0xADDR/'
