User-agent: *
Disallow: /open/RadPdf.axd