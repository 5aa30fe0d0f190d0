

<!DOCTYPE html>
<!--[if lt IE 9]> <html lang="/TH" class="lt-ie9"> <![endif]-->
<!--[if IE 9]> <html lang="/TH" class="ie9"> <![endif]-->
<!--[!(IE)]><!-->



<html lang="/TH" xmlns:mso="urn:schemas-microsoft-com:office:office" xmlns:msdt="uuid:C2F41010-65B3-11d1-A29F-00AA00C14882">
<!--<![endif]-->
    
<head>        
        <script>

            var map = {
				"/miniedc/tutorial": "https://www.youtube.com/watch?v=bLQxWVMMHcU",
                "/th/Apply/express-cash-card/Pages/online-application-2.aspx": "/th/Apply/express-cash-card/Pages/online-application.aspx",
                "/en/Apply/express-cash-card/Pages/online-application-2.aspx": "/en/Apply/express-cash-card/Pages/online-application.aspx",
				"/th/Social-Activities/": "/th/sustainable-development/Pages/index.aspx",
                "/th/personal/TheWisdom/Pages/Home.aspx": "/th/personal/the-wisdom/Pages/index.aspx",
                "/th/Apply/k-plus-sme/Pages/QR_Download.aspx": "/th/Apply/KPLUS_SME/Pages/QR_Download.aspx",
                "/th/business/sme/Digital-banking/Pages/k-plus-sme.aspx": "/th/business/sme/Digital-banking/Pages/KPLUS_SME.aspx",
                "/th/Apply/k-mobile-banking-plus/Pages/QR_Download.aspx" : "/th/Apply/KPLUS/Pages/QR_Download.aspx",
                "/en/ContactUs/Pages/Personal.aspx" : "/EN/contact/Pages/contact.aspx",
                "/special/Pages/KMB-MGM.aspx": "/th/promotion",
				 "/th/personal/The_Premier/ThePremier/Pages/ThePremier_condition.aspx" : "/th/personal/the-premier/Pages/conditions.aspx",
 "/special/Pages/K-Bancassurance" : "/special/Pages/K-Bancassurance.aspx",
					 "/special/Pages/K-DebitCard": "/special/Pages/K-DebitCard.aspx",
				 "/special/Pages/K-HomeLoan": "/special/Pages/K-HomeLoan.aspx",
				 "/special/Pages/K-HomeRefinance": "/special/Pages/K-HomeRefinance.aspx",
				 "/special/Pages/K-CreditCard": "/special/Pages/K-CreditCard.aspx",
				 "/special/Pages/K-ExpressCash": "/special/Pages/K-ExpressCash.aspx",
				 "/special/Pages/K-PersonalLoan": "/special/Pages/K-PersonalLoan.aspx",
				 "/special/Pages/KSME": "/special/Pages/KSME.aspx",
				 "/special/Pages/K-Merchant": "/special/Pages/K-Merchant.aspx",
				 "/special/Pages/K-PLUS": "/special/Pages/K-PLUS.aspx",
				 "/special/Pages/K-PLUSSME": "/special/Pages/K-PLUSSME.aspx",
				 "/special/Pages/KBankPromptpay": "/special/Pages/KBankPromptpay.aspx",
				 "/special/Pages/KLeasing": "/special/Pages/KLeasing.aspx",
				 "/special/Pages/K-Expert": "/special/Pages/K-Expert.aspx",
	 "/special/Pages/K-Deposit": "/special/Pages/K-Deposit.aspx",
	"/special/Pages/KAsset-1": "/special/Pages/KAsset-1.aspx",
 "/special/Pages/KAsset-2": "/special/Pages/KAsset-2.aspx",
  "/special/Pages/KSecurities": "/special/Pages/KSecurities.aspx",
                "/TheWisdom/OnWard/Issue05_May2017": "/th/TheWisdom/OnWard/Pages/Issue05_May2017.aspx",
			 "/th/News/Pages/MoneyExpo/Specail-Promotion.aspx" : "/special/Pages/Special-Promotion.aspx",
			 "/th/News/Pages/MoneyExpo/K-PLUSSME.aspx" : "/special/Pages/K-PLUSSME.aspx",
			 "/th/News/Pages/MoneyExpo/K-Bancassurance.aspx" : "/special/Pages/K-Bancassurance.aspx",
			  "/th/News/Pages/MoneyExpo/KBankPromptpay.aspx" : "/special/Pages/KBankPromptpay.aspx",
			   "/th/News/Pages/MoneyExpo/K-CreditCard.aspx" : "/special/Pages/K-CreditCard.aspx",
			    "/th/News/Pages/MoneyExpo/K-Deposit.aspx" : "/special/Pages/K-Deposit.aspx",
				 "/th/News/Pages/MoneyExpo/K-Expert.aspx" : "/special/Pages/K-Expert.aspx",
				  "/th/News/Pages/MoneyExpo/K-ExpressCash.aspx" : "/special/Pages/K-ExpressCash.aspx",
				   "/th/News/Pages/MoneyExpo/KF_E.aspx" : "/special/Pages/KFandE.aspx",
				    "/th/News/Pages/MoneyExpo/K-HomeLoan.aspx" : "/special/Pages/K-HomeLoan.aspx",
					 "/th/News/Pages/MoneyExpo/KLeasing.aspx" : "/special/Pages/KLeasing.aspx",
					  "/th/News/Pages/MoneyExpo/K-Merchant.aspx" : "/special/Pages/K-Merchant.aspx",
					   "/th/News/Pages/MoneyExpo/K-MutualFund.aspx" : "/special/Pages/K-MutualFund.aspx",
					    "/th/News/Pages/MoneyExpo/K-PersonalLoan.aspx" : "/special/Pages/K-PersonalLoan.aspx",
						 "/th/News/Pages/MoneyExpo/K-Plus.aspx" : "/special/Pages/K-Plus.aspx",
						  "/th/News/Pages/MoneyExpo/KSecurities.aspx" : "/special/Pages/KSecurities.aspx",
						   "/th/News/Pages/MoneyExpo/KSME.aspx" : "/special/Pages/KSME.aspx",
						    "/th/News/Pages/MoneyExpo/KSME-Microloan.aspx" : "/special/Pages/KSME-Microloan.aspx",
							 "/th/News/Pages/MoneyExpo/K-Wave.aspx" : "/special/Pages/K-Wave.aspx",
							  "/th/News/Pages/MoneyExpo/K-Property.aspx" : "/special/Pages/K-Property.aspx",
                "/th/personal/digital-banking/Pages/k-mobile-banking-plus.aspx" : "/th/personal/digital-banking/Pages/kplus.aspx",
                "/en/personal/digital-banking/Pages/k-mobile-banking-plus.aspx" : "/en/personal/digital-banking/Pages/kplus.aspx",
                "/th/apply/k-mobile-banking-plus" : "/th/apply/kplus",
                "/en/apply/k-mobile-banking-plus" : "/en/apply/kplus",
                "/th/personal/services/payment/Pages/transfer-k-mobile-banking-plus.aspx" : "/th/personal/services/payment/Pages/transfer-k-plus.aspx",
                "/en/personal/services/payment/Pages/transfer-k-mobile-banking-plus.aspx": "/en/personal/services/payment/Pages/transfer-k-plus.aspx",

				"/kpersonalloan" : "/th/Apply/Pages/kpersonalloan.aspx",
                "/TheWisdom/OnWard/Issue04_April2017" : "/th/TheWisdom/OnWard/Pages/Issue04_April2017.aspx",
				"/promotion/KMB-MGM" : "/special/Pages/KMB-MGM.aspx",
                "/thewisdom/onward/issue03_mar2017" : "/th/TheWisdom/OnWard/Pages/Issue03_March2017.aspx",
                "/smewebinar" : "/th/business/sme/KSMEKnowledge/ClipVDO/pages/sme-webinar.aspx" ,
				"/TH/SME/KSMEContact/Pages/ContactForm_Youtube_ClipEnergySaving_Redirect.aspx": "https://secure.kasikornbankgroup.com/Custom/KSMEContact/Pages/ContactForm.aspx?PID=Youtube_ClipEnergySaving",
				"/en/applyforservices/pages/onlineapplication.aspx": "/EN/Apply",
				"/en/serviceschannel/searchservicechannel": "/en/branch/Pages/index.aspx",
				"/en/serviceschannel/searchservicechannel/internet/pages/information_k-cyberbankingforsme.aspx": "/EN/business/sme/digital-banking/Pages/k-cyber-sme.aspx",
				"/en/sme/pages/sme.aspx": "/en/business/sme/Pages/SME.aspx",
				"/en/serviceschannel/searchservicechannel/contactcenter/pages/kcontactcenter.aspx": "/en/contact/Pages/contact.aspx",
				"/en/personal/otherproducts": "/en/personal",
				"/en/personal/bankaccounts": "/EN/personal/Account/Pages/savings.aspx",
				"/en/personal/bankaccounts/saving": "/EN/personal/Account/Pages/savings.aspx",
				"/en/personal/credit/pages/cards.aspx": "/en/personal/Credit-Card/Pages/credit-card.aspx",
				"/en/personal/credit/pages/visa.aspx": "/en/personal/credit-card/Pages/platinum.aspx",
				"/en/personal/debit/pages/kdebit.aspx": "/en/personal/debit-card/Pages/K-Debit.aspx",
				"/en/serviceschannel/searchservicechannel/internet/pages/kcyberbanking.aspx": "/EN/personal/digital-banking/Pages/k-cyber.aspx",
				"/en/serviceschannel/searchservicechannel/mobilephone/pages/newkmobilebankingplus.aspx": "/EN/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/en/personal/insurance/nonlifeinsurance/healthprotect/pages/healthcareprotect.aspx": "/en/personal/Insure/life/Pages/life-index.aspx",
				"/en/personal/loans/pages/loan.aspx": "/EN/personal/Loan/personal-loan/Pages/personal-Loan_index.aspx",
				"/en/ratesandfees/foreignexchange/pages/foreignexchange.aspx": "/en/rate/Pages/default.aspx",
				"/en/ratesandfees/pages/default.aspx": "/en/rate/Pages/default.aspx",
				"/en/ratesandfees/foreignexchange/pages/foreignexchangecurrency.aspx": "/en/rate/Pages/default.aspx",
				"/en/ratesandfees": "/en/rate/Pages/default.aspx",
				"/en/ratesandfees/gold/": "/en/rate/Pages/default.aspx",
				"/en/ratesandfees/deposit/pages/deposit.aspx": "/th/rate/Pages/deposits.aspx",
				"/th/applyforservices/pages/onlineapplication.aspx": "/TH/Apply",
				"/th/serviceschannel/searchservicechannel": "/th/branch/Pages/index.aspx",
				"/th/sme/ksmecontact/ksmebusinesscenter/pages/ksmebusinesscenter.aspx": "/TH/Branch?option=5",
				"/th/corporate": "/th/business",
				"/en/corporate/cashmanagement/eservicesolutions/pages/kcorporatepaymentcard.aspx": "/th/business/Cash-Management/E-Service-Payment/Pages/Payment-Card.aspx",
				"/th/corporate/cashmanagement/collectionsolutions/pages/chequecollection.aspx": "/th/business/Cash-Management/Payment-Solutions/Pages/cheque-collection.aspx",
				"/th/applyforservices/pages/kbankfleetcard.aspx": "/th/business/credit-card",
				"/th/corporate/credit/financecredit/pages/tradesolutionprogram.aspx": "/th/business/credit-card",
				"/th/applyforservices/pages/kcashconnectplus.aspx": "/TH/business/digital-banking/Pages/k-cash-connect-plus.aspx",
				"/th/social-activities/newsandactivities/pages/k-corporate-mobile-banking.aspx": "/TH/business/digital-banking/Pages/k-corporate-mobile-banking.aspx",
				"/th/corporate/internationaltrade/electronicssolutions/pages/k-tradeconnect.aspx": "/TH/business/digital-banking/Pages/k-trade-connect.aspx",
				"/th/aboutus/publications": "/TH/Business/Foreign-Exchange-Market/Pages/Market-Watch.aspx",
				"/th/news": "/TH/Business/Foreign-Exchange-Market/Pages/Market-Watch.aspx",
				"/th/corporate/internationaltrade/exportservice/pages/kexportservicesolutions.aspx": "/TH/business/international-trade/export",
				"/th/personal/otherproducts/kmoneytransfer/internationalmoneytransfer/pages/internationalmoneytransfer.aspx": "/TH/business/international-trade/global-money-transfer",
				"/th/corporate/internationaltrade": "/TH/business/international-trade/import",
				"/th/corporate/internationaltrade/importservice/pages/kimportservicesolutions.aspx": "/TH/business/international-trade/import",
				"/th/personal/investments": "/TH/business/investments",
				"/th/corporate/k-valuechainsolutions/pages/k-valuechainsolutions.aspx": "/th/business/k-value-chain-solution/Pages/index.aspx",
				"/th/corporate/k-valuechainsolutions/pages/k-valuechainsolutions.aspx?segment=sme": "/th/business/k-value-chain-solution/Pages/index.aspx",
				"/th/corporate/k-valuechainsolutions/pages/k-valuechainsolutions.aspx?segment=sme": "/th/business/k-value-chain-solution/Pages/index.aspx",
				"/th/corporate/cashmanagement/depositinvestmentsolutions/pages/specialsavingdeposit.aspx": "/th/business/saving/Pages/special-saving.aspx",
				"/th/sme": "/th/business/sme",
				"/th/serviceschannel/searchservicechannel/internet/pages/information_k-cyberbankingforsme.aspx": "/TH/business/sme/digital-banking/Pages/k-cyber-sme.aspx",
				"/th/serviceschannel/searchservicechannel/internet/pages/k-tradeconnect.aspx": "/TH/business/sme/Digital-banking/Pages/k-trade-connect.aspx",
				"/th/promotionprivileges/pages/combo-rungruang.aspx": "/th/business/sme/financial-services/payment-solution/Pages/edc.aspx",
				"/th/corporate/kcreditacceptance/pages/kpowerpay.aspx?pid=websitekbank_smehomepage": "/th/business/sme/financial-services/payment-solution/Pages/k-powerpay.aspx",
				"/th/sme/ksmeknowledge/financialtips/pages/tipsforgettingcreditapproval.aspx": "/TH/business/sme/KSMEKnowledge/article/FinancialTips",
				"/th/sme/ksmeknowledge/financialtips/pages/3-ways-handle_exchange-rate-fluctuation.aspx": "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/3-ways-handle_exchange-rate-fluctuation.aspx",
				"/th/sme/ksmeknowledge/financialtips/pages/5-danger-sign_finance.aspx": "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/5-Danger-sign_finance.aspx",
				"/th/sme/ksmeknowledge/financialtips/pages/know-cost_no-loss.aspx": "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/Know-Cost_No-Loss.aspx",
				"/th/sme/ksmeknowledge/financialtips/pages/sign-of-liquiditylacking.aspx": "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/Sign-of-LiquidityLacking.aspx",
				"/th/sme/ksmeknowledge/hrmtips/pages/8-tricks-professional-subordinate.aspx": "/th/business/sme/KSMEKnowledge/article/HRMTips/Pages/8-tricks-professional-subordinate.aspx",
				"/th/sme/ksmeknowledge/hrmtips/pages/easily-managing-human-resource.aspx": "/th/business/sme/KSMEKnowledge/article/HRMTips/Pages/easily-managing-human-resource.aspx",
				"/th/sme/article": "/TH/business/sme/KSMEKnowledge/article/KSMEAnalysis",
				"/th/sme/ksmeknowledge/ksmeanalysis/pages/e-commerce_popular-channel.aspx": "/th/business/sme/KSMEKnowledge/article/KSMEAnalysis/Pages/E-commerce_Popular-Channel.aspx",
				"/th/sme/ksmeknowledge/ksmeanalysis/pages/r1_south-vietnam-transportation.aspx": "/th/business/sme/KSMEKnowledge/article/KSMEAnalysis/Pages/R1_South-Vietnam-Transportation.aspx",
				"/th/sme/ksmeknowledge/ksmeanalysis/pages/retailing-opportunity-indonesia.aspx": "/th/business/sme/KSMEKnowledge/article/KSMEAnalysis/Pages/Retailing-Opportunity-Indonesia.aspx",
				"/th/sme/ksmeknowledge/ksmeanalysis/pages/top-down-business-2560.aspx": "/th/business/sme/KSMEKnowledge/article/KSMEAnalysis/Pages/Top-Down-Business-2560.aspx",
				"/th/sme/ksmeknowledge/marketingtips/pages/3-strategies-turn-fanpage-to-sale.aspx": "/th/business/sme/KSMEKnowledge/article/MarketingTips/Pages/3-Strategies-turn-fanpage-to-sale.aspx",
				"/th/sme/ksmeknowledge/smestory": "/TH/business/sme/KSMEKnowledge/article/SMEStory",
				"/th/sme/ksmeknowledge/smetips/pages/9-tips-business-myanmar.aspx": "/th/business/sme/KSMEKnowledge/article/SMETips/Pages/9-Tips-Business-Myanmar.aspx",
				"/th/sme/ksmeknowledge/smetips/pages/chinese-tourist_zero-dollar-tour.aspx": "/th/business/sme/KSMEKnowledge/article/SMETips/Pages/Chinese-Tourist_Zero-Dollar-Tour.aspx",
				"/th/sme/ksmeknowledge/smetips/pages/profitable_get-rid-of-fat.aspx": "/th/business/sme/KSMEKnowledge/article/SMETips/Pages/profitable_get-rid-of-fat.aspx",
				"/th/whathot/pages/sme-teetak_final.aspx": "/th/business/sme/KSMEKnowledge/media/Pages/sme-teetak.aspx",
				"/th/sme/ksmeproduct/pages/khomeloanforsmes.aspx": "/th/business/sme/loan/special-loan/Pages/home.aspx",
				"/th/sme/pages/khomeloanforsmes.aspx?pid=001": "/th/business/sme/loan/special-loan/Pages/home.aspx",
				"/th/sme/ksmeproduct/pages/microloan.aspx": "/th/business/sme/loan/special-loan/Pages/micro.aspx",
				"/th/sme/pages/sme.aspx": "/th/business/sme/Pages/SME.aspx",
				"/th/careersscholarship/pages/careers.aspx": "/th/careers/Pages/careers.aspx",
				"/th/contactus/": "/th/contact/Pages/contact.aspx",
				"/th/contactus/pages/map.aspx": "/th/contact/Pages/contact.aspx",
				"/th/personal/pages/contactusform.aspx": "/th/contact/Pages/contact.aspx",
				"/th/serviceschannel/searchservicechannel/contactcenter/pages/kcontactcenter.aspx": "/th/contact/Pages/contact.aspx",
				"/th/corporate/credit/creditguarantee/pages/keletterofguaranteeforegp.aspx": "/th/business/loan/credit-guarantee/Pages/ke-li-for-e-gp.aspx",
				"/th/investors/": "/th/ir",
				"/th/personal/bankaccounts/fixed/pages/fixed.aspx": "/th/personal/Account/Pages/fixed.aspx",
				"/th/personal/bankaccounts": "/th/personal/Account/Pages/savings.aspx",
				"/th/personal/bankaccounts/saving": "/th/personal/Account/Pages/savings.aspx",
				"/th/personal/bankaccounts/fixed/pages/taweesupspecialfixeddeposit.aspx": "/th/personal/Account/Pages/taweesup.aspx",
				"/th/personal/credit/pages/cards.aspx": "/th/personal/Credit-Card/Pages/credit-card.aspx",
				"/th/personal/credit/pages/visa.aspx": "/th/personal/Credit-Card/Pages/credit-card.aspx",
				"/kdebit/kfootballthai": "/th/personal/Debit-Card",
				"/th/personal/debit/pages/debit.aspx": "/th/personal/Debit-Card",
				"/th/personal/debit/pages/kdebit.aspx": "/th/personal/Debit-Card",
				"/th/personal/debit/pages/k-debit7purse.aspx": "/th/personal/Debit-Card",
				"/th/personal/debit/pages/kmaxdebit.aspx": "/th/personal/Debit-Card",
				"/th/personal/debit/pages/kmyplay.aspx": "/th/personal/Debit-Card",
				"/th/serviceschannel/searchservicechannel/internet/pages/kcyberbanking.aspx": "/TH/personal/digital-banking/Pages/k-cyber.aspx",
				"/th/promotionprivileges/pages/kleasing.aspx": "/th/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/th/serviceschannel/searchservicechannel/mobilephone/pages/kmobilebanking.aspx": "/TH/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/th/serviceschannel/searchservicechannel/mobilephone/pages/newkmobilebankingplus.aspx": "/TH/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/th/serviceschannel/searchservicechannel/mobilephone/pages/k-speedtopup.aspx": "/TH/personal/digital-banking/Pages/mobile-top-up.aspx",
				"/th/personal/otherproducts/kemailstatement/pages/k-emailstatement.aspx": "/TH/personal/digital-banking/statement",
				"/th/personal/insurance": "/th/personal/insure/life",
				"/th/personal/insurance/lifeinsurance": "/th/personal/insure/life",
				"/th/personal/insurance/lifeinsurance/prolife/pages/prolife80-4.aspx": "/th/personal/insure/life",
				"/th/personal/insurance/lifeinsurance/prosaving/pages/prosaveing510guarantee.aspx": "/th/personal/insure/life",
				"/th/personal/insurance/lifeinsurance/prosaving/pages/prosaving615.aspx": "/th/personal/insure/life",
				"/th/personal/insurance/lifeinsurance/prosaving/pages/prosaving615-guarantee.aspx": "/th/personal/insure/life",
				"/th/personal/insurance/nonlifeinsurance/healthprotect/pages/healthcareprotect.aspx": "/th/personal/Insure/life/Pages/life-index.aspx",
				"/th/personal/insurance/nonlifeinsurance/accidentprotect/pages/accidentprotect.aspx": "/th/personal/insure/non-life",
				"/th/personal/insurance/nonlifeinsurance/healthprotect": "/th/personal/insure/non-life",
				"/th/personal/insurance/nonlifeinsurance/pa_forexecutive": "/th/personal/insure/non-life",
				"/th/personal/k-payrollbenefits/kpb_investment/pages/kpb_investment.aspx": "/th/personal/invest/Pages/mutual-funds.aspx",
				"/jp/personal/loans/khomeloan/pages/khomeloankasikorn.aspx": "/th/personal/loan/home-loan",
				"/loans/khomeloan/pages/khomeloanmulti.aspx": "/th/personal/loan/home-loan",
				"/th/personal/loans/khomeloan/pages/khomeequity.aspx": "/th/personal/loan/home-loan",
				"/th/personal/loans/khomeloan/pages/khomeloan.aspx": "/th/personal/loan/home-loan",
				"/th/personal/loans": "/th/personal/loan/personal-loan",
				"/th/personal/loans/kpersonalcredit/pages/kpersonalloan.aspx": "/TH/personal/loan/personal-loan",
				"/th/personal/loans/kpersonalcredit/pages/kexpresscash.aspx": "/th/personal/Loan/personal-loan/Pages/express-cash-card.aspx",
				"/th/personal/loans/pages/loan.aspx": "/TH/personal/Loan/personal-loan/Pages/personal-Loan_index.aspx",
				"/th/promotionprivileges/pages/dtac.aspx": "/th/personal/Pages/Home.aspx",
				"/th/whathot/pages/helpflood17_retail.aspx": "/th/personal/Pages/Home.aspx",
				"/th/personal/otherproducts/kmoneytransfer/internationalmoneytransfer/pages/globaloutward1.aspx": "/TH/personal/services/foreign-currency",
				"/th/promotionprivileges/pages/koohookaiklong.aspx": "/TH/Promotion",
				"/promptpay": "/th/promotion/Pages/PromptPay.aspx",
				"/th/promotionprivileges/pages/k-malert.aspx": "/th/promotion/Pages/sms.aspx",
				"/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transfertokbankaccount/pages/kcdm.aspx": "/TH/Rate",
				"/th/ratesandfees/deposit/pages/deposithistory.aspx": "/TH/Rate",
				"/th/ratesandfees/fcd/pages/fcd.aspx": "/TH/Rate",
				"/th/ratesandfees/lending/pages/lendinghistory.aspx": "/TH/Rate",
				"/th/ratesandfees/pages/default.aspx": "/TH/Rate",
				"/th/ratesandfees/charges/pages/charges.aspx": "/th/rate/fee",
				"/th/ratesandfees/foreignexchange/pages/foreignexchange.aspx": "/th/rate/Pages/default.aspx",
				"/th/ratesandfees/deposit/pages/deposit.aspx": "/th/rate/Pages/deposits.aspx",
				"/th/ratesandfees/lending/pages/lending.aspx": "/th/rate/Pages/lending.aspx",
				"/mcorp": "https://rt10.kasikornbank.com/mcorp/security/login-index.htm",
				"/mcorp/pushbill": "https://ws11.kasikornbank.com:8443/mcorp/pushbill",
				"/th/sme/ksmeknowledge/ksmeanalysis/pages/jewelry_down-economy_2016.aspx": "/th/business/sme/KSMEKnowledge/article/KSMEAnalysis/Pages/Jewelry_down-economy_2016.aspx",
				"/special/smartpay_byphone": "/",
				"/th/applyforservices/pages/applyforservices.aspx": "/",
				"/th/personal/otherproducts/kemailstatement/pages/k-deposit.aspx": "/",
				"/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transfertokbankaccount/pages/kmobile.aspx": "/",
				"/th/whathot/pages/taweesup-extra.aspx": "/",
				"/en/ratesandfees": "/en/Rate/Pages/Foreign-Exchange.aspx",
				"/en/serviceschannel/searchservicechannel/internet/pages/kcyberbanking.aspx": "/en/personal/digital-banking/Pages/k-cyber.aspx",
				"/en/serviceschannel/searchservicechannel/internet/newkcyberbanking/faq/pages/userlogin.aspx": "/en/personal/digital-banking/Pages/k-cyber.aspx",
				"/en/ratesandfees/foreignexchange/pages/foreignexchangehistory.aspx": "/en/Rate/Pages/Foreign-Exchange.aspx",
				"/en/ratesandfees/foreignexchange/pages/calculatorfxbuy.aspx": "/en/Rate/Pages/Foreign-Exchange.aspx",
				"/en/serviceschannel/searchservicechannel/mobilephone/pages/kmobilebanking.aspx": "/en/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/en/serviceschannel/searchservicechannel/mobilephone/pages/kmobilebanking.aspx": "/en/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/en/serviceschannel/searchservicechannel/mobilephone/pages/newkmobilebankingplus.aspx": "/en/personal/digital-banking/Pages/k-mobile-banking-plus.aspx",
				"/en/ratesandfees/charges/pages/charges.aspx": "/th/rate/fee",
				"/en/ratesandfees/lending/pages/lending.aspx": "/EN/rate/Pages/lending.aspx",
				"/en/personal/otherproducts/kmoneytransfer/pages/kmoneytransfer.aspx": "/en/personal/services/payment",
				"/th/promotionprivileges/pages/newwebsitekbank2017.aspx": "/",
                "/th/corporate/cbs/pages/kcorporateconnect.aspx" : "/TH/business/digital-banking/Pages/k-cash-connect-plus.aspx" , //add new 14/02/2017 15:30
			    "/th/personal/pages/personal.aspx" : "/th/personal" ,
                "/th/serviceschannel/searchservicechannel/k-malert/pages/k_malert_transaction.aspx" : "/th/personal/Digital-banking/sms/Pages/sms-alert.aspx" ,
                "/th/serviceschannel/searchservicechannel/pages/servicechannelssearch.aspx" : "/th/branch" ,
                "/th/ratesandfees/foreignexchange/pages/foreignexchangehistory.aspx" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/mobile/th/pages/productperson.aspx" : "/th/personal" ,
                "/th/serviceschannel/searchservicechannel/internet/newkcyberbanking/pages/securitytips.aspx" : "/TH/personal/digital-banking/Pages/k-cyber.aspx" ,
                "/th/contactus/pages/personal.aspx" : "/th/contact/Pages/contact.aspx" ,
                "/mobile/en/pages/home.aspx" : "/EN/personal/Pages/Home.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/pages/promptpay.aspx" : "/th/promotion/Pages/PromptPay.aspx" ,
                "/th/personal/bankaccounts/pages/bankaccounts.aspx" : "/th/personal/Account/Pages/savings.aspx" ,
                "/th/personal/loans/khomeloan/pages/khomeloankasikorn.aspx" : "/th/personal/loan/home-loan" ,
                "/th/personal/credit/pages/smartvaluechoice_card.aspx" : "/th/personal/Credit-Card/Pages/credit-card.aspx" ,
                "/th/aboutus/publications/foreignexchangemarket/pages/foreignexchangemarket.aspx" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/apply_creditcard_expresscash/pages/kbankcards.aspx" : "/TH/Apply" ,
                "/th/personal/pages/personal.aspx" : "/th/personal" ,
                "/th/printeservicetransaction/pages/printeservicetransaction.aspx" : "/PrintReceipt/Service/InquiryBankingPlus.aspx?params=TwBjlcDmyIH0n0V4Y7DkN0CGeVoMImj1afZFNrX8MGZQ4d6knCXtTkPFWBY40Of5" ,
                "/th/personal/debit/pages/kmyplay.aspx" : "/th/personal/debit-card/Pages/k-My.aspx" ,
                "/th/personal/bankaccounts/fixed/pages/fixeddeposits.aspx" : "/th/personal/Account/Pages/fixed.aspx" ,
                "/th/personal/debit/pages/internetshoppingbykdebit.aspx" : "/th/personal/debit-card/Pages/web-card.aspx" ,
                "/en/personal/pages/personal.aspx" : "/en/personal" ,
                "/th/serviceschannel/searchservicechannel/contactcenter/pages/contactcenter.aspx" : "/TH/contact" ,
                "/mobile/th/pages/promotion.aspx" : "/TH/Promotion" ,
                "/mobile/th/pages/home.aspx" : "/TH/Promotion" ,
                "/th/applyforservices/pages/kcyberbankingform.aspx" : "/K-Online/onlineRegistration.do?cmd=initFirstPage" ,
                "/mobile/th/pages/productpersonlist.aspx?cid=1" : "/TH/Promotion" ,
                "/th/serviceschannel/searchservicechannel/internet/newkcyberbanking/faq/pages/userlogin.aspx" : "/TH/personal/digital-banking/Pages/k-cyber.aspx" ,
                "/th/personal/thewisdom/thewisdom/pages/home.aspx" : "/TH/Personal/TheWisdom/TheWisdom/Pages/Home.aspx" ,
                "/mobile/th/pages/serviceschannel.aspx" : "/th/branch" ,
                "/th/personal/debit/pages/verifiedbyvisa.aspx" : "/th/Apply/internet-shopping-by-k-debit-card" ,
                "/th/serviceschannel/searchservicechannel/internet/pages/registeronatm.aspx" : "/" ,
                "/th/personal/otherproducts/kmoneytransfer/internationalmoneytransfer/pages/globalinward1.aspx" : "/th/International-Business/global-money-transfer/Pages/outward.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transfertokbankaccount/pages/kcdm.aspx" : "/th/personal/services/payment/Pages/transfer-k-cdm.aspx" ,
                "/th/serviceschannel/searchservicechannel/electronicmachines/pages/katm.aspx" : "/th/personal/services/payment/Pages/transfer-atm.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transfertokbankaccount/pages/kmobile.aspx" : "/th/personal/services/payment/Pages/transfer-k-mobile-banking-plus.aspx" ,
                "/th/corporate/pages/corporate.aspx" : "/th/business" ,
                "/th/personal/debit/pages/kmaxdebit.aspx" : "/th/personal/debit-card/Pages/k-max.aspx" ,
                "/mobile/th/pages/exchange.aspx" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transferstootherbankaccounts/pages/transferatmsim_plus.aspx" : "/th/personal/services/payment/Pages/transfer-k-mobile-banking-plus.aspx" ,
                "/th/investors/pages/investors.aspx" : "/th/ir" ,
                "/th/personal/debit/pages/kmaxplus.aspx" : "/th/promotion/Pages/KMax-PLUS.aspx" ,
                "/mobile/th/pages/productbusdetail.aspx?iurl=/th/serviceschannel/searchservicechannel/electronicmachines/pages/katm.aspx" : "/th/branch" ,
                "/th/ratesandfees/foreignexchange/pages/foreignexchangehistory.aspx?d=9&m=2&y=2017&r=1" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/personal/insurance/pages/insurance.aspx" : "/th/personal/insure/life" ,
                "/th/ratesandfees/foreignexchange/pages/foreignexchangecurrency.aspx" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transfertokbankaccount/pages/kinternet.aspx" : "/th/personal/services/payment/Pages/transfer-k-cyber.aspx" ,
                "/th/personal/loans/khomeloan/pages/khomeequity.aspx" : "/th/personal/Loan/Home-Loan/Pages/home-equity.aspx" ,
                "/custom/ksmecontact/pages/contactformlandingpage.aspx?pid=landingpage1_sem" : "/Custom/KSMEContact/Pages/ContactForm.aspx?PID=Website_Home" ,
                "/th/personal/otherproducts/kemailstatement/pages/k_credit_card.aspx" : "/th/personal/Digital-banking/statement/Pages/k-email-statement-credit.aspx" ,
                "/mobile/th/pages/productpersonlist.aspx?cid=3" : "/th/personal" ,
                "/th/serviceschannel/searchservicechannel/k-malert/pages/k-malert_card_spending.aspx" : "/th/personal/Digital-banking/sms/Pages/k-malert.aspx" ,
                "/th/whathot/pages/kbank-promptpay.aspx" : "/th/promotion/Pages/PromptPay.aspx" ,
                "/mobile/th/pages/productpersonlist.aspx?cid=2" : "/th/personal" ,
                "/th/personal/investments/kbeinvestment/pages/kbeinvestment.a" : "/th/business/investments/Pages/kbe-investment.aspx" ,
                "/th/personal/credit/pages/vbvandmastercardsecurecode.aspx" : "/th/apply/mastercard-securecode" ,
                "/th/personal/otherproducts/kmoneytransfer/domesticfundstransfers/transferstootherbankaccounts/pages/deposit_cdm.aspx" : "/th/personal/services/payment/Pages/transfer-k-cdm.aspx" ,
                "/th/aboutus/companybackground/pages/companybackground.aspx" : "/th/about/Information/Pages/company-background.aspx" ,
                "/th/ratesandfees/foreignexchange/pages/foreignexchangehistory.aspx?d=9&m=2&y=2017&r=0" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/personal/credit/pages/formk-creditcard.aspx" : "/th/apply/creditcard" ,
                "/th/serviceschannel/searchservicechannel/pages/teller.aspx" : "/th/branch" ,
                "/th/personal/credit/pages/specialk_creditcard.aspx" : "/th/personal/Credit-Card/Pages/credit-card.aspx" ,
                "/th/contactus/pages/business.aspx" : "/th/contact/Pages/k-biz-contact-center.aspx" ,
                "/th/personal/debit/pages/k-debit7purse.aspx" : "/th/personal/debit-card/Pages/7-Purse.aspx" ,
                "/th/ratesandfees/foreignexchange/pages/calculatorfxbuy.aspx" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/ratesandfees/foreignexchange/pages/calculatorfxbuy.aspx" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/personal/credit/pages/master.aspx" : "/th/personal/credit-card/Pages/platinum.aspx" ,
                "/th/personal/otherproducts/pages/otherproducts.aspx" : "/th/personal" ,
                "/th/personal/loans/khomeloan/pages/khomeloanmulti.aspx" : "/th/personal/Loan/Home-Loan/Pages/multi-purposes.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/chequeanddraftservices/pages/cashiersorders.aspx" : "/TH/personal/services/cheque" ,
                "/th/personal/insurance/lifeinsurance/pages/lifeinsure.aspx" : "/th/personal/insure/life" ,
                "/th/serviceschannel/searchservicechannel/k-malert/pages/k_malert_money_transfer.aspx" : "/th/personal/Digital-banking/sms/Pages/sms-alert.aspx" ,
                "/th/applyforservices/pages/form_credit_card.aspx" : "/th/Apply/creditcard" ,
                "/th/personal/loans/kpersonalcredit/pages/kpersonalcredit.aspx" : "/th/Apply/express-cash-card" ,
                "/en/serviceschannel/searchservicechannel/pages/servicechannelssearch.aspx" : "/th/branch" ,
                "/en/personal/bankaccounts/pages/bankaccounts.aspx" : "/th/personal/Account/Pages/savings.aspx" ,
                "/th/serviceschannel/searchservicechannel/internet/pages/k_cyberbanking_tranfermoney.aspx" : "/th/personal/services/payment/Pages/transfer-k-cyber.aspx" ,
                "/th/corporate/cbs/pages/cbs.aspx" : "/th/business" ,
                "/th/ratesandfees/charges/pages/serviceatmdebitfee.aspx" : "/th/rate/fee/Pages/fee.aspx" ,
                "/th/personal/otherproducts/kmoneytransfer/pages/kmoneytransfer.aspx" : "/TH/personal/services/payment" ,
                "/mobile/th/pages/home.aspx" : "/th/personal" ,
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/ksmeanalysis.aspx" : "/TH/business/sme/KSMEKnowledge/article/KSMEAnalysis" ,
                "/en/ratesandfees/foreignexchange/pages/foreignexchange.aspx?banner=1" : "/TH/Rate/Pages/Foreign-Exchange.aspx" ,
                "/th/personal/bankaccounts/fixed/pages/readytousetimedeposit.aspx" : "/th/personal/Account/Pages/flexible-plus-family-protection.aspx" ,
                "/th/sme/ksmeknowledge/hrmtips/pages/8-tricks-professional-subordinate.aspx" : "/th/business/sme/KSMEKnowledge/article/HRMTips/Pages/8-tricks-professional-subordinate.aspx" ,
                "/th/sme/ksmeknowledge/hrmtips/pages/easily-managing-human-resource.aspx" : "/th/business/sme/KSMEKnowledge/article/HRMTips/Pages/easily-managing-human-resource.aspx" ,
                "/th/sme/ksmeproduct/pages/ksmefranchisecredit.aspx" : "/th/business/sme/loan/Business-Solutions/Pages/franchise.aspx" ,
                "/th/corporate/credit/specialproduct/pages/ksmeapartmentloan.aspx" : "/th/business/sme/loan/Business-Solutions/Pages/apartment.aspx" ,
                "/th/sme/ksmeproduct/pages/ksmeinfrequentcustomer.aspx" : "/th/business/sme/loan/special-loan/Pages/infrequent-customer.aspx" ,
                "/th/sme/ksmeknowledge/marketingtips/pages/smm_socialmediamarketing.aspx" : "/th/business/sme/KSMEKnowledge/article/MarketingTips/Pages/SMM_SocialMediaMarketing.aspx" ,
                "/custom/ksmecontact/pages/contactform.aspx?pid=homesme" : "/Custom/KSMEContact/Pages/ContactForm.aspx?PID=Website_Home" ,
                "/th/corporate/creditfactoring/klocalfactoring/pages/klocalfactoring.aspx?pid=websitekbank_smehomepage" : "/th/business/sme/loan/circulate/Pages/k-factoring.aspx" ,
                "/jp/serviceschannel/searchservicechannel/mobilephone/pages/plusregistration2.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/serviceschannel/searchservicechannel/mobilephone/pages/plusregistration2.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/pages/default.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/personal/debit/pages/kmydebit.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/pages/default.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/corporate/cashmanagement/depositinvestmentsolutions/pages/businessdepositthaibaht.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/personal/pages/personal.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/personal/debit/pages/kwebshopping.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/personal/debit/pages/kdebit.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/personal/loans/khomeloan/pages/khomeloankasikorn.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/aboutus/publications/securityservicesbulletin/pages/vol10no4.aspx" : "/en/rate/Pages/default.aspx" ,
                "/zh/pages/default.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jp/pages/default.aspx" : "/en/rate/Pages/default.aspx" ,
                "/jbicenter/stayingwell/money/pages/money_default.aspx" : "/en/rate/Pages/default.aspx" ,
                "/japandesk/pages/default.aspx" : "/en/rate/Pages/default.aspx" ,
                "/th/sme/ksmeknowledge/smetips/pages/chinese-tourist_zero-dollar-tour.aspx?pid=fbksme_clicktowebsite_9-11february2017" : "/th/business/sme/KSMEKnowledge/article/SMETips/Pages/Chinese-Tourist_Zero-Dollar-Tour.aspx" ,
                "/th/sme/ksmeknowledge/financialtips/pages/5c.aspx" : "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/5C.aspx" ,
                "/th/sme/ksmeknowledge/smestory/pages/crisis-build-strong-business_fasttechn.aspx" : "/th/business/sme/KSMEKnowledge/article/SMEStory/Pages/crisis-build-strong-business_FastTechno.aspx" ,
                "/th/sme/ksmeknowledge/financialtips/pages/3-ways-handle_exchange-rate-fluctuation.aspx?pid=fbksme_clicktowebsite_3-5feb2017" : "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/3-ways-handle_exchange-rate-fluctuation.aspx" ,
                "/th/sme/ksmeknowledge/marketingtips/pages/3-strategies-turn-fanpage-to-sale.aspx?pid=fbksme_clicktowebsite_31jan-2feb2016" : "/th/business/sme/KSMEKnowledge/article/MarketingTips/Pages/3-Strategies-turn-fanpage-to-sale.aspx" ,
                "/th/sme/ksmeknowledge/smestory/pages/branding_ari-football.aspx" : "/th/business/sme/KSMEKnowledge/article/SMEStory/Pages/Branding_Ari-Football.aspx" ,
                "/th/sme/ksmeknowledge/financialtips/pages/know-cost_no-loss.aspx" : "/th/business/sme/KSMEKnowledge/article/FinancialTips/Pages/Know-Cost_No-Loss.aspx" ,
                "/th/promotionprivileges/pages/ksmartguarantee.aspx?pid=fb_ksme" : "/TH/business/Digital-banking/Pages/k-smart-guarantee.aspx" ,
                "/th/sme/ksmeknowledge/smestory/pages/soy-milk_millionaire_tofusan.aspx": "/th/business/sme/KSMEKnowledge/article/SMEStory/Pages/Soy-Milk_Millionaire_Tofusan.aspx",
                "/TheWisdom/PVB2017": "/TH/Personal/TheWisdom/TheWisdom/DownloadFrom/THE%20WISDOM%20Privilege%20book%202017.pdf",
                "/mobile/moneyexpo": "/th/promotion/Pages/MoneyExpo.aspx", //add 03/05/2017
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/machine-shop_growth_2016.aspx" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/machine-shop_growth_2016.aspx", //add 17/02/2017
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/construction-material-strategy-2016.aspxhttp": "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/construction-material-strategy-2016.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/construction-material-strategy-2016.aspx": "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/construction-material-strategy-2016.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/export_processed-food.aspxhttp": "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/export_processed-food.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/export_processed-food.aspx": "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/export_processed-food.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/wholesale-export-to-neighbors.aspx" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/wholesale-export-to-neighbors.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/border-sezs-forthaismes.aspx" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/border-sezs-forthaismes.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/business-oppotunity_renewable-energy.aspx" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/business-oppotunity_renewable-energy.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/myanmar-consumer-behavior.aspxhttp": "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/myanmar-consumer-behavior.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/myanmar-consumer-behavior.aspx": "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/myanmar-consumer-behavior.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/sme_local_restaurant_strategy_2016.aspx" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/sme_local_restaurant_strategy_2016.aspx",
                "/th/sme/ksmeknowledge/ksmeanalysis/pages/sme_hotel_strategy_2016.aspx" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/sme_hotel_strategy_2016.aspx",
                "/search?q=cache:gueblgm33agj:www.kasikornbank.com/th/sme/ksmeknowledge/ksmeanalysis/pages/machine-shop_growth_2016.aspx+&cd=10&hl=th&ct=clnk&gl=th" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/machine-shop_growth_2016.aspx",
                "/search?q=cache:_h90zxqqcisj:www.kasikornbank.com/th/sme/ksmeknowledge/ksmeanalysis/pages/sme_local_restaurant_strategy_2016.aspx+&cd=5&hl=th&ct=clnk&gl=th" : "/th/business/sme/ksmeknowledge/article/ksmeanalysis/pages/sme_local_restaurant_strategy_2016.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/smestory.aspx" : "/th/business/sme/ksmeknowledge/article/smestory",
                "/th/sme/ksmeknowledge/smestory/pages/youngest-innovative-ceo.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/youngest-innovative-ceo.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/key-success_online_fruit.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/key-success_online_fruit.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/leave-officer-life_cosluxe.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/leave-officer-life_cosluxe.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/crisis-build-strong-business_fasttechno.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/crisis-build-strong-business_fasttechno.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/new-species-jaekeng.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/new-species-jaekeng.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/think-outside-box_price-strategy_pdm.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/think-outside-box_price-strategy_pdm.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/oem_millionaire_cj-cup.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/oem_millionaire_cj-cup.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/3_young-millionaires_smeteetak.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/3_young-millionaires_smeteetak.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/business-development_foodstory.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/business-development_foodstory.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/fashion-business_deck.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/fashion-business_deck.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/slow-life-trend_mezzo-coffee.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/slow-life-trend_mezzo-coffee.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/attentive_phoenix-lava.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/attentive_phoenix-lava.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/nithifoods.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/nithifoods.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/chounan_low-cost-marketing.aspx" : "/th/business/sme/ksmeknowledge/article/smestory/pages/chounan_low-cost-marketing.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/financialtips.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips",
                "/th/sme/ksmeknowledge/financialtips/pages/profit_loss_calculation.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/profit_loss_calculation.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/6-collateral.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/6-collateral.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/financial-health-check.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/financial-health-check.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/6rules-cash-flow-management.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/6rules-cash-flow-management.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/4tips-for-npl.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/4tips-for-npl.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/wellplan-payless.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/wellplan-payless.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/sme_one_account.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/sme_one_account.aspx",
                "/th/sme/ksmeknowledgefinancialtips/pages/financial-preparation-for-aec.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/financial-preparation-for-aec.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/financialmanagementfordowneconomy.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/financialmanagementfordowneconomy.aspx",
                "/th/sme/ksmeknowledge/financialtips/pages/6rules-cash-flow-management.aspx" : "/th/business/sme/ksmeknowledge/article/financialtips/pages/6rules-cash-flow-management.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/marketingtips.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips",
                "/th/sme/ksmeknowledge/marketingtips/pages/yuggie_new-gen.aspxhttp": "/th/business/sme/ksmeknowledge/article/marketingtips/pages/yuggie_new-gen.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/yuggie_new-gen.aspx": "/th/business/sme/ksmeknowledge/article/marketingtips/pages/yuggie_new-gen.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/effective-marketing-tools_digital-age.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/effective-marketing-tools_digital-age.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/merketing-for-digital-consumer.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/merketing-for-digital-consumer.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/2sides-of-brain.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/2sides-of-brain.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/webinar-grocery-2015.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/webinar-grocery-2015.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/webinar-branding-2015.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/webinar-branding-2015.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/smemarketingstrategies.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/smemarketingstrategies.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/promotions.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/promotions.aspx",
                "/th/sme/ksmeknowledge/marketingtips/pages/socialmediamarketing.aspx" : "/th/business/sme/ksmeknowledge/article/marketingtips/pages/socialmediamarketing.aspx",
                "/th/sme/ksmeknowledge/hrmtips/pages/hrmtips.aspx" : "/th/business/sme/ksmeknowledge/article/hrmtips",
                "/th/sme/ksmeknowledge/hrmtips/pages/belovedboss.aspx" : "/th/business/sme/ksmeknowledge/article/hrmtips/pages/belovedboss.aspx",
                "/th/sme/ksmeknowledge/hrmtips/pages/top4hrmproblems.aspxhttp": "/th/business/sme/ksmeknowledge/article/hrmtips/pages/top4hrmproblems.aspx",
                "/th/sme/ksmeknowledge/hrmtips/pages/top4hrmproblems.aspx": "/th/business/sme/ksmeknowledge/article/hrmtips/pages/top4hrmproblems.aspx",
                "/th/sme/ksmeknowledge/hrmtips/pages/kingofthejungle.aspx" : "/th/business/sme/ksmeknowledge/article/hrmtips/pages/kingofthejungle.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/smetips.aspx" : "/th/business/sme/ksmeknowledge/article/smetips",
                "/th/sme/ksmeknowledge/smetips/pages/4ways-to-work-hypermarket.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/4ways-to-work-hypermarket.aspx",
                "/th/smeksmeknowledge/smetips/pages/trademark.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/trademark.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/online-channel_easycome_eastgo.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/online-channel_easycome_eastgo.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/5-behaves-undesirable.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/5-behaves-undesirable.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/digitaltools-make-profit.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/digitaltools-make-profit.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/sme-guidance-from-big-corporate.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/sme-guidance-from-big-corporate.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/business-registration.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/business-registration.aspx",
                "/th/sme/ksmeknowledge/smetips/pages/form-d-aec.aspx" : "/th/business/sme/ksmeknowledge/article/smetips/pages/form-d-aec.aspx",
                "/th/sme/pages/bizreward2016.aspx": "/th/business/sme/LandingPage/Pages/BizReward2016.aspx",
                "/th/personal/k-expertmyport/pages/k-expertmyport.aspx": "https://k-expert.askkbank.com/DIYTools/Pages/K-ExpertMyPort.aspx",

                "/th/sme/ksmeproduct/pages/ksmebigcreditline.aspx": "/th/business/sme/loan/special-loan/Pages/big-credit.aspx",
			    "/th/sme/ksmeproduct/pages/ksmelongtermloans.aspx": "/th/business/sme/loan/special-loan/Pages/long-term.aspx",
                "/th/sme/ksmeproduct/pages/ksmenocollateral.aspx": "/th/business/sme/loan/special-loan/Pages/no-collateral.aspx",
                "/th/sme/ksmeproduct/pages/ksmeapartmentcredit.aspx": "/th/business/sme/loan/Business-Solutions/Pages/apartment.aspx",
                "/th/sme/pages/ksme_apartmentcredit.aspx": "/th/business/sme/loan/Business-Solutions/Pages/apartment.aspx",
                "/th/sme/ksmeproduct/pages/ksmeconstructioncredit.aspx": "/th/business/sme/loan/Business-Solutions/Pages/construction.aspx",
                "/th/sme/ksmeproduct/pages/ksmemedicalcredit.aspx": "/th/business/sme/loan/Business-Solutions/Pages/medical.aspx",
                "/th/sme/ksmeproduct/pages/ecommercequickloanalibaba.aspx": "/th/business/sme/loan/special-loan/Pages/alibaba.aspx",
                "/th/sme/ksmeknowledge/smestory/pages/buyandsellincash.aspx": "/th/business/sme/loan/special-loan/Pages/infrequent-customer.aspx",
                "/th/sme/ksmeproduct/pages/ksmeletterofindemnity.aspx": "/th/business/sme/loan/credit-guarantee/Pages/Kletter-guarantee.aspx",
                "/en/sme/pages/khomeloanforsmes.aspx": "/th/business/sme/loan/special-loan/Pages/home.aspx",

                "/th/personal/kbankprivatebanking/documents/pages/kpb-service/kpb-service.html": "/th/personal/kbankprivatebanking/kpb-service",
                "/th/personal/kbankprivatebanking/documents/pages/kpb-service/kpb-main.html": "/th/personal/kbankprivatebanking/kpb-service/pages/kpb-main.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/privileges/visainfinite.html": "/th/personal/kbankprivatebanking/privileges/pages/visainfinite.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/contactus/channels.html": "/th/personal/kbankprivatebanking/contactus/pages/channels.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/information/oa.html": "/th/personal/kbankprivatebanking",
                "/th/personal/kbankprivatebanking/documents/pages/privileges/visainfinite-detail1.html": "/th/personal/kbankprivatebanking/privileges/pages/visainfinite-detail1.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/kpb-service/privileges.html": "/th/personal/kbankprivatebanking/kpb-service/pages/privileges.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/aboutus/awards.html": "/th/personal/kbankprivatebanking/aboutus/pages/awards.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/information/assetbenefit.html": "/th/personal/kbankprivatebanking",
                "/th/personal/kbankprivatebanking/documents/pages/kpb-service/savingninvestment.html": "/th/personal/kbankprivatebanking/kpb-service/pages/savingninvestment.aspx",
                "/th/personal/kbankprivatebanking/documents/pages/investmentsolution/investmentsolution.html": "/th/personal/kbankprivatebanking/investmentsolution",
                "/promotion/issue-debitcard-via-kmb": "/Recommend-Products/debit-issue-via-kmb/Pages/index.html",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=11": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/personal/KBankPrivateBanking/Documents/index.html": "/th/personal/private-banking/Pages/index.aspx",
				"/th/personal/KBankPrivateBanking/AboutUs/Pages/WhyUs.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/personal/KBankPrivateBanking/Documents/Pages/AboutUs/AboutUs.html": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Pages/PortfolioSimulation.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Pages/FinancialProducts.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/Investments/Secondary%20market%20for%20debt%20instruments/Pages/DebtInvestment.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/Privileges.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/ContactUs": "/th/personal/private-banking/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/ContactUs/Pages/Channels.aspx": "/th/personal/private-banking/Pages/index.aspx",
				"/th/personal/KBankPrivateBanking/KPB-Service": "/th/personal/private-banking/services/Pages/index.aspx",
				"/th/personal/KBankPrivateBanking/KPB-Service/Pages/KPB-Main.aspx": "/th/personal/private-banking/services/Pages/index.aspx",
				"/th/personal/KBankPrivateBanking/KPB-Service/pages/savingninvestment.aspx": "/th/personal/private-banking/services/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/KPB-Service/Pages/SavingNInvestment.aspx": "/th/personal/private-banking/services/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/KPB-Service/Pages/Corporate.aspx": "/th/personal/private-banking/services/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/KPB-Service/Pages/Privileges.aspx": "/th/personal/private-banking/services/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution": "/th/personal/private-banking/services/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/Activities.aspx?year=2018": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=11": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=8": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=7": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=10": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=9": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=1": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=2": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/ActivitiesDetail.aspx?ah=3": "/th/personal/private-banking/events/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Pages/ResearchPublication.aspx": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/K-Alpha/Pages/K-Alpha-2558030.aspx": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/K-Alpha/Pages/K-Alpha-25580615.aspx": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/K-Alpha/Pages/K-Alpha-25580608.aspx": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/K-Alpha/Pages/K-Alpha-25580525.aspx": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/K-Alpha/Pages/K-Alpha-25580518.aspx": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Article/ArticleKPB/June_2015.pdf": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Article/ArticleKPB/May_2015.pdf": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Article/ArticleKPB/Apr_2015.pdf": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Article/ArticleKPB/Mar_2015.pdf": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/InvestmentSolution/Article/ArticleKPB/Dec_2014.pdf": "/th/personal/private-banking/articles/Pages/index.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite.aspx": "/th/personal/credit-card/Pages/the-wisdom-infinite.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite-Detail1.aspx?list=0": "/th/personal/credit-card/Pages/the-wisdom-infinite.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite-Detail1.aspx?list=1": "/th/personal/credit-card/Pages/the-wisdom-infinite.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite-Detail1.aspx?list=2": "/th/personal/credit-card/Pages/the-wisdom-infinite.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite-Detail1.aspx?list=3": "/th/personal/credit-card/Pages/the-wisdom-infinite.aspx",
				"/TH/Personal/KBankPrivateBanking/Privileges/Pages/VISAInfinite-Detail1.aspx?list=4": "/th/personal/credit-card/Pages/the-wisdom-infinite.aspx",
				"/th/personal/KPB/Pages/PerfectWealth2018_andFlip.aspx": "/th/personal/private-banking/perfect-wealth/Pages/index.aspx",
				"/TH/Personal/TheWisdom/Privileges/Pages/WisdomPrivilleges.aspx": "/th/personal/the-wisdom/",
				
				"/th/personal/Insure/life/Pages/pro-life-99-1.aspx": "/th/personal/insure/life",
				"/th/personal/Insure/life/Pages/mrta-home-plus.aspx": "/th/personal/insure/life",
				"/en/personal/Insure/life/Pages/pro-life-99-1.aspx": "/EN/personal/Insure/life/Pages/life-index.aspx",
				"/en/personal/Insure/life/Pages/mrta-home-plus.aspx": "/EN/personal/Insure/life/Pages/life-index.aspx",

				"/th/careers/Pages/en/care/index.html": "/en/career/Pages/care.aspx",
				"/th/careers/Pages/en/growth/index.html": "/en/career/Pages/growth.aspx",
				"/th/careers/Pages/en/index.html": "/en/career/Pages/home.aspx",
				"/th/careers/Pages/en/life/index.html": "/en/career/Pages/life.aspx",
				"/th/careers/Pages/en/work/index.html": "/en/career/Pages/work.aspx",
				"/th/careers/Pages/growth/index.html": "/th/career/Pages/growth.aspx",
				"/th/careers/Pages/life/index.html": "/th/career/Pages/life.aspx",
				"/th/careers/Pages/index.aspx": "/th/career/Pages/home.aspx",
				"/th/careers/Pages/care/index.html": "/th/career/Pages/care.aspx",
				"/th/Apply/CreditCard/Pages/online-application.aspx": "/th/Apply/MainCreditCard/Pages/online-application.aspx",
				"/th/Apply/CreditCard/Pages/online-application.aspx?PID=ccpromotion": "/th/Apply/MainCreditCard/Pages/online-application.aspx",
				"/th/careers/Pages/work/index.html": "/th/career/Pages/work.aspx",
				"/th/promotion/pages/kplus_addmembercards.aspx%20?utm_medium=LINE_Direct&utm_source=LINE&utm_campaign=KPLUS-member&utm_content=all-partner": "/th/promotion/pages/kplus_addmembercards.aspx?utm_medium=LINE_Direct&utm_source=LINE&utm_campaign=KPLUS-member&utm_content=all-partner",
				"/th/personal/the-wisdom/articles/Pages/the-wisdom-service-iconsiam.html": "/th/personal/the-wisdom/articles/Pages/the-wisdom-service-iconsiam.aspx",
                "/K-Expert": "https://www.kasikornbank.com/th/k-expert",
				"/K-ExpertWorkshop": "http://k-expert.askkbank.com/ActivitySeminar/Seminar/Pages/Home.aspx",
				"/K-ExpertWorkshop/Calendar": "http://k-expert.askkbank.com/ActivitySeminar/Pages/SeminarSchedulePage.aspx",
				
			}

			var req = location.pathname.toLowerCase()+location.search.toLowerCase();
			var req_href = window.location.href.toLowerCase();
	
			for (i in map) {
				//console.log(map[req]);
				//console.log(map[i]);
				if (req == (i.toLowerCase())) {
					window.location = map[i];
					break;
				}				
			}

			for (i in map) {
			    if (req.endsWith(i.toLowerCase())) {
			        window.location = map[i];
			        break;
			    }
                //special case contains
			    if (req.indexOf("/promotion/issue-debitcard-via-kmb") != -1) {
			        window.location = "/Recommend-Products/debit-issue-via-kplus/Pages/index.html";
			        break;
			    }
			}

        </script>
        <meta charset="utf-8">
        <meta http-equiv="X-UA-Compatible" content="IE=edge">
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
        <title>ธนาคารกสิกรไทย</title>
        <meta name="description" content="">
        <meta name="keywords" content="">
        
        <meta property="og:title" content="">
        <meta property="og:description" content="">
        <meta property="og:image" content="/SiteCollectionDocuments/assets/img/og.png">
        <meta property="og:type" content="website">
        <meta property="og:url" content="">
        
        <link rel="shortcut icon" href="/SiteCollectionDocuments/assets/img/favicon.ico">
        <link rel="apple-touch-icon" sizes="60x60" href="/SiteCollectionDocuments/assets/img/apple-touch-icon-60x60.png">
        <link rel="apple-touch-icon" sizes="76x76" href="/SiteCollectionDocuments/assets/img/apple-touch-icon-76x76.png">
        <link rel="apple-touch-icon" sizes="120x120" href="/SiteCollectionDocuments/assets/img/apple-touch-icon-120x120.png">
        <link rel="apple-touch-icon" sizes="152x152" href="/SiteCollectionDocuments/assets/img/apple-touch-icon-152x152.png">

        <link rel="stylesheet" href="/SiteCollectionDocuments/assets/css/theme.css">
        <link rel="stylesheet" href="/SiteCollectionDocuments/assets/css/theme-rwd.css">
        
        <link rel="stylesheet" href="/SiteCollectionDocuments/error/css/error.css">
        
        <!--[if lte IE 9]>
        <link rel="stylesheet" href="/SiteCollectionDocuments/assets/css/lte-ie9.css">
        <![endif]-->
        
        <!--[if lt IE 9]>
        <script src="/SiteCollectionDocuments/assets/js/utility/html5shiv.min.js"></script>
        <script type="text/javascript" src="/SiteCollectionDocuments/assets/js/utility/selectivizr-min.js"></script>
        <script src="/SiteCollectionDocuments/assets/js/utility/respond.min.js"></script>
        <![endif]-->
        
        <script src="/SiteCollectionDocuments/assets/js/utility/modernizr.min.js"></script>
        
        <!-- JS -->
        <script type="text/javascript" src="/SiteCollectionDocuments/assets/js/jquery/jquery-1.12.1.min.js"></script>
        <script type="text/javascript" src="/SiteCollectionDocuments/assets/js/jquery/jquery.easing.1.3.min.js"></script>
        <script type="text/javascript" src="/SiteCollectionDocuments/assets/js/chosen/chosen.jquery.min.js"></script>
        <script type="text/javascript" src="/SiteCollectionDocuments/assets/js/global.js"></script>
        
        <!--Google Analytics-->
        
        <!--
        Developed by 
        IC Web Co.,Ltd.
        The Design Consultancy
        http://www.icweb.co.th
        -->
    
<!--[if gte mso 9]><![endif]-->
</head>
    
    <body>
        <div id="page" class="icw error-page">
            
            <header class="header hide"></header>
            
            <div class="error-header">
                <div class="logo">
                    <a href="#">
                        <img src="/SiteCollectionDocuments/assets/img/logo/kasikornbank.png" alt="Kasikorn Bank" class="img-logo">
                    </a>
                </div>
            </div>
            
            <div class="error-main">
                <div class="container">
                    <div class="error-row">
                        <div class="error-col err-content">
                            <div class="entrycontent">
                                <div class="err-heading">
                                    <div class="h1 c-green">ขออภัย ไม่พบหน้าเว็บไซต์ที่ต้องการ</div>
                                    <div class="h1 c-green">Sorry, the page is not found.</div>
                                </div>
                                <div class="err-description">
                                    <p>หน้าเว็บไซต์ดังกล่าวอาจมีการเปลี่ยนที่ เปลี่ยนชื่อ หรือพิมพ์ URL ไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง</p>
                                    <p>The page might be relocated, renamed or mistyped, please retry.</p>
                                </div>

                                <div class="err-action">
                                    <a href="/th" class="btn btn-md">กลับสู่หน้าหลัก</a>
                                    <a href="/en" class="btn btn-md">Main Page</a>
                                </div>

                                <div class="err-note">
                                    <p>สอบถามรายละเอียดเพิ่มเติม<br>โทร <a href="tel:028888888">02-8888888</a> สำหรับลูกค้าบุคคล หรือ <a href="tel:028888822">02-8888822</a> สำหรับลูกค้าธุรกิจ</p>
                                    <p>For more information, please call<br><a href="tel:028888888">02-8888888</a> for personal customer or <a href="tel:028888822">02-8888822</a> for business customer.</p>
                                </div>
                            </div>
                        </div>

                        <div class="error-col err-image">
                            <img src="/SiteCollectionDocuments/error/img/e-girls.png" alt="">
                        </div>
                    </div>
                </div>
            </div>
            
            <div class="error-footer">
                <div class="slogan">
                    <img src="/SiteCollectionDocuments/assets/img/slogan.png" alt="บริการทุกระดับประทับใจ" class="img">
                </div>
            </div>
            
            <footer class="footer hide"></footer>
            
        </div><!-- end #page -->
    </body>
</html>
<!--[if gte mso 9]><![endif]-->

<!--[if gte mso 9]><![endif]-->
</head><![endif]-->