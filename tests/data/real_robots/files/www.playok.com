User-agent: *
Disallow: /slownik/
Disallow: /p/
Disallow: /*/stat.phtml
Disallow: /*/game.phtml
