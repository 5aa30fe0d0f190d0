User-agent: *
Disallow: /toolbox/
Disallow: /utility/auth/Login.aspx
Disallow: /en/utility/siteindex.aspx