1:"$Sreact.fragment"
2:"/_next/static/chunks/3f_oyf66r-4oe.js"
3:"ViewportBoundary"
4:I[897367,["$2"],"$3"]
5:"MetadataBoundary"
6:I[897367,["$2"],"$5"]
7:"$Sreact.suspense"
8:I[27201,["$2"],"IconMark"]
a:X
0:{"t":{"t":{"s":"","h":1040},"h":{"r":["$","$1","h",{"children":[null,["$","$L4",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#0b1b3f"}]]}],["$","$L6",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$7",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"Base de datos de empresas de México | Company Atlas"}],["$","meta","1",{"name":"description","content":"2.387.041 empresas, 193.774 directivos, 69.049 e-mails y 278.187 teléfonos de México, con un 90% de precisión."}],["$","link","2",{"rel":"canonical","href":"http://localhost:3300/es/base-de-datos-empresas-mexico"}],["$","link","3",{"rel":"alternate","hrefLang":"es","href":"http://localhost:3300/es/base-de-datos-empresas-mexico"}],["$","meta","4",{"property":"og:title","content":"Base de datos de empresas de México"}],["$","meta","5",{"property":"og:description","content":"2.387.041 empresas, 193.774 directivos, 69.049 e-mails y 278.187 teléfonos de México, con un 90% de precisión."}],["$","meta","6",{"property":"og:locale","content":"es"}],["$","meta","7",{"name":"twitter:card","content":"summary"}],["$","meta","8",{"name":"twitter:title","content":"Base de datos de empresas de México"}],["$","meta","9",{"name":"twitter:description","content":"2.387.041 empresas, 193.774 directivos, 69.049 e-mails y 278.187 teléfonos de México, con un 90% de precisión."}],["$","link","10",{"rel":"icon","href":"/favicon.svg"}],["$","$L8","11",{}]]}]}],null]}],null]}],"p":"$@9","v":null,"s":"$a"}},"a":"$@b","u":"$@c","b":"GLAfNWDBRSjk57RUcV5ge"}
a:300
c:true
a:C
b:0
9:"$undefined"
