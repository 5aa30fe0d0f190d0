User-Agent: *
Disallow: 
Disallow: /4564944
Disallow: /debug