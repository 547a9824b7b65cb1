1:"$Sreact.fragment"
2:"/_next/static/chunks/3f_oyf66r-4oe.js"
3:"ViewportBoundary"
4:I[897367,["$2"],"$3"]
5:"MetadataBoundary"
6:I[897367,["$2"],"$5"]
7:"$Sreact.suspense"
8:I[27201,["$2"],"IconMark"]
a:X
0:{"t":{"t":{"s":"","h":1040},"h":{"r":["$","$1","h",{"children":[null,["$","$L4",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#0b1b3f"}]]}],["$","$L6",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$7",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"Company Atlas"}],["$","link","1",{"rel":"icon","href":"/favicon.svg"}],["$","$L8","2",{}]]}]}],null]}],null]}],"p":"$@9","v":null,"s":"$a"}},"a":"$@b","u":"$@c","b":"GLAfNWDBRSjk57RUcV5ge"}
a:300
c:true
a:C
b:0
9:"$undefined"
