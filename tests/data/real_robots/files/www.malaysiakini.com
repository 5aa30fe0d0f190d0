User-agent: *
Disallow: /CHANGELOG.txt

User-agent: Nutch
Disallow: /
