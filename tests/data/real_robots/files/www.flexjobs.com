User-Agent: *
Disallow: /admin/
Disallow: /Admin/
Disallow: /ADMIN/
Disallow: /*.asmx
