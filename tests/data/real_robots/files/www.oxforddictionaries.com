User-agent: *
