1:[["children",{"s":"__PAGE__","h":176}]]
0:{"b":"w_d-D6_ELQXV0gm0Qzi1b","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
