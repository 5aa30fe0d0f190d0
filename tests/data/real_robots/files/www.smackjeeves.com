User-agent: *
Disallow: /oldforum/
Disallow: /postcomment.php*
Disallow: /newscomment.php*
Disallow: /ratecomic.php*
Disallow: /user-data/
Disallow: /self-serve/out.php*