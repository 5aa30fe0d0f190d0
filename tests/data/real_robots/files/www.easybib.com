# See http://www.robotstxt.org/robotstxt.html for documentation on how to use the robots.txt file
