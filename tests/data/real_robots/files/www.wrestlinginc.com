Sitemap: https://www.wrestlinginc.com/news/googlesitemap.xml
Sitemap: https://www.wrestlinginc.com/siteindex.xml

User-agent: Googlebot-News
Disallow: /temp
Disallow: /wi

User-agent: *
Disallow: /temp
Disallow: /wi
