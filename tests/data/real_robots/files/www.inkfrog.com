# Don't allow web crawlers to index Craft CMS
User-agent: *
Disallow: /craft/
