User-agent: *
Disallow: /*/splash/
Disallow: /*/clubs/home.php
Disallow: /*/account/
Disallow: /*/signup/games/

# Sitemap files for Polish
Sitemap: http://www.stardoll.com/pl/sitemaps/sitemap_pl.xml