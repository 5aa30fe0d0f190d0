User-agent: Twitterbot
Disallow:

User-agent: *
Disallow: /action/
Disallow: /login/
Disallow: /contact/
Disallow: /connect/
Disallow: /elastic/
Disallow: /externalpreview/
Disallow: /signin/
Disallow: /signup
Disallow: /sitemap-generation
Disallow: /testurls
Disallow: /legacy/
Disallow: /userdetails/
Disallow: /webservices/
Disallow: /ws/
Disallow: /tvs/
Disallow: /beta-eng/
Disallow: /sendStoryLink/
Disallow: /commentCount
Disallow: /*/commentCount
Disallow: /*/embedded/

Sitemap: https://www.swissinfo.ch/media/ext/sitemap/sitemap_index.xml
Sitemap: https://www.swissinfo.ch/media/ext/newsSitemap/sitemap_index.xml
