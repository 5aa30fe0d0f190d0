User-agent: *
Disallow: /news/68392
Disallow: /news/68392/have-john-lloyd-cruzs-two-endorsement-deals-pulled-out
Sitemap: https://www.pep.ph/sitemap.xml

User-agent: grapeshot