import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      // CMS images come from the media collection at run time; sizes are chosen by Payload.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // One way to log: server code through the pino logger (lib/logger.ts, or payload.logger where a
    // Payload instance is at hand), browser code through lib/client-log.ts, the only module that
    // writes to the console. scripts/ and tests/ are command-line tools and may print.
    files: ['src/**'],
    rules: { 'no-console': 'error' },
  },
]

export default config
