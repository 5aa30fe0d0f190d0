User-agent: *
Disallow: /user/
Disallow: /search
Disallow: /search/
Disallow: /*.jsp$
Disallow: /contests/
Disallow: /preview/
Disallow: /photos/

Sitemap: https://www.teenvogue.com/sitemap.xml
Sitemap: https://www.teenvogue.com/feed/google-latest-news/sitemap-google-news