User-agent: *

Disallow: /basket/
Disallow: /checkout/
Disallow: /customer/
Disallow: */dynaTraceMonitor
Disallow: *jsessionid
Disallow: *tab=reviews
Disallow: *_DARGS
Disallow: *_requestid
Disallow: *bvstate
Disallow: *skuId
Disallow: /basket
Disallow: /facets/
Disallow: /filters/
Disallow: */reviews
Disallow: /menu/
Disallow: /*?*Nrpp=
Disallow: *?*Nrpp
Disallow: /search/
Disallow: /departments/_/N-8ro
Disallow: /departments/DIY406823.cat
Disallow: /clearance/DIY1528635.cat
Disallow: /clearance/*_/N-

Sitemap: https://www.diy.com/sitemap/sitemap-index-diy.xml
