User-agent: *
Allow: / 

Disallow: /topic/*
Allow: /rss.htm
Allow: /sitemap.htm   
Sitemap: https://www.mid-day.com/sitemap.xml
Sitemap: https://www.mid-day.com/articles_sitemap.xml