1:"$Sreact.fragment"
2:"/_next/static/chunks/3f_oyf66r-4oe.js"
3:"ViewportBoundary"
4:I[897367,["$2"],"$3"]
5:"MetadataBoundary"
6:I[897367,["$2"],"$5"]
7:"$Sreact.suspense"
8:I[27201,["$2"],"IconMark"]
a:X
0:{"t":{"t":{"s":"","h":1040},"h":{"r":["$","$1","h",{"children":[null,["$","$L4",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#0b1b3f"}]]}],["$","$L6",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$7",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"HubSpot integration | Company Atlas"}],["$","meta","1",{"name":"description","content":"Enrich HubSpot companies and contacts with verified registry and contact data."}],["$","link","2",{"rel":"canonical","href":"http://localhost:3300/integrations/hubspot"}],["$","link","3",{"rel":"alternate","hrefLang":"en","href":"http://localhost:3300/integrations/hubspot"}],["$","link","4",{"rel":"alternate","hrefLang":"es","href":"http://localhost:3300/es/integrations/hubspot"}],["$","link","5",{"rel":"alternate","hrefLang":"x-default","href":"http://localhost:3300/integrations/hubspot"}],["$","meta","6",{"property":"og:title","content":"HubSpot integration"}],["$","meta","7",{"property":"og:description","content":"Enrich HubSpot companies and contacts with verified registry and contact data."}],["$","meta","8",{"property":"og:locale","content":"en"}],["$","meta","9",{"name":"twitter:card","content":"summary"}],["$","meta","10",{"name":"twitter:title","content":"HubSpot integration"}],["$","meta","11",{"name":"twitter:description","content":"Enrich HubSpot companies and contacts with verified registry and contact data."}],["$","link","12",{"rel":"icon","href":"/favicon.svg"}],["$","$L8","13",{}]]}]}],null]}],null]}],"p":"$@9","v":null,"s":"$a"}},"a":"$@b","u":"$@c","b":"GLAfNWDBRSjk57RUcV5ge"}
a:300
c:true
a:C
b:0
9:"$undefined"
