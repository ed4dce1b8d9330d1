tick-1s { @a = count(); x = @a; }
