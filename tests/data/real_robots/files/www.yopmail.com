User-Agent: *
Disallow: *?
Disallow: /*?
Disallow: /inbox.php
Allow: /forum/*?

User-Agent: Mediapartners-Google
Disallow: 