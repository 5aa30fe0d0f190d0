Sitemap: https://www.heroku.com/sitemap.xml
User-agent: *
Disallow: */search
