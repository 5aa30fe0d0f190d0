User-agent: *
Disallow: /gameserver/
Disallow: /adserver/
Disallow: /tick/

Disallow: /logout
Disallow: /auth/facebook/
Disallow: /auth/twitch/
Disallow: /auth/twitter/
Disallow: /auth/google/
Disallow: /authorize/

Disallow: /auth/social-login/
Disallow: /auth/authorization/
Disallow: /auth/authorize/
Disallow: /auth/logout/
