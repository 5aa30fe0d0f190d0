#robots.txt for all our sites
User-agent: *
Disallow: /contact_us.php
