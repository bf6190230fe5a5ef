float ü; /* «ü» */ _Pragma("acc paralel")
