User-agent: *

Disallow: /viewarticle/*_print
Disallow: /viewprogram/*_pnt
Disallow: /druginfo/monoinfobyid*
Disallow: /cp/*
