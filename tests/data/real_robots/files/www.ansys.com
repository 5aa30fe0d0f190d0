User-agent: *
Disallow: /sitecore/
Sitemap: https://www.ansys.com/sitemap.ashx
Disallow: /drafts/
Sitemap: https://secure.vidyard.com/sitemaps/sitemap-Vv2otwyS9ILNcoRjxEDUaA.xml