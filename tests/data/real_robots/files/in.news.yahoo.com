User-agent: *
Disallow: 
Sitemap: https://in.news.yahoo.com/sitemaps/news-sitemap_index_IN_en-IN.xml.gz
