User-agent: *

Disallow: /styles/
Disallow: /javascripts/
Disallow: /images/
Disallow: /community/
Allow: /community/?subtopic=fansites
Allow: /community/?subtopic=resellers
Disallow: /forum/
Disallow: /account/
