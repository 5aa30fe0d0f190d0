<!DOCTYPE html>
<!--[if lt IE 7 ]>		<html lang="en" class="no-js ie ie6 lt-ie9 lt-ie8 lt-ie7"> <![endif]-->
<!--[if IE 7 ]>			<html lang="en" class="no-js ie ie7 lt-ie9 lt-ie8"> <![endif]-->
<!--[if IE 8 ]>			<html lang="en" class="no-js ie ie8 lt-ie9"> <![endif]-->
<!--[if IE 9 ]>			<html lang="en" class="no-js ie ie9"> <![endif]-->
<!--[if (gte IE 9)|!(IE)]><!-->
<html lang="en" class="no-js"> <!--<![endif]-->
<head>

	<!-- Basic Page Needs
	================================================== -->
	<meta charset="utf-8" />
	<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1" />
	<meta name="viewport" id="myViewport" content="width=device-width" />
	<title>Arvest Bank - Banking, Investments, Mortgage Loans</title>

	<!-- CSS
	================================================== -->
	<link rel="stylesheet" href="/arvest.com/css/MyFontsWebfontsKit.css" />
	<link rel="stylesheet" href="/arvest.com/css/bootstrap_custom.css" />
	<!--<link rel="stylesheet" href="/arvest.com/css/ui-lightness/jquery-ui-1.10.4.min.css" />-->
	<link rel="stylesheet" href="/arvest.com/css/layout2.css" />
	<!--[if lt IE 9]>
		<script type="text/javascript" src="/arvest.com/js/html5.js"></script>
		<script type="text/javascript" src="/arvest.com/js/respond.min.js"></script>
	<![endif]-->
	<!--[if lt IE 8]>
		<link rel="stylesheet" href="/arvest.com/css/ie7.css">
	<![endif]-->

	<link rel="canonical" href="https://www.arvest.com/" />
	<link type="image/vnd.microsoft.icon" rel="Shortcut Icon" href="/arvest.com/favicon.ico" sizes="16x16 24x24 32x32" />
	<link type="text/css" media="all" rel="stylesheet" href="/arvest.com/css/page_home.css" />
	<link type="text/css" media="all" rel="stylesheet" href="/arvest.com/css/bigslider.css" />
	<meta name="DCS.dcsuri" content="/" />
	<meta name="description" content="Arvest Bank owns and operates 16 community banks in Arkansas, Oklahoma, Missouri and Kansas offering banking, mortgages, credit cards and investments." />
	<meta name="keywords" content="bank, banks, banking, credit card, credit cards, mortgage, mortgage loans, home loan, mortgages, investments, investing, checking accounts, home equity loan, certificate of deposit, savings account, money market, visa, mastercard, business banking, commercial banking, commercial loans, equipment finance, mobile check deposit, mobile banking, online banking, popmoney" />
	<meta property="og:description" content="Arvest Bank owns and operates 16 community banks in Arkansas, Oklahoma, Missouri and Kansas offering banking, mortgages, credit cards and investments." />
	<meta property="og:site_name" content="Arvest" />
	<meta property="og:title" content="Arvest Bank - Banking, Investments, Mortgage Loans" />
	<meta property="og:type" content="website" />
	<meta property="og:url" content="https://www.arvest.com/" />
        
	<script src="/arvest.com/js/viewport.js"></script>
	<script src="/common/jquery/jquery-1.9.1.min.js"></script>
	<script src="/common/jquery/common.min.js"></script>
	<script src="/arvest.com/js/aob-search.js"></script>
	<!--<script src="/common/js/tealeaf/TealeafSDK5.3.ArvestWithDOMDiff.js"></script>-->
	<style>
	<!--
		
	.Jul19-slide-1 {
		background: url(/arvest.com/images/slides/Jul19-slide-1.jpg) no-repeat center top;
		filter: progid:DXImageTransform.Microsoft.AlphaImageLoader(src='/arvest.com/images/slides/Jul19-slide-1.jpg', sizingMethod='scale');
	}

	.Jul19-slide-2 {
		background: url(/arvest.com/images/slides/Jul19-slide-2.jpg) no-repeat center top;
		filter: progid:DXImageTransform.Microsoft.AlphaImageLoader(src='/arvest.com/images/slides/Jul19-slide-2.jpg', sizingMethod='scale');
	}

	.Jul19-slide-3 {
		background: url(/arvest.com/images/slides/Jul19-slide-3.jpg) no-repeat center top;
		filter: progid:DXImageTransform.Microsoft.AlphaImageLoader(src='/arvest.com/images/slides/Jul19-slide-3.jpg', sizingMethod='scale');
	}

	.Jul19-slide-4 {
		background: url(/arvest.com/images/slides/Jul19-slide-4.jpg) no-repeat center top;
		filter: progid:DXImageTransform.Microsoft.AlphaImageLoader(src='/arvest.com/images/slides/Jul19-slide-4.jpg', sizingMethod='scale');
	}

.solar-system span {
    background: url(/arvest.com/images/icons-button/solar-system.png) no-repeat center 12px;
}

.solar-system span:hover,
.solar-system.cycle-pager-active span {
    background-position: center -248px;
}

.suv span {
    background: url(/arvest.com/images/icons-button/suv.png) no-repeat center 19px;
}

.suv span:hover,
.suv.cycle-pager-active span {
    background-position: center -242px;
}

.heloc span {
	background: url(/arvest.com/images/icons-button/heloc.png) no-repeat center 16px;
}

.heloc span:hover,
.heloc.cycle-pager-active span {
	background-position: center -248px;
}

.eagle span {
	background: url(/arvest.com/images/icons-button/eagle.png) no-repeat center 12px;
}

.eagle span:hover,
.eagle.cycle-pager-active span {
    background-position: center -248px;
}



	-->
	</style>

</head>
<body>
	<script type="text/javascript">
		(function() {
		var bt="text/java",z=document,fh=z.getElementsByTagName('head')[0],k='script',j= (window.location.protocol == "https:" ? "https:/" : "http:/");
		var y=z.createElement(k);y.async=true;y.type=bt+k;y.src=[j,"sdnt2.arvest.com","820861","tilt.js"].join("/");
		fh.appendChild(y);
		})();
    </script>
    
    <script type="text/javascript">
		(function() {
		var s = document.createElement('script'), attrs = { src: (window.location.protocol == "https:" ? "https:" : "http:") + "//" + "cdn.arvest.com/820861/envDesign.js", async: true, type: "text/javascript" };
		for(var k in attrs) { s.setAttribute(k, attrs[k]) }
		document.getElementsByTagName('head')[0].appendChild(s);
		})();
    </script>


	<!-- Primary Page Layout
	================================================== -->

	<header class="header-container">
		
<div class="nav-search-bar hidden-xs">
	<div class="container">
		<div class="row">
			<div class="col-sm-12">
					<form class="ask-arvest clearfix" method="get" action="/askarvest">
		
	<fieldset>
	<legend class="visuallyhidden">Ask Arvest</legend>
		<input type="hidden" name="typeId" value="0" />
		<input type="submit" value="Ask" class="btn-ask FuturaBT-Book" />
		<label class="FuturaBT-Book" for="ask-arvest-1">Ask Arvest</label>
		<input id="ask-arvest-1" class="form-control ask-field" aria-label="Ask Arvest a Question" name="q" placeholder="Enter a Question or Keyword" type="text" />
	</fieldset>
	</form>
				<nav class="nav-links">
					<a href="/rates">Rates</a>
					&nbsp; | &nbsp;
					<a href="/survey">Survey</a>
					&nbsp; | &nbsp;
					<a href="/about">About</a>
					&nbsp; | &nbsp;
					<a href="/contact/banking">Contact</a>
					&nbsp; | &nbsp;
					<a href="/careers">Careers</a>
				</nav>
			</div>
		</div>
	</div>
</div><!--nav-search-bar-->

<div class="nav-logo-bar">
	<div class="container">
		<div class="row">
			<div class="col-sm-8">
				<div class="logo-xs visible-xs"><a href="/"><img src="/arvest.com/images/template/arvest-logo.png" width="150" height="51" alt="arvest bank official logo"></a></div>
				<div class="logo hidden-xs"><a href="/"><img src="/arvest.com/images/template/arvest-logo.png" width="201" height="69" alt="arvest bank official logo"></a></div>
			</div>
			<div class="col-sm-4 text-right hidden-xs">
						<form class="location-search clearfix" action="/branch-locator">
			
		<fieldset>
		<legend class="visuallyhidden">Branch Locator</legend>
			<label for="branch_locator_header" class="FuturaBT-Book">ATM &amp; Branch Locations</label>
			<div class="form-group">
				<input name="loc_q" class="form-control location-field" id="branch_locator_header" type="text" value="" placeholder="City, State or Zip" />
				<input type="submit" class="button-go FuturaBT-Book" value="Go" />
			</div>
		</fieldset>
		</form>
			</div>
		</div>
	</div>
</div><!--nav-logo-bar-->

<nav class="top-navigation hidden-xs">
	<div class="container">
		<ul class="list-inline clearfix FuturaBT-Book">
			<li class="nav-item nav-personal">
				<a class="dropdown-toggle" href="#">Personal</a>
				<div class="dropdown-menu dropdown-arvest">
					<ul>
						<li class="list-heading">Bank</li>
						<li><a href="/personal/bank/checking">Checking</a></li>
						<li><a href="/personal/bank/savings">Savings</a></li>
						<li><a href="/personal/bank/online">Online &amp; Mobile</a></li>
						<li><a href="/personal/bank/checking/debit-cards">Debit Cards</a></li>
						<li><a href="/rates">Deposit Rates</a></li>
						<li><a href="/personal/bank/credit-cards/rewards">Arvest Flex Rewards&trade;</a></li>
						<li><a class="text-red" href="/personal/bank/checking/apply">Open an Account</a></li>
					</ul>
					<ul>
						<li class="list-heading">Borrow</li>
						<li><a href="/personal/borrow/home-loans">Home Loans</a></li>
						<li><a href="/personal/borrow/home-loans/servicing-center">Home Loan Servicing</a></li>
						<li><a href="/personal/borrow/home-loans/servicing-center/find-a-lender">Find a Lender</a></li>
						<li><a class="text-red" href="/homeloan">Apply for Home Loan</a></li>
						<li><a href="/personal/borrow/consumer-loans">Personal Loans</a></li>
						<li><a href="/personal/borrow/consumer-loans/auto-loans-boats-motorcycles-vans">Auto Loans</a></li>                        
                        <li><a href="/personal/protect/auto-warranty">Auto Service Contracts</a></li>						
					</ul>
					<ul>
						<li class="list-heading">Invest</li>
						<li><a href="/personal/invest/planning/retirement">Retirement Planning</a></li>
						<li><a href="/personal/invest/investing">Investments</a></li>
						<li><a href="/personal/invest/trust-and-estate-services">Trust Services</a></li>
						<li><a href="/personal/invest/private-banking">Private Banking</a></li>
						<li><a href="/personal/invest/arvest1">Arvest1 Brokerage</a></li>
						<li><a href="/personal/invest/find-a-client-advisor">Find a Client Advisor</a></li>
						<li><a href="/personal/invest/trust-and-estate-services/find-a-trust-advisor">Find a Trust Officer</a></li>
					</ul>
					<ul>
						<li class="list-heading">Other</li>
						<li><a href="/calculators">Calculators</a></li>
						<li><a href="/personal/fee-schedule">Fee Schedule</a></li>
						<li><a href="/personal/protect/id-protect">ID Protect<sup>&reg;</sup></a></li>
                        <li><a href="/referlive">ReferLive</a></li>
						<!--<li><a href="/personal/protect">Financial Protection</a></li>-->						
						<li><a href="/personal/protect/accidental-death-dismemberment-insurance">AD&amp;D Insurance</a></li>
						<li><a href="/personal/bank/prepaid-cards/gift-cards">Visa<sup>&reg;</sup> Gift Cards</a></li>
						<li><a data-rel="external" href="https://orderpoint.deluxe.com/personal-checks/welcome.htm" target="_blank">Order Checks</a></li>
						<li><a href="/available-property">Available Property</a></li>
					</ul>
					<div class="ad-box">
						<a href="/personal/borrow/consumer-loans/home-equity-loans-lines-credit?WT.ac=assets-loans-heloc-mainnav"><img src="/arvest.com/images/bannerart/MainNav_HELOC.png" width="217" height="234" alt="Learn more about our home equity lines, which can be used to remodel your home, make a big purchase or consolidate debt.
"></a>
					</div>
				</div> <!-- end dropdown-menu -->
			</li>

			<li class="nav-item nav-business">
				<a class="dropdown-toggle" href="#">Business</a>
				<div class="dropdown-menu dropdown-arvest">
					<ul>
						<li class="list-heading">Bank</li>
						<li><a href="/business/bank/accounts/small-business">Small Business</a></li>
						<li><a href="/business/bank/accounts/commercial">Commercial</a></li>
						<li><a href="/business/bank/online-services">Online Services</a></li>
						<li><a href="/business/bank/accounts/small-business/debit-card">Debit Cards</a></li>
						<li><a href="/business/bank/treasury-management">Treasury Management</a></li>
						<li><a href="/business/borrow/credit-cards/merchant-services">Merchant Services</a></li>						
					</ul>
					<ul>
						<li class="list-heading">Borrow</li>
						<li><a href="/business/borrow/loans-and-lines">Loans &amp; Lines</a></li>
						<li><a href="/business/borrow/loans-and-lines/business-sba-loans">SBA Lending</a></li>
						<li><a href="/business/borrow/equipment-finance">Equipment Finance</a></li>
						<li><a href="/business/borrow/international-banking">International Banking</a></li>
						<li><a href="/business/borrow/loans-and-lines/ag-loans">Agriculture Loans</a></li>
						<li><a href="/business/borrow/credit-cards">Credit Cards</a></li>
						<li><a href="/business/borrow/credit-cards/business-rewards">Arvest Flex Rewards&trade;</a></li>
					</ul>
					<ul>
						<li class="list-heading">Manage</li>
						<li><a href="/business/manage/employee-benefits-and-retirement-services/benefit-plans">Benefits &amp; Retirement</a></li>
						<li><a href="/business/manage/professional-services">Professional Services</a></li>
						<li><a href="/business/bank/treasury-management/lockbox">Lockbox Services</a></li>
						<li><a href="/business/bank/online-services/online-cash-manager">Cash Manager</a></li>
					</ul>
					<ul>
						<li class="list-heading">Protect</li>
						<li><a href="/business/protect/fraud-prevention">Fraud Prevention</a></li>
						<li><a href="/business/protect/fraud-prevention/positive-pay">Positive Pay</a></li>
						<li><a href="/business/protect/collections/checxchange">Check Recovery</a></li>
					</ul>
                    <div class="ad-box">
                        <a href="/business/bank/accounts/small-business?WT.ac=assets-experts-smallbusiness-mainnav">
                        <img src="/arvest.com/images/bannerart/19WEB026_Experts_SmallBusiness_MainNav1.png" width="217" height="234" alt="Get the right mix for your buiness. Learn more about how Arvest is your one-stop shop for business banking."></a>
                    </div>
				</div> <!-- end dropdown-menu -->
			</li>

			<li class="nav-item nav-creditcards">
				<a class="dropdown-toggle" href="#">Credit Cards</a>
				<div class="dropdown-menu dropdown-arvest">
					<ul>
						<li class="list-heading">Personal</li>
						<li><a href="/personal/bank/credit-cards">Card Services</a></li>
						<li><a href="/personal/bank/credit-cards/visa-platinum">Visa<sup>&reg;</sup> Platinum</a></li>
						<li><a href="/personal/bank/credit-cards/visa-gold">Visa<sup>&reg;</sup> Gold</a></li>
						<li><a href="/personal/bank/credit-cards/visa-classic">Visa<sup>&reg;</sup> Classic</a></li>
						<li><a href="/personal/bank/credit-cards/family-card">Family Card</a></li>
						<li><a href="/personal/bank/credit-cards/rewards">Arvest Flex Rewards&trade;</a></li>
						<li><a class="text-red" href="/personal/bank/credit-cards/apply">Apply Online</a></li>
					</ul>
					<ul>
						<li class="list-heading">Business</li>
						<li><a href="/business/borrow/credit-cards">Card Services</a></li>
						<li><a href="/business/borrow/credit-cards/arvest-corp">Corporate Cards</a></li>
						<li><a href="/business/borrow/credit-cards/purchasing-card">Purchasing Cards</a></li>
						<li><a href="/business/borrow/credit-cards/epayables-electronic-payment-service">ePayables</a></li>
						<li><a href="/business/borrow/credit-cards/merchant-services">Merchant Processing</a></li>
						<li><a href="/business/borrow/credit-cards/business-rewards">Arvest Flex Rewards&trade;</a></li>
						<li><a class="text-red" href="/business/borrow/credit-cards/arvest-corp/apply">Apply Online</a></li>
					</ul>
					<ul>
						<li class="list-heading">Manage</li>
						<li><a href="https://securitybankcard.cardmanager.com/?brand=SB7600VBSEC">Log In to Your Account</a></li>
						<li><a href="/contact/credit-cards">Customer Service</a></li>
						<li><a href="/personal/bank/credit-cards/dispute">Credit Card Disputes</a></li>
						<li><a href="/askarvest?typeId=4&amp;q=can+I+set+up+automatic+payments+to+my+credit+card+account">Set Up Automatic Payments</a></li>
					</ul>
					<ul>
						<li class="list-heading">Protect</li>
						<li><a href="/contact/credit-cards">Report Lost/Stolen Credit Card</a></li>
						<li><a href="/personal/bank/credit-cards/visa-checkout">Visa<sup>&reg;</sup> Checkout</a></li>
                        <li><a href="/personal/bank/credit-cards/visa-purchase-alerts">Visa<sup>&reg;</sup> Purchase Alerts</a></li>						
					</ul>
					<div class="ad-box">
						<a href="/personal/borrow/consumer-loans/auto-loans-boats-motorcycles-vans?WT.ac=assets-loans-autoloans-mainnav"><img src="/arvest.com/images/bannerart/19WEB029-AutoLoans-MainNav.png" width="217" height="234" alt="Faster, easier loans. Get the flexibility you need to hit the road faster! Ask an associate today."></a>
					</div>
				</div> <!-- end dropdown menu -->
			</li>

			<li class="nav-item nav-homeloans">
				<a class="dropdown-toggle" href="#">Home Loans</a>
				<div class="dropdown-menu dropdown-arvest">
					<ul>
						<li class="list-heading">Get Started</li>
						<li><a class="text-red" href="/homeloan/applynow">Apply Now</a></li>
                        <li><a href="/home4me">Arvest Home4Me&trade; Mobile App</a></li>
                        <li><a href="/homeloan">Refinance</a></li>
						<li><a href="/homeloan">Buy a Home</a></li>						
                        <li><a href="/homeloan">Get Pre-Qualified</a></li>						
						<li><a href="https://www.arvesthomeloan.com/index.html?borrowerportal&siteid=6257789859">Manage Your Application</a></li>						
					</ul>
					<ul>
						<li class="list-heading">Lending Options</li>
						<li><a href="/personal/borrow/home-loans/servicing-center/find-a-lender">Find a Loan Officer</a></li>
						<li><a href="/homeloan">Lending Questions</a></li>
						<li><a href="/personal/borrow/home-loans/mortgage-programs">Mortgage Options</a></li>						
					</ul>
					<ul>
						<li class="list-heading">Learn More</li>
						<li><a href="/education-center/home-ownership">Mortgage Education</a></li>
						<li><a href="/calculators">Mortgage Calculators</a></li>
                        <li><a href="/personal/borrow/home-loans/mortgage-programs/conventional">Conventional</a></li>
						<li><a href="/personal/borrow/home-loans/mortgage-programs/fha-va-and-rd-loans">FHA VA &amp; RD</a></li>
						<li><a href="/personal/borrow/home-loans/mortgage-programs/construction-loans">Construction</a></li>
						<li><a href="/personal/borrow/consumer-loans/home-equity-loans-lines-credit">Home Equity Loans</a></li>
                        <li><a href="/personal/borrow/home-loans/servicing-center/servicemember-benefits">Military Assistance</a></li>
					</ul>
					<ul>
						<li class="list-heading">Existing Loan</li>
						<li><a href="/personal/sign-on/login/signup">Register for Online Access</a></li>
                        <li><a class="text-red" href="/personal/sign-on/login">Log In to Your Mortgage</a></li>
                        <li><a href="/personal/borrow/home-loans/servicing-center">Manage Your Loan</a></li>
						<li><a href="/personal/borrow/home-loans/servicing-center/hardship-assistance">Hardship Assistance</a></li>						
					</ul>
                    <div class="ad-box">
                        <a href="/home4me?WT.ac=assets-home4me-homeloan-mortgage-mainnav"><img src="/arvest.com/images/bannerart/MainNav_Home4Me.png" width="217" height="234" alt="Pre-qualify for your perfect home in our easy-to-use mobile app, Home4Me.  Download it today."></a>
                    </div>
				</div> <!-- end dropdown-menu -->
			</li>

			<li class="nav-item nav-investments">
				<a class="dropdown-toggle" href="#">Investments <span>&amp; Trusts</span></a>
				<div class="dropdown-menu dropdown-arvest">
					<ul>
						<li class="list-heading">Planning</li>
						<li><a href="/personal/invest/planning/retirement">Retirement Planning</a></li>
						<li><a href="/personal/invest/planning/investment">Investment Planning</a></li>
						<li><a href="/personal/invest/planning/education">Education Planning</a></li>
						<li><a href="/personal/invest/planning/insurance">Insurance Planning</a></li>
						<li><a href="/personal/invest/planning/estate">Estate Planning</a></li>
					</ul>
					<ul>
						<li class="list-heading">Investing</li>
						<li><a href="/personal/invest/investing/managed-accounts">Managed Accounts</a></li>
						<li><a href="/personal/invest/investing/retirement-planning">Retirement Plans</a></li>
						<li><a href="/personal/invest/investing/exchange-traded-funds">Exchange Traded Funds</a></li>
						<li><a href="/personal/invest/investing/mutual-funds">Mutual Funds</a></li>
						<li><a href="/personal/invest/investing/annuities">Annuities</a></li>
						<li><a href="/personal/invest/find-a-client-advisor">Find an Advisor</a></li>
						<li><a href="/personal/invest/arvest1">Arvest1 Brokerage</a></li>
					</ul>
					<ul>
						<li class="list-heading">Insurance</li>
						<li><a href="/personal/invest/insurance/life-insurance">Life</a></li>
						<li><a href="/personal/invest/insurance/long-term-care-insurance">Long-Term Care</a></li>
						<li><a href="/personal/invest/insurance/disability-insurance">Disability</a></li>
					</ul>
					<ul>
						<li class="list-heading">Trust &amp; Estate</li>
						<li><a href="/personal/invest/trust-and-estate-services/trustee-or-cotrustee-services">Trustee or CoTrustee</a></li>
						<li><a href="/personal/invest/trust-and-estate-services/estate-settlement-services">Estate Settlement</a></li>
						<li><a href="/personal/invest/trust-and-estate-services/investment-management">Investment Management</a></li>
						<li><a href="/personal/invest/trust-and-estate-services/find-a-trust-advisor">Find a Trust Officer</a></li>
					</ul>
					<div class="ad-box">
						<a href="/personal/invest/trust-and-estate-services/trustee-or-cotrustee-services?WT.ac=assets-investmentsandtrusts-trustee-mainnav"><img src="/arvest.com/images/bannerart/MainNav_Trusts.png" width="217" height="234" alt="Take advantage of Arvest Trust services. Our professionals have the expertise and experience to help."></a>
					</div>
				</div> <!-- end dropdown-menu -->
			</li>
			<li class="nav-item last nav-login">
				<div class="login-btn dropdown-toggle">
	<!--<i class="icon icon-user-lock"></i>-->
	<i class="icon icon-user-secure"></i>
	Log <span>in to&hellip;</span>
	<img class="login-arrow" src="/arvest.com/images/small/login-arrow-icon.png" width="15" height="10" alt="Login Select" />
</div>
<div class="dropdown-menu dropdown-arvest">
	<ul>
		<li><a class="aob"			href="#">Arvest Online Banking</a></li>
		<li><a class="cashman"		href="#">Cash Manager</a></li>
		<li><a class="rdc"			href="#">Remote Deposit Capture</a></li>
		<li><a class="amc"			href="#">Mortgage</a></li>
		<li><a class="sbc_con"		href="#">Credit Card: Personal</a></li>
		<li><a class="sbc_cor"		href="#">Credit Card: Business</a></li>
		<li><a class="per_reward"	href="#">Flex Rewards: Personal</a></li>
		<li><a class="bus_reward"	href="#">Flex Rewards: Business</a></li>
		<li><a class="epayable"		href="#">ePayables</a></li>
		<li><a class="trust"		href="#">AWM Client Point</a></li>
		<li><a class="invest"		href="#">Investments - Wealth</a></li>
	</ul>
</div>
<div class="login-fields login-fields-nav clearfix hidden dismissible">
	<form class="login-form-aob" action="https://www.arvest.com/personal/signon/logon/" method="post" >
	<fieldset>
	<legend class="visuallyhidden">Login to Online Banking</legend>
		<div class="pull-left" style="width:100%;">
			<label for="j_username_nav" class="visuallyhidden">Login to Online Banking</label>
			<input id="j_username_nav" autocapitalize="none" autocomplete="off" class="form-control login-field focus" maxlength="29" placeholder="Enter Your Login ID" name="j_username" style="margin-right:75px;" type="text"/>
		</div>
		<input type="submit" class="pull-left login-button FuturaBT-Book" value="Log In" style="margin-left:-75px;" /><br />
		<p><a href="/personal/signon/logon/&amp;q=passwordreset"><i class="icon icon-arrow"></i> Forgot Login ID or password?</a></p>	
	</fieldset>	
	</form>
</div><div class="login-forms login-forms-nav hidden">
	<form class="login-form-aob" action="https://www.arvest.com/personal/signon/logon/" method="post" >
	<fieldset>
	<legend class="visuallyhidden">Login to Online Banking</legend>
		<div class="pull-left" style="width:100%;">	
			<label for="olblogin_nav" class="visuallyhidden">Login to Online Banking</label>
			<input id="olblogin_nav" autocapitalize="none" autocomplete="off" class="form-control login-field" maxlength="29" name="j_username" placeholder="Enter Your Login ID" style="margin-right:75px;" type="text" />
		</div>
		<input type="submit" class="login-button FuturaBT-Book pull-left" value="Log In" style="margin-left:-75px;" onclick="dcsMultiTrack( 'DCS.dcsuri', '/aob', 'WT.ti', 'AOB-login');" /><br />
		<p><a href="/personal/signon/logon/&amp;q=passwordreset"><i class="icon icon-arrow"></i> Forgot Login ID or password?</a></p>		
	</fieldset>
	</form>
	<form name="MAINFORM1" id="MAINFORM1_nav" class="login-form-cashman" action="https://ecash.arvest.com/CorporateBankingWeb/Core/Signin.aspx" method="post">
	<fieldset>
	<legend class="visuallyhidden">Login to Cashmanager</legend>
		<input type="hidden" name="pm_fp" value="" />
		<input type="hidden" name="TestJavaScript" value="NOJAVASCRIPT" />
		<div class="form-group">
			<label for="txtUserID_nav" class="visuallyhidden">Login to Cashmanager</label>
			<input id="txtUserID_nav" autocapitalize="none" autocomplete="off" class="form-control login-field" maxlength="32" name="txtUsername" placeholder="Cashman Login ID" size="12" type="text" />
		</div>
		<input id="btnLogin_nav" name="btnLogin" type="submit" class="login-button FuturaBT-Book" value="Log In" onclick="dcsMultiTrack( 'DCS.dcsuri', '/cash-man', 'WT.ti', 'CashMan-login');" />
	</fieldset>
	</form>
	<div class="login-form-rdc">
		<a class="btn login-button FuturaBT-Book" href="https://smartpay.profitstars.com/business/login/arvest" onclick="dcsMultiTrack( 'DCS.dcsuri', '/rdc', 'WT.ti', 'RDC-login');">Log In</a>
	</div><form class="login-form-amc" action="/personal/sign-on/login" method="post">		<!--AMC-->
		<fieldset>
		<legend class="visuallyhidden">Enter your AMD Login ID</legend>
		<div class="form-group">
			<label for="amdloginfield_nav" class="visuallyhidden">Enter your AMD Login ID</label>
			<input id="amdloginfield_nav" autocapitalize="none" autocomplete="off" class="form-control login-field" name="userid" placeholder="email" size="18" type="text" />
		</div>
		<div class="form-group">
			<label for="amdpassfield_nav" class="visuallyhidden">Enter your AMD password</label>
			<input id="amdpassfield_nav" autocapitalize="none" autocomplete="off" autocorrect="off" class="form-control login-field" name="password" placeholder="password" size="13" type="password" />
		</div>
		<input type="submit" class="pull-left login-button FuturaBT-Book" value="Log In" />
		<label><input style="margin-left:5px;" type="checkbox" name="remember" id="login_remember_nav" /> Remember My Computer</label>		<div class="pull-left" style="margin-left: 20px;">
			<a href="/personal/sign-on/login/signup">Sign up for access</a><br />
			<a href="/personal/sign-on/login/forgot">Forgot your password?</a>
		</div>	</fieldset>
	</form>
	<div class="login-form-sbc_con">
		<!--SBC - Consumer-->
		<a class="btn login-button FuturaBT-Book" href="https://securitybankcard.cardmanager.com/?brand=SB7600VBSEC" onclick="dcsMultiTrack( 'DCS.dcsuri', '/sbc-pers', 'WT.ti', 'SBC-personal-login');">Log In</a>
	</div>
	<div class="login-form-sbc_cor">
		<!--SBC - Business-->
		<a class="btn login-button FuturaBT-Book" href="https://www.centresuite.com/Centre?securitybankcard" onclick="dcsMultiTrack( 'DCS.dcsuri', '/sbc-corp', 'WT.ti', 'SBC-corp-login');">Log In</a>
	</div>
	<div class="login-form-per_reward">
		<!--Personal Rewards-->
		<a class="btn login-button FuturaBT-Book" href="https://securitybankcard.cardmanager.com/?brand=SB7600VBSEC" onclick="dcsMultiTrack( 'DCS.dcsuri', '/personal-rewards-login', 'WT.ti', 'personal-rewards-login');">Log In</a>
	</div>
	<div class="login-form-bus_reward">
		<!--Business Rewards-->
		<a class="btn login-button FuturaBT-Book" href="https://arvestflexrewards.com/externalLogin.htm?product=AVST01/AVST01COMM&ext_cat=SBCcomm" onclick="dcsMultiTrack( 'DCS.dcsuri', '/business-rewards-login', 'WT.ti', 'business-rewards-login');">Log In</a>
	</div>
	<div class="login-form-epayable">
		<!--ePayables-->
		<a class="btn login-button FuturaBT-Book" href="https://epayables.arvest.com" onclick="dcsMultiTrack( 'DCS.dcsuri', '/epayables-login', 'WT.ti', 'epayables-login');">Log In</a>
	</div>
	
	<form class="login-form-trust" action="https://clientpoint.fisglobal.com/tdcb/main/UserLogon?bankNumber=8F&amp;subProduct=" method="post">
		<!--Trusts-->
	<fieldset>
	<legend class="visuallyhidden">Trust</legend>	
		<input type="submit" class="pull-left login-button FuturaBT-Book" name="submit_login" value="Log In" onclick="dcsMultiTrack( 'DCS.dcsuri', '/awm-client-point', 'WT.ti', 'client-point-login');"/>
		<div class="pull-left" style="margin-left:20px;">
			<a href="/pdfs/aam/AWMClientPointGettingStartedGuide.pdf">Getting Started</a><br />
			<a href="/pdfs/aam/AAMClientPointSecureSignOnFAQ.pdf">FAQ</a>
		</div>
	</fieldset>	
	</form>

	<form class="login-form-invest" action="https://sso.arvest.com/idp/startSSO.ping?PartnerSpId=http%3A%2F%2Fwww.netxinvestor.com&ArvBrand=AWM" method="post">
	<fieldset>
	<legend class="visuallyhidden">Enter your Username</legend>
		<!--INVETMENTS - WEALTH-->
		<div class="form-group">
			<label for="arv1userid_nav" class="visuallyhidden">Login ID</label>
			<input id="arv1userid_nav" autocapitalize="none" autocomplete="off" class="form-control login-field" name="input-field-1" placeholder="Login ID" type="text" required />
		</div>
		<div class="form-group">
			<label for="arv1pass_nav" class="visuallyhidden">Password</label>
			<input id="arv1pass_nav" autocapitalize="none" autocomplete="off" autocorrect="off" class="form-control login-field" name="input-field-2" placeholder="Password" type="password" required />
		</div>
		<div class="pull-left">
			<input type="submit" class="login-button FuturaBT-Book" value="Log In" />
		</div>
		<div class="pull-right">
			<a href="https://sso.arvest.com/ext/idrecovery/Recover?AdapterId=HTMLPingDirectoryAdapter&amp;TargetResource=https%3A%2F%2Fsso.arvest.com%2Fidp%2Fc5uL8%2FresumeSAML20%2Fidp%2FstartSSO.ping">Forgot Login ID</a><br />
			<a href="https://sso.arvest.com/ext/pwdreset/Identify?AdapterId=HTMLPingDirectoryAdapter&amp;TargetResource=https%3A%2F%2Fsso.arvest.com%2Fidp%2FB2jpw%2FresumeSAML20%2Fidp%2FstartSSO.ping">Forgot password</a>
		</div>
	</fieldset>
	</form>

</div>
			</li>
		</ul>
	</div>
</nav>

	</header>

	<main class="home-container main-content">
		<div class="container"> </div>
		<div class="arvest-slider"> 
	<div class="slides Jul19-slide-1"></div>
	<div class="slides Jul19-slide-2"></div>
    <div class="slides Jul19-slide-3"></div>
	<div class="slides Jul19-slide-4"></div>

</div>
<div class="container">

	<div class="leftcol">
        <h1 class="visuallyhidden">Welcome to Arvest</h1>
		<div class="left-box home-page-login">
			<h2>My Accounts</h2>
			<div class="login-btn dropdown-toggle">
	<!--<i class="icon icon-user-lock"></i>-->
	<i class="icon icon-user-secure"></i>
	Log <span>in to&hellip;</span>
	<img class="login-arrow" src="/arvest.com/images/small/login-arrow-icon.png" width="15" height="10" alt="Login Select" />
</div>
<div class="dropdown-menu dropdown-arvest">
	<ul>
		<li><a class="aob"			href="#">Arvest Online Banking</a></li>
		<li><a class="cashman"		href="#">Cash Manager</a></li>
		<li><a class="rdc"			href="#">Remote Deposit Capture</a></li>
		<li><a class="amc"			href="#">Mortgage</a></li>
		<li><a class="sbc_con"		href="#">Credit Card: Personal</a></li>
		<li><a class="sbc_cor"		href="#">Credit Card: Business</a></li>
		<li><a class="per_reward"	href="#">Flex Rewards: Personal</a></li>
		<li><a class="bus_reward"	href="#">Flex Rewards: Business</a></li>
		<li><a class="epayable"		href="#">ePayables</a></li>
		<li><a class="trust"		href="#">AWM Client Point</a></li>
		<li><a class="invest"		href="#">Investments - Wealth</a></li>
	</ul>
</div>
<div class="login-fields login-fields-home clearfix ">
	<form class="login-form-aob" action="https://www.arvest.com/personal/signon/logon/" method="post" >
	<fieldset>
	<legend class="visuallyhidden">Login to Online Banking</legend>
		<div class="pull-left" style="width:100%;">
			<label for="j_username_home" class="visuallyhidden">Login to Online Banking</label>
			<input id="j_username_home" autofocus autocapitalize="none" autocomplete="off" class="form-control login-field focus" maxlength="29" placeholder="Enter Your Login ID" name="j_username" style="margin-right:75px;" type="text"/>
		</div>
		<input type="submit" class="pull-left login-button FuturaBT-Book" value="Log In" style="margin-left:-75px;" /><br />
		<p><a href="/personal/signon/logon/&amp;q=passwordreset"><i class="icon icon-arrow"></i> Forgot Login ID or password?</a></p>	
	</fieldset>	
	</form>
</div><div class="login-forms login-forms-home hidden">
	<form class="login-form-aob" action="https://www.arvest.com/personal/signon/logon/" method="post" >
	<fieldset>
	<legend class="visuallyhidden">Login to Online Banking</legend>
		<div class="pull-left" style="width:100%;">	
			<label for="olblogin_home" class="visuallyhidden">Login to Online Banking</label>
			<input id="olblogin_home" autocapitalize="none" autocomplete="off" class="form-control login-field" maxlength="29" name="j_username" placeholder="Enter Your Login ID" style="margin-right:75px;" type="text" />
		</div>
		<input type="submit" class="login-button FuturaBT-Book pull-left" value="Log In" style="margin-left:-75px;" onclick="dcsMultiTrack( 'DCS.dcsuri', '/aob', 'WT.ti', 'AOB-login');" /><br />
		<p><a href="/personal/signon/logon/&amp;q=passwordreset"><i class="icon icon-arrow"></i> Forgot Login ID or password?</a></p>		
	</fieldset>
	</form>
	<form name="MAINFORM1" id="MAINFORM1_home" class="login-form-cashman" action="https://ecash.arvest.com/CorporateBankingWeb/Core/Signin.aspx" method="post">
	<fieldset>
	<legend class="visuallyhidden">Login to Cashmanager</legend>
		<input type="hidden" name="pm_fp" value="" />
		<input type="hidden" name="TestJavaScript" value="NOJAVASCRIPT" />
		<div class="form-group">
			<label for="txtUserID_home" class="visuallyhidden">Login to Cashmanager</label>
			<input id="txtUserID_home" autocapitalize="none" autocomplete="off" class="form-control login-field" maxlength="32" name="txtUsername" placeholder="Cashman Login ID" size="12" type="text" />
		</div>
		<input id="btnLogin_home" name="btnLogin" type="submit" class="login-button FuturaBT-Book" value="Log In" onclick="dcsMultiTrack( 'DCS.dcsuri', '/cash-man', 'WT.ti', 'CashMan-login');" />
	</fieldset>
	</form>
	<div class="login-form-rdc">
		<a class="btn login-button FuturaBT-Book" href="https://smartpay.profitstars.com/business/login/arvest" onclick="dcsMultiTrack( 'DCS.dcsuri', '/rdc', 'WT.ti', 'RDC-login');">Log In</a>
	</div><form class="login-form-amc" action="/personal/sign-on/login" method="post">		<!--AMC-->
		<fieldset>
		<legend class="visuallyhidden">Enter your AMD Login ID</legend>
		<div class="form-group">
			<label for="amdloginfield_home" class="visuallyhidden">Enter your AMD Login ID</label>
			<input id="amdloginfield_home" autocapitalize="none" autocomplete="off" class="form-control login-field" name="userid" placeholder="email" size="18" type="text" />
		</div>
		<div class="form-group">
			<label for="amdpassfield_home" class="visuallyhidden">Enter your AMD password</label>
			<input id="amdpassfield_home" autocapitalize="none" autocomplete="off" autocorrect="off" class="form-control login-field" name="password" placeholder="password" size="13" type="password" />
		</div>
		<input type="submit" class="pull-left login-button FuturaBT-Book" value="Log In" />
		<label><input style="margin-left:5px;" type="checkbox" name="remember" id="login_remember_home" /> Remember My Computer</label>		<div class="pull-left" style="margin-left: 20px;">
			<a href="/personal/sign-on/login/signup">Sign up for access</a><br />
			<a href="/personal/sign-on/login/forgot">Forgot your password?</a>
		</div>	</fieldset>
	</form>
	<div class="login-form-sbc_con">
		<!--SBC - Consumer-->
		<a class="btn login-button FuturaBT-Book" href="https://securitybankcard.cardmanager.com/?brand=SB7600VBSEC" onclick="dcsMultiTrack( 'DCS.dcsuri', '/sbc-pers', 'WT.ti', 'SBC-personal-login');">Log In</a>
	</div>
	<div class="login-form-sbc_cor">
		<!--SBC - Business-->
		<a class="btn login-button FuturaBT-Book" href="https://www.centresuite.com/Centre?securitybankcard" onclick="dcsMultiTrack( 'DCS.dcsuri', '/sbc-corp', 'WT.ti', 'SBC-corp-login');">Log In</a>
	</div>
	<div class="login-form-per_reward">
		<!--Personal Rewards-->
		<a class="btn login-button FuturaBT-Book" href="https://securitybankcard.cardmanager.com/?brand=SB7600VBSEC" onclick="dcsMultiTrack( 'DCS.dcsuri', '/personal-rewards-login', 'WT.ti', 'personal-rewards-login');">Log In</a>
	</div>
	<div class="login-form-bus_reward">
		<!--Business Rewards-->
		<a class="btn login-button FuturaBT-Book" href="https://arvestflexrewards.com/externalLogin.htm?product=AVST01/AVST01COMM&ext_cat=SBCcomm" onclick="dcsMultiTrack( 'DCS.dcsuri', '/business-rewards-login', 'WT.ti', 'business-rewards-login');">Log In</a>
	</div>
	<div class="login-form-epayable">
		<!--ePayables-->
		<a class="btn login-button FuturaBT-Book" href="https://epayables.arvest.com" onclick="dcsMultiTrack( 'DCS.dcsuri', '/epayables-login', 'WT.ti', 'epayables-login');">Log In</a>
	</div>
	
	<form class="login-form-trust" action="https://clientpoint.fisglobal.com/tdcb/main/UserLogon?bankNumber=8F&amp;subProduct=" method="post">
		<!--Trusts-->
	<fieldset>
	<legend class="visuallyhidden">Trust</legend>	
		<input type="submit" class="pull-left login-button FuturaBT-Book" name="submit_login" value="Log In" onclick="dcsMultiTrack( 'DCS.dcsuri', '/awm-client-point', 'WT.ti', 'client-point-login');"/>
		<div class="pull-left" style="margin-left:20px;">
			<a href="/pdfs/aam/AWMClientPointGettingStartedGuide.pdf">Getting Started</a><br />
			<a href="/pdfs/aam/AAMClientPointSecureSignOnFAQ.pdf">FAQ</a>
		</div>
	</fieldset>	
	</form>

	<form class="login-form-invest" action="https://sso.arvest.com/idp/startSSO.ping?PartnerSpId=http%3A%2F%2Fwww.netxinvestor.com&ArvBrand=AWM" method="post">
	<fieldset>
	<legend class="visuallyhidden">Enter your Username</legend>
		<!--INVETMENTS - WEALTH-->
		<div class="form-group">
			<label for="arv1userid_home" class="visuallyhidden">Login ID</label>
			<input id="arv1userid_home" autocapitalize="none" autocomplete="off" class="form-control login-field" name="input-field-1" placeholder="Login ID" type="text" required />
		</div>
		<div class="form-group">
			<label for="arv1pass_home" class="visuallyhidden">Password</label>
			<input id="arv1pass_home" autocapitalize="none" autocomplete="off" autocorrect="off" class="form-control login-field" name="input-field-2" placeholder="Password" type="password" required />
		</div>
		<div class="pull-left">
			<input type="submit" class="login-button FuturaBT-Book" value="Log In" />
		</div>
		<div class="pull-right">
			<a href="https://sso.arvest.com/ext/idrecovery/Recover?AdapterId=HTMLPingDirectoryAdapter&amp;TargetResource=https%3A%2F%2Fsso.arvest.com%2Fidp%2Fc5uL8%2FresumeSAML20%2Fidp%2FstartSSO.ping">Forgot Login ID</a><br />
			<a href="https://sso.arvest.com/ext/pwdreset/Identify?AdapterId=HTMLPingDirectoryAdapter&amp;TargetResource=https%3A%2F%2Fsso.arvest.com%2Fidp%2FB2jpw%2FresumeSAML20%2Fidp%2FstartSSO.ping">Forgot password</a>
		</div>
	</fieldset>
	</form>

</div>
		</div>
		<div class="left-box switch-promo">
			<h3>Switch to Arvest... It's Easy!</h3>
			<a class="btn btn-primary btn-arrow get-started text-uppercase" href="/switch?WT.ac=ABO-homepage-switchtoarvest-getstarted-cta">Get Started</a>
			<p>We've made switching to Arvest as easy as possible.
			</p>
			<a href="/personal/bank/checking" class="learn-more-link">Learn More <i class="icon icon-arrow"></i></a>
		</div>
        <!--switch-promo-->
        <!--
        <div class="left-box switch-promo" style="background-color:#f20000;">
			<h3><b>SERVICE ALERT: PLANNED MAINTENANCE FOR ONLINE BANKING</b></h3>
			<p>Don't be suprised. For more details please click "Learn More" below!</p>
			<a href="/maintenance-message" class="learn-more-link"><b>Learn More </b><i class="icon icon-arrow"></i></a>
		</div>
        -->
        <!--switch-promo-->

		<div class="left-box arvest-news-box">
			<h2>Arvest News and Blog</h2>
			<ul class="list-unstyled"><li><a href="http://arvestblog.com/entries/2019/7/19/arvest_equipment_fi.aspx">Arvest News<br/><span class="title">Arvest Equipment Finance Promotion</span></a></li><li><a href="http://arvestblog.com/entries/2019/6/20/auto_loans__bigger_.aspx">Personal Finance<br/><span class="title">Auto Loans: Bigger Down Payment or Paying Off Other Debt?</span></a></li><li><a href="http://arvestblog.com/entries/2019/7/22/arvest_bank_to_cele.aspx">Arvest Community News<br/><span class="title">Arvest Bank to Celebrate 20th Anniversary in Fort Smith</span></a></li><li><a href="http://arvestblog.com/entries/2019/7/17/small_business_bank.aspx">Business Banking<br/><span class="title">Small Business Banking Series in Greater Kansas City</span></a></li></ul>
		</div><!--arvest-news-box-->

	</div> <!--leftcol-->

<!-- #00457c=blue   #FFFFFF=white  -->

		<div class="tagline-overlay">
		<div class="tagline-slide home-overlay" style="color:#FFFFFF;">
			<span class="slide-content" style="margin-right:200px;">	
<!--			    <img src="/arvest.com/images/slides/Stage_CardArt.png" alt="Earn Reward Points"> -->
				<span class="lead FuturaBT-Book" style="font-size:3.3rem;">STOP AT NOTHING</span><span class="lead FuturaBT-Book" style="font-size:2.6rem;">ARVEST CREDIT CARDS</span>
                <span><br><a href="/zero?WT.ac=assets-sbc-zero-stage1-cta+" class="btn btn-primary btn-arrow">APPLY TODAY</a></span>				
			</span>
		</div>
		<div class="tagline-slide mobile-overlay" style="color:#00457c;">
			<span class="slide-content" style="margin-right:200px;">
				<span class="lead FuturaBT-Book" style="font-size:3.2rem;">FASTER, EASIER<br>AUTO LOANS</span><span class="lead FuturaBT-Book" style="font-size:2.2rem;"></span>
                <span><a style="margin-top:15px;" href="/personal/borrow/consumer-loans/auto-loans-boats-motorcycles-vans?WT.ac=assets-loans-autoloans-stage-2-cta" class="btn btn-primary btn-arrow">LEARN MORE</a></span>
			</span>		
        </div>
		<div class="tagline-slide mobile-overlay" style="color:#FFFFFF;">
			<span class="slide-content" style="margin-right:200px;">
				<span class="lead FuturaBT-Book" style="font-size:3.5rem;">HOME EQUITY LINES<br>TO FIT YOUR NEEDS</span>
                <span><br><a href="/personal/borrow/consumer-loans/home-equity-loans-lines-credit?WT.ac=assets-loans-heloc-stage-3-cta" class="btn btn-primary btn-arrow">LEARN MORE</a></span>		
			</span>
		</div>
		<div class="tagline-slide mobile-overlay" style="color:#FFFFFF;">
			<span class="slide-content" style="margin-right:200px;">
				<span class="lead FuturaBT-Book" style="font-size:3.5rem;">CHECKING</span><span class="lead FuturaBT-Book" style="font-size:2.8rem;">WITH A SIDE OF FREEDOM</span>
                <span><br><a href="/style?keyword=USA+pride&amp;WT.ac=assets-style-debitcards-USApride-stage-4-cta" class="btn btn-primary btn-arrow">LEARN MORE</a></span>
        	</span>	
		</div>		</div>
	<div class="icon-button-row">
		<h3 class="home-icon solar-system"><span>CREDIT CARDS</span></h3>
		<h3 class="home-icon suv"><span>AUTO LOANS</span></h3>   
		<h3 class="home-icon heloc"><span>HOME EQUITY LINES</span></h3>
		<h3 class="home-icon eagle"><span>DEBIT CARDS</span></h3>
	</div>

</div><!--container-->


	</main>

	<footer class="footer-container">
			<div class="social-bar-wrap-outer">
		<div class="container social-bar-wrap">
			<div class="ios-slide-container">
				<div class="iosSlider">
					<div class="slider">
						<div class="slide" id="sbar-links">
							<div class="social-bar">
								<div class="get-social">
									<ul class="list-inline">
										<!-- nest much?? -->
										<li class="soc-nav-getsocial FuturaBT-Book ">Get Social</li>
										<li class="soc-nav-bt"><a target="_blank" href="http://www.arvestblog.com/"><img src="/arvest.com/images/icons/soc-blog.png" width="23" height="23" alt="Blog"></a></li>
										<li class="soc-nav-fb"><a data-rel="external" class="no-ext-icon" target="_blank" href="http://www.facebook.com/pages/Arvest-Bank/52916668106"><img src="/arvest.com/images/icons/soc-fb.png" width="23" height="23" alt="Facebook"></a></li>
										<li class="soc-nav-tw"><a data-rel="external" class="no-ext-icon" target="_blank" href="http://www.twitter.com/arvestbank"><img src="/arvest.com/images/icons/soc-twitter.png" width="23" height="23" alt="Twitter"></a></li>
										<li class="soc-nav-pt"><a data-rel="external" class="no-ext-icon" target="_blank" href="http://www.youtube.com/Arvest"><img src="/arvest.com/images/icons/soc-youtube.png" width="23" height="23" alt="YouTube"></a></li>
                                        <li class="soc-nav-pt"><a data-rel="external" class="no-ext-icon" target="_blank" href="http://www.instagram.com/ArvestBank"><img src="/arvest.com/images/icons/soc-instagram.png" width="23" height="23" alt="Instagram"></a></li>
									</ul>
								</div>
							</div><!-- end social bar -->
							<div class="arvest-news hidden">
								<!-- only vis on home page -->
								<a class="shownews">Arvest News and Blog</a>
								<a class="hidenews">Arvest News and Blog</a>
							</div>
						</div>
					</div>
				</div>
			</div>
			<div id="footer-news" style="display:none;">
				<!-- only used on home page-->
				<!--
				<ul id="news-fill" class="list-inline">
					<li>Arvest Community News<br /><a href="">United Way Donations in Ark. and Mo...</a></li>
					<li>Arvest News<br /><a href="">Arvest Bank Hours for Martin Luther...</a></li>
					<li>Business Banking<br /><a href="">Is Your Business Ready to Start Hiring...</a></li>
					<li>Personal Finance<br /><a href="">Establishing Good Finance Habits</a></li>
				</ul>
				-->
				<ul id="news-fill" class="list-inline"><li>Arvest News<a href="http://arvestblog.com/entries/2019/7/19/arvest_equipment_fi.aspx"><br/><span class="title">Arvest Equipment Finance Promotion</span></a></li><li>Personal Finance<a href="http://arvestblog.com/entries/2019/6/20/auto_loans__bigger_.aspx"><br/><span class="title">Auto Loans: Bigger Down Payment or Paying Off Other Debt?</span></a></li><li>Arvest Community News<a href="http://arvestblog.com/entries/2019/7/22/arvest_bank_to_cele.aspx"><br/><span class="title">Arvest Bank to Celebrate 20th Anniversary in Fort Smith</span></a></li><li>Business Banking<a href="http://arvestblog.com/entries/2019/7/17/small_business_bank.aspx"><br/><span class="title">Small Business Banking Series in Greater Kansas City</span></a></li></ul>
			</div>
			<div class="ft-nav-outer hidden-xs">
				<ul class="ft-nav list-inline FuturaBT-Book" style="position:relative;z-index:999;">
					<li><a href="/about/privacy-and-security">Privacy &amp; Security</a></li>
					<li><a href="/available-property">Available Properties</a></li>
					<li><a href="/education-center">Education Center</a></li>
					<li><a href="/documents-and-resources">Documents &amp; Resources</a></li>
					<li><a href="/site-map">Site Map</a></li>
				</ul>
			</div><!-- ft-nav-outer -->
		</div><!-- container -->
	</div><!--social-bar-wrap-outer-->
	<div class="container copyright">
		<div class="row copyright-row1">
			<div class="col-sm-5 copyright-left">Copyright &copy; 2019 Arvest Bank. All Rights Reserved.</div>
			<div class="col-sm-7 copyright-right">
				<img src="/arvest.com/images/white/fdic-logo.png" width="36" height="23" alt="">
				<img src="/arvest.com/images/white/housing-logo2.png" width="32" height="33" alt="">
			</div>
		</div>
		<div class="row">
			<div class="col-sm-12">
				<p><b>Investments and Insurance Products: Not a Deposit | Not Guaranteed by the Bank or its Affiliates | Not FDIC Insured | Not<br>Insured by Any Federal Government Agency | May Go Down in Value</b><br>Investment products and services provided by Arvest Investments, Inc., doing business as Arvest Wealth Management, member FINRA/SIPC, an SEC registered investment adviser and a subsidiary of Arvest Bank.  Securities offered and cleared through Pershing, LLC, a BNY Mellon company, member NYSE/SIPC or Raymond James & Associates, Inc., member NYSE/SIPC.  Insurance products made available through Arvest Insurance, Inc., which is registered as an insurance agency.  Insurance products are marketed through Arvest Insurance, Inc., but are underwritten by unaffiliated insurance companies.<br>The Investment Management Group is the investment advisory division of Arvest Investments, Inc., doing business as Arvest Wealth Management, <br>member FINRA/SIPC, an SEC registered investment adviser.<br>Trust services provided by Arvest Bank.</p>
			</div>
		</div>
	</div><!-- container -->
	</footer>

	<div id="external_link_modal" class="hidden">
		<h2>Leaving Arvest Bank</h2>
		<p>You are about to visit a third-party site not operated by Arvest Bank,<br /> a FDIC-insured institution.
		</p>
		<p>Arvest Bank’s privacy policy and security practices do not apply to the site you are about to enter, please review the third-party's privacy and security practices.
		</p>
		<a class="btn btn-primary continue" href="#" onclick="$('#modal-container').bPopup().close();">Continue</a>
		<a class="btn btn-default" href="#" onclick="$('#modal-container').bPopup().close();">Cancel</a>
	</div>
	<div id="modal-container">
		<!--<div class="modal-close"><img src="/arvest.com/images/white/video-close.png" alt=""></div>-->
		<div class="modal-close">&times;</div>
		<div class="modal-content"></div>
	</div>

	 

	<!-- End Document ================================================== -->
	<script src="/arvest.com/js/bootstrap_custom.min.js"></script>
	<script src="/arvest.com/js/cycle.js"></script>
	<script src="/arvest.com/js/jquery.touchwipe.1.1.1.js"></script>
	<script src="/arvest.com/js/helper.js"></script>
	<script src="/arvest.com/js/jquery.selectbox-0.2.js" type="text/javascript"></script>
	<!--<script src="/arvest.com/js/placeholders.js"></script>-->
	<!--<script src="/arvest.com/js/jquery.placeholder.js" type="text/javascript"></script>-->
	<!--<script src="/arvest.com/js/jquery-ui-1.10.4.min.js"></script>-->
	<script src="/common/jquery/typeahead.js-0.10.4/typeahead.bundle.min.js"></script>
	<script src="/arvest.com/js/bpopup-0.10.0.min.js"></script>
	<script src="/arvest.com/js/main.min.js"></script>
	<script type="text/javascript" src="/common/js/webtrends/webtrends.load.js"></script>

	<script type="text/javascript">
		//<![CDATA[
		$(document).ready(function() { 
    /**
	 * top-nav login swapper
	 */
	$('.nav-login .dropdown-menu a').on('click', function(e){
		if ( $(this).closest('.user-menu').length ) {
			console.warn('returning');
			return;
		}
		e.stopPropagation();
		e.preventDefault();
		$('.nav-login .dropdown-menu').fadeOut('fast');
		loginSwap($(this).prop('class'));
		var title = $(this).html();
			        
        $('.nav-login .login-fields-nav').removeClass('hidden').fadeIn('fast');
        $('.nav-login .login-fields-nav').prepend('<h3>' + title + '</h3>');
		$('.nav-login .login-fields-nav').find('input').not('[type=hidden]').eq(0).focus();
        
	});
    
    });
$(document).ready(function() {
	$(".focus").focus();
	
	var ind = Math.floor((Math.random()*2)+1);
	$("#option"+ind).show();
	
/**	var devicePrint = add_deviceprint();
	$('#devicePrint2').val(devicePrint);   */
});
$(function() {
	$('#footer-news').hide();
	$('.arvest-news').removeClass('hidden');
	$('.hidenews').hide();
	$('.shownews').click(function() {
		$('#footer-news').slideToggle();
		$('.shownews').hide();
		$('.hidenews').show();
	});
	$('.hidenews').click(function() {
		$('#footer-news').slideToggle();
		$('.shownews').show();
		$('.hidenews').hide();
	});
	$(window).resize(function() {
		windowWidth = $(this).width();
		if ( windowWidth > 960) {
			$('#footer-news').hide();
			$('.shownews').show();
			$('.hidenews').hide();
		} else {

		}
	});
	$('.arvest-slider').cycle({
		slides: 'div',
		fx: 'scrollHorz',
		timeout: 0,
		pager: '.icon-button-row',
		pagerTemplate: ''
	});

	$('.tagline-overlay').cycle({
		slides: 'div',
		fx: 'scrollHorz',
		timeout: 0,
		pager: '.icon-button-row',
		pagerTemplate: ''
	});

	/**
	 * home page login swap
	 */
	$('.home-page-login .dropdown-menu a').on('click', function(e){
		if ( $(this).closest('.user-menu').length ) {
			console.warn('returning');
			return;
		}
		e.preventDefault();
		$('.home-page-login .dropdown-menu').fadeOut('fast');
		var $drop = $('.left-box .login-btn.dropdown-toggle'),
			title = $(this).html(),
			icon = $drop.find('i')[0].outerHTML;
			imgTag = $drop.find('img')[0].outerHTML;
		$drop.html(icon+' '+title+' '+imgTag);
		loginSwap($(this).prop('class'), {
			src: $('.home-page-login .login-forms-home'),
			dst: $('.home-page-login .login-fields-home')
		});
	});

});

// Swipe functions
$('.home-container').touchwipe({
	wipeLeft: function() {
		$('.arvest-slider').cycle("next");
		$('.tagline-overlay').cycle("next");
	},
	wipeRight: function() {
		$('.arvest-slider').cycle("prev");
		$('.tagline-overlay').cycle("prev");
	},
	preventDefaultEvents: false
});
	    //]]>
	   
	</script>

</body>
</html>
