User-agent: *
Disallow: /*/tickets/
Disallow: /s/*
Disallow: /utils/*
