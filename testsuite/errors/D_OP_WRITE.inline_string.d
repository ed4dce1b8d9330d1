inline string S = "x";
BEGIN { S = "y"; }
