User-agent: Googlebot-Image
Disallow: /
Disallow: /wp-content/uploads/

User-agent: Bingbot
Disallow: /wp-content/uploads/
