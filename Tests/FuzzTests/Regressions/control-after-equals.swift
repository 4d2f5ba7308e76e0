let curve = ".easeIn"
