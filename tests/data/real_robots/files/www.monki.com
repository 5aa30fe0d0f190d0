User-agent: *
Disallow: */login/*
Disallow: */register/*
Disallow: */password/*
Disallow: */my-account/*
Disallow: */cart/*
Sitemap: https://www.monki.com/sitemapindex.xml

Disallow: /newsletterunsubscribe.html
Disallow: /ntunsubscribe.html
