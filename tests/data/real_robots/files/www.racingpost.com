User-agent: Swiftbot
Disallow:

User-agent: *
Sitemap: https://www.racingpost.com/sitemap.xml
Sitemap: https://www.racingpost.com/news/siteindex.xml
Sitemap: https://www.racingpost.com/profiles/siteindex.xml
Sitemap: https://www.racingpost.com/newssitemap.xml
Disallow: /results/ugc/
Disallow: /profile/horse/form/ugc/
Disallow: /racecards/ugc/
Disallow: /insightshub/
Disallow: /Embed/v7.aspx
