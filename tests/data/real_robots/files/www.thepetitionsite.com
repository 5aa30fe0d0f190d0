User-agent: *
Disallow: /servlets/do_logoff.html
