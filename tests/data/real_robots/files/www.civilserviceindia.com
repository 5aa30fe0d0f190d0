User-agent: *
Disallow: /inst/
Disallow: /Ads/
Disallow: /sec/
Disallow: /apps/
Disallow: /pdf_download.php
Disallow: /red.php






