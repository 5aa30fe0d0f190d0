User-Agent: *
Disallow: /cgi-bin/

