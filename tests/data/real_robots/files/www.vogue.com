User-agent: *
Disallow: /wp-admin/
Disallow: /promotions/
Disallow: /sweeps/
Disallow: /search/
Disallow: /?s=*
Disallow: /video/
Disallow: /social/
Disallow: /preview/
Disallow: /masthead/
Disallow: */print
Disallow: /slideshow/*-inline$

User-agent: LinkCheck by Siteimprove.com
Disallow: /

Sitemap: https://www.vogue.com/sitemap.xml
Sitemap: https://www.vogue.com/feed/google-latest-news/sitemap-google-news