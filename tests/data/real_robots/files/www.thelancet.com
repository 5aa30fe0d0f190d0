User-agent: *
Disallow: /

User-agent: Googlebot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action

User-agent: Swiftbot
Disallow: /action
