User-agent: *

Disallow: /sitecore/*
Disallow: /area-de-cliente/*
Disallow: /client-area/*
Disallow: /espace-client/*
Disallow: /area-clienti/*
Disallow: /kundenbereich/*
Disallow: /pt/sitecore/*
Disallow: /en/sitecore/*

Sitemap: https://www.flytap.com/sitemap.xml