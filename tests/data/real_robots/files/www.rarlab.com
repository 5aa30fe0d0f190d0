User-agent: *
Disallow: /rar/
Disallow: /far/
Disallow: /farnew.htm 
Disallow: /shop2rarlab.php
