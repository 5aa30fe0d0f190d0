User-agent: *

Disallow:

# Sitemap files
Sitemap: https://gfx.tarot.com/tarot_sitemap.xml
