User-agent: *
Disallow: /api/
Disallow: /health
Disallow: /search*
Sitemap: https://feeddata.starz.com/PROD/google_home/starz_feed.json
