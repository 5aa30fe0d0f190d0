User-agent: *
Disallow: /diagnostics/
Disallow: /platform/admin/
Disallow: /?experience=shop*
Sitemap: https://automobiles.honda.com/sitemap.xml