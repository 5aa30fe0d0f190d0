User-agent: *
Allow: /
