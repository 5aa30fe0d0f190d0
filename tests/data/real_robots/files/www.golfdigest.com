User-agent: *
Disallow: /user/
Disallow: /preview/
Sitemap: https://www.golfdigest.com/sitemap.xml
Sitemap: https://www.golfdigest.com/feed/google-latest-news/sitemap-google-news