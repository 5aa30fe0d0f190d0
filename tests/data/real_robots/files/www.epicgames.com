
User-agent: *
Disallow: /account
Disallow: /exchange
Disallow: /login
Disallow: /logout
