User-agent: *
Disallow:/media/press_releases/TechMahindra-to-modernize-the-US-State-of-Nevada-Department-MotorVehicles.aspx
Sitemap: http://www.techmahindra.com/Sitemap.xml
Sitemap: http://www.techmahindra.com/images_sitemap.xml