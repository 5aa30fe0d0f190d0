<!DOCTYPE html>
<html>
<head>
  <meta charset="UTF-8">
  <!-- Google Tag Manager -->
  <script>
  (function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
  new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
  j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
  'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
  })(window,document,'script','dataLayer','GTM-N942BBW');
  </script>
  <!-- End Google Tag Manager -->
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta http-equiv="X-UA-Compatible" content="ie=edge">
  <title>Corporate Site | SHIMANO</title>
  <meta name="description" content="Welcome to the Shimano official corporate website. View Shimano’s manufacturing technologies, enthusiasm for design and craftsmanship, IR information, recruitment information, and social activities.">
  <!-- ===== WEB Fonts ===== -->
  <link href="https://fonts.googleapis.com/css?family=PT+Sans" rel="stylesheet">
  <!-- ===== CSS ===== -->
  <link href="/jp/css/style.css" rel="stylesheet">
  <!-- ===== JavaScript ===== -->
  <script src="/jp/js/jquery-3.1.1.min.js"></script>
  <script>
  $(document).ready(function(){
    $("body,html").scrollTop(0);
  });
  </script>
  <style>
  @media screen and (max-width:1184px) and (min-width: 641px) {
    .movieBox{
      height: calc(100vh - 89px);
    }
  }
  </style>
</head>
<body class="preload fontFamily_en">
  <!-- Google Tag Manager (noscript) -->
  <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N942BBW"
  height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
  <!-- End Google Tag Manager (noscript) -->
  <div class="preloadBox">
    <img width="140" height="19" alt="shimano" src="/jp/img/common/logo_shimano.svg">
    <div class="spinner">
      <div class="double-bounce1"></div>
      <div class="double-bounce2"></div>
    </div>
  </div>
  <header>
  </header>
  <div class="movieBox">
    <video preload="auto" muted poster="/jp/img/index/preset@2x.png">
      <source src="/jp/img/index/toppage.webm" type="video/webm">
      <source src="/jp/img/index/toppage.mp4" type="video/mp4">
          </video>
          <div class="movieBox_txt">
            VALUE CREATING COMPANY
          </div>
        </div>
        <div class="topics">
          <nav class="indexNav movieBox_play indexNav_en">
            <a href="/jp/product/bicycle.html" target="_blank" class="indexNav_en_item">Bicycle Components</a>
            <a href="/jp/product/fishing.html" target="_blank" class="indexNav_en_item">Fishing Tackle</a>
            <a href="/jp/product/rowing.html" target="_blank" class="indexNav_en_item">Rowing Equipment</a>
            <div class="topicsBtn disable_select indexNav_en_item" onclick="dataLayer.push({'event':'gaEvent','eventCategory':'indexNav Link','eventAction':'click','eventLabel':'Corporate Topics'})">Corporate Topics</div>
          </nav>

          <div class="topics_box">
            <div class="topics_shimano">
              <div class="topics_title">
                <span>SHIMANO News</span>
                <a href="/en/cms/news/index.html" class="topics_more">
                  Read More
                </a>
              </div>


              <a href="/en/cms/news/japan/news_detail_430.html" class="topics_lnkTxt topics_lnkTxt_first">
                <div>
                  <div>Notice of Personnel Changes</div>
                    <span class="topics_lnkTxt_detail">
                    <div>2019/06/18</div><span>Others</span>
                  </span>
                </div>
              </a>


              <a href="/en/cms/news/japan/news_detail_422.html" class="topics_lnkTxt ">
                <div>
                  <div>Notice of Organizational and Personnel Changes</div>
                    <span class="topics_lnkTxt_detail">
                    <div>2019/05/21</div><span>Others</span>
                  </span>
                </div>
              </a>


              <a href="https://www.shimano.com/en/ir/library/factsheet.html" class="topics_lnkTxt ">
                <div>
                  <div>Fact Sheet FY2019-1Q</div>
                    <span class="topics_lnkTxt_detail">
                    <div>2019/05/10</div><span>IR</span>
                  </span>
                </div>
              </a>


            </div>

            <div class="topics_social">
              <div class="topics_title">
                <span>CSR News</span>
                <a href="/en/csr/cms/news/index.html" class="topics_more">
                  Read More
                </a>
              </div>
              <div class="topics_lnkImg">





            <a href="/en/csr/cms/news/news_detail_428.html" class="topics_lnkImgBox">


            <img src="/en/csr/cms/news/img/Group-Photo.gif" alt="" width="250" height="160">


            <div>Shimano Kunshan invited elementary school children to a factory tour</div>
            <span class="topics_lnkTxt_detail">
              <div>2019/06/13</div>
<span class="topics_lnkStatus topics_lnkStatus_en topics_lnkStatus_green">To Establish Reliable Relations with Communities</span>

            </span>
          </a>





            <a href="/en/csr/cms/news/news_detail_426.html" class="topics_lnkImgBox">


            <img src="/en/csr/cms/news/img/s1.jpg" alt="" width="250" height="160">


            <div>Blood Donation in Shimano Inc.</div>
            <span class="topics_lnkTxt_detail">
              <div>2019/06/11</div>
<span class="topics_lnkStatus topics_lnkStatus_en topics_lnkStatus_green">To Establish Reliable Relations with Communities</span>

            </span>
          </a>

              </div>

            </div>
          </div>

          <div class="topics_box">
            <a href="/en/manufacturing/technology/" class="indexBanner addFix_line">
              <img src="/jp/img/index/lnk01.png" width="550" height="119">
              <div class="indexBanner_txt indexBanner_txt_2row">
                <div class="alternateBox_head alternateBox_head_slim">
                  <div>TECHNOLOGY</div>
                </div>
                <div class="alternateBox_title alternateBox_title_slim">
                  Shimano proudly inherited time-honored metal processing technology developed in Sakai and transformed it into cutting-edge technology.
                </div>
              </div>
            </a>

            <a href="/en/manufacturing/innovation.html" class="indexBanner addFix_line">
              <img src="/jp/img/index/lnk02.png" width="550" height="119">
              <div class="indexBanner_txt indexBanner_txt_2row">
                <div class="alternateBox_head">
                  <div><p>History of</p>INNOVATION</div>
                </div>
                <div class="alternateBox_title alternateBox_title_slim">
                  Sound ideas forge a new standard of quality and performance.
                </div>
              </div>
            </a>
          </div>

        </div>

        <footer>
        </footer>
        <script src="/jp/js/style.js"></script>
        <script src="/jp/js/load.js"></script>
        <script src="/jp/js/index.js"></script>
      </body>
      </html>