User-Agent: *
Disallow: /ads
Disallow: /users
Disallow: /posts
Disallow: /groups
Disallow: /explore
Disallow: /home
