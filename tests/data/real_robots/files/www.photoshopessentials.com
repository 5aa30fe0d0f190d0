User-agent: Mediapartners-Google
Disallow:

