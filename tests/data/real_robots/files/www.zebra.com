User-agent: *
Disallow: */sitesearch.html*
Disallow: */apps/dlmanager*
Disallow: */error/*
Disallow: */battlecard/*
Disallow: */battle-card/*
Disallow: */zebra-web-style-guidelines/*
Disallow: */zebra-web-style-guidelines.html
Disallow: */forms/*
Disallow: */forms.html
Disallow: */content/dam/private/*
Disallow: */ewa/*
Disallow: */sandbox/*
Disallow: */sandbox.html
Disallow: */campaign-references/*
Disallow: */5x5-end-user/*
Disallow: */5x5-partner/*
Disallow: */distributor-notice/*
Disallow: */guide-selling/*
Disallow: */selling-guide/*
Disallow: */presentation-customer-facing/*
Disallow: */product-marketing-bulletin/*
Disallow: */service-marketing-bulletin/*
Disallow: */bulletin-marketing/*
Disallow: */bulletins-marketing/*
Disallow: */error/*
Disallow: */reference-components-page-cross-promotion/*
Disallow: */support-downloads/printers-cn/*
Disallow: */reference-components-page-cross-promotion.html
Disallow: */header.html
Disallow: */footer.html
Disallow: */header-only.html
Disallow: */footer-only.html
Disallow: */reference.html
Disallow: */tile-reference.html



Sitemap: https://www.zebra.com/sitemapindex.xml

#NS