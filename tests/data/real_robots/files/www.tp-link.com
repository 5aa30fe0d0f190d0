User-agent:*
Disallow:/ir/
Disallow:/iq/
Disallow:/*/search/
