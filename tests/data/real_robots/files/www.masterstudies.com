Sitemap: https://www.masterstudies.com/sitemap.xml
User-agent: *
Disallow: /ajax_handler.php?action=get_form*