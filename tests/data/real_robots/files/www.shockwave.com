User-agent: *
Disallow: /error/
Disallow: /services/
Disallow: /servicemanager/
Disallow: /content/
Disallow: /member/
Disallow: /bin/
Disallow: /sponsors/
Disallow: /*.swf
Disallow: /*-archive.jsp 
Disallow: /*?day= 
Disallow: /unlimited.jsp?

Sitemap: http://www.shockwave.com/sitemap.xml