:HL["/_next/static/chunks/418y8ra6tsng1.css","style"]
4:[["children",{"s":"__PAGE__","h":1024}]]
3:[["children",{"s":{"n":"slug","t":"oc","k":"countries/singapore","s":[]},"h":1024,"c":"$Q4"}]]
2:[["children",{"s":{"n":"locale","t":"d","k":"en","s":["admin","api"]},"h":1040,"c":"$Q3"}]]
1:[["children",{"s":"(site)","h":1040,"c":"$Q2"}]]
0:{"b":"GLAfNWDBRSjk57RUcV5ge","t":{"t":{"s":"","h":1040,"c":"$Q1"}}}
