User-agent: *

Disallow: /search.html?*
Disallow: /afr-newsletter-btb
Disallow: /afr-newsletter-mw5
Disallow: /smi-newsletter