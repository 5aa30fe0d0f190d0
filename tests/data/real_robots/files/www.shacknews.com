User-agent: *
Sitemap: https://www.shacknews.com/feed/sitemap-index
Disallow: /settings
Disallow: /messages
Disallow: /contact
Disallow: /privacy
Disallow: /tos
Disallow: /chatty
Disallow: /moderators
Disallow: /account
Disallow: /login
Disallow: /ads
Disallow: /search
Disallow: /frame_chatty.x
Disallow: /user

Allow: /
