User-agent: *
Disallow: /page.aspx?
