Sitemap: https://www.sltrib.com/arcio/sitemap/
User-agent: *
Disallow: 