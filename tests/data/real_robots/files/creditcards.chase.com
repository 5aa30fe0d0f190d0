User-agent: *
Disallow:


Sitemap: https://creditcards.chase.com/sitemap-business-credit-cards.xml
Sitemap: https://creditcards.chase.com/sitemap-credit-cards.xml
Sitemap: https://creditcards.chase.com/sitemap-slate-credit-cards.xml
Sitemap: https://creditcards.chase.com/sitemap-freedom.xml