User-agent: *
Disallow: /staff/
Disallow: /files/
Disallow: /data/
Disallow: /cache/
Disallow: /download.php
Disallow: /gallery.php
Disallow: /patches.php
Disallow: /saves.php
Disallow: /search.php
Disallow: /stylesheet.php
Disallow: /thumb.php
Disallow: /vote.php

Sitemap: https://www.emulator-zone.com/sitemap.xml