Sitemap: http://www.wisegeek.com/sitemap-index.xml.gz
User-agent: *
Disallow: /s/
Disallow: /templates/
Disallow: /d/
Disallow: /topics/
Disallow: /related/
Disallow: /relevant/
Disallow: /videos/
Disallow: /captcha.php

User-Agent: MediaPartners-Google
Allow: /s/
Allow: /topics/
Allow: /related/
Allow: /relevant/

