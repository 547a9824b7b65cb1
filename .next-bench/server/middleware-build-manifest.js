globalThis.__BUILD_MANIFEST = {
  "pages": {
    "/_app": []
  },
  "devFiles": [],
  "polyfillFiles": [
    "static/chunks/0cz1d0mv5g_q7.js"
  ],
  "lowPriorityFiles": [
    "static/w_d-D6_ELQXV0gm0Qzi1b/_buildManifest.js",
    "static/w_d-D6_ELQXV0gm0Qzi1b/_ssgManifest.js",
    "static/w_d-D6_ELQXV0gm0Qzi1b/_clientMiddlewareManifest.js"
  ],
  "rootMainFiles": [
    "static/chunks/3xoeh0wzvu5g7.js",
    "static/chunks/0637v33xsjp-6.js",
    "static/chunks/3nnh4s2mrjfhp.js",
    "static/chunks/3lf86nywtw3t3.js",
    "static/chunks/turbopack-077hmtqrhcoji.js"
  ],
  "rootMainFilesTree": {},
  "pagesChunkGroupBootstrapParams": {
    "/_not-found/page": {
      "otherChunks": [
        "static/chunks/3xoeh0wzvu5g7.js",
        "static/chunks/0637v33xsjp-6.js",
        "static/chunks/3nnh4s2mrjfhp.js",
        "static/chunks/3lf86nywtw3t3.js"
      ],
      "runtimeModuleIds": [
        494553
      ]
    },
    "/_global-error/page": {
      "otherChunks": [
        "static/chunks/3xoeh0wzvu5g7.js",
        "static/chunks/0637v33xsjp-6.js",
        "static/chunks/3nnh4s2mrjfhp.js",
        "static/chunks/3lf86nywtw3t3.js"
      ],
      "runtimeModuleIds": [
        494553
      ]
    },
    "/(payload)/admin/[[...segments]]/page": {
      "otherChunks": [
        "static/chunks/3xoeh0wzvu5g7.js",
        "static/chunks/0637v33xsjp-6.js",
        "static/chunks/3nnh4s2mrjfhp.js",
        "static/chunks/3lf86nywtw3t3.js"
      ],
      "runtimeModuleIds": [
        494553
      ]
    },
    "/(site)/[locale]/[[...slug]]/page": {
      "otherChunks": [
        "static/chunks/3xoeh0wzvu5g7.js",
        "static/chunks/0637v33xsjp-6.js",
        "static/chunks/3nnh4s2mrjfhp.js",
        "static/chunks/3lf86nywtw3t3.js"
      ],
      "runtimeModuleIds": [
        494553
      ]
    }
  },
  "chunkLoadingGlobal": "TURBOPACK"
};
