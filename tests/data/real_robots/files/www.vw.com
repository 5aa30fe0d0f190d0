User-Agent: *
Disallow: /content/dam/vwcom/
Disallow: /profile/
Disallow: /find-match/results/
Disallow: /find-match/model/
Disallow: /web/vw/vci2/index.html
Disallow: /section/
Sitemap: https://www.vw.com/sitemap.xml