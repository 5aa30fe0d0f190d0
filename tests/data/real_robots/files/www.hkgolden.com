#It's for search engine indexes, aka Google

User-agent: facebookexternalhit/1.1
Disallow:

User-agent: *
Disallow: *.axd 
Disallow: /SearchResults.aspx
Allow: /ArticleBase/frontpic/
Allow: /ArticleBase/Big/

User-agent: Mediapartners-Google 
Disallow:
Sitemap: http://www.hkgolden.com/sitemap_index.xml
