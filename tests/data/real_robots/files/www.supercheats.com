User-agent: *
Disallow: /highslide
Disallow: /wiki/*?history=
Disallow: /supercheats-test.htm
Disallow: /*/*/0/not-found
Disallow: /*/*/0/ar-codes/not-found
Disallow: /*/.htm

Disallow: /latestforums/pages/*
Disallow: /newpage/*
Disallow: /avatar.php
Disallow: /search.php
Disallow: /bio.php
Disallow: /editdetails.php
Disallow: /ratesubmission.php

Disallow: /*/addfriendcodebox
Disallow: /*/reportcomment
Disallow: /*/ratingbox
Disallow: /*/reportquestion
Disallow: /*/reportanswer
Disallow: /*/commentanswer

Disallow: /sitetest
Disallow: /pokemontest

Disallow: /supercheats-test*
