import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import boundaries from 'eslint-plugin-boundaries'

/**
 * The layers of src/, top to bottom (docs/ARCHITECTURE.md, "Layers"): app → templates → blocks →
 * components → modules → lib. A layer imports only the layers below it; payload/ (the CMS
 * configuration) sits beside app and configures collections over the modules and the blocks'
 * configs. Each module is its own element, seen from outside only through its faces: index.ts
 * (server), client.ts (browser-safe) and schemas.ts (zod, shared by both). The rendering layers
 * may read the Payload config (`@payload-config`) to get the Payload instance; modules never do:
 * they are handed the instance. Imports inside one element are free; a relative import never
 * leaves its element.
 */
const MODULE_FACES = ['index.ts', 'client.ts', 'schemas.ts']
const BLOCK_CONFIGS = ['configs.ts', '*/config.ts']
const CMS_FIELDS = ['fields/*.ts']
const CONFIG = ['src-root', ['payload.config.ts', 'payload-types.ts']]
const TYPES = ['src-root', ['payload-types.ts']]
// Each element and what it may import: a type, or a type seen only through some of its files.
const LAYERS = {
  app: ['messages', 'app', 'templates', 'blocks', 'components', 'lib', 'payload', CONFIG, ['module', MODULE_FACES]],
  templates: ['messages', 'templates', 'blocks', 'components', 'lib', CONFIG, ['module', MODULE_FACES]],
  blocks: ['messages', 'blocks', 'components', 'lib', CONFIG, ['module', MODULE_FACES], ['payload', CMS_FIELDS]],
  components: ['messages', 'components', 'lib', CONFIG, ['module', MODULE_FACES]],
  module: ['messages', 'lib', TYPES, ['module', MODULE_FACES]],
  lib: ['messages', 'lib', TYPES],
  payload: ['messages', 'payload', 'migrations', 'lib', CONFIG, ['module', MODULE_FACES], ['blocks', BLOCK_CONFIGS]],
  // The Payload config and Next.js's entry files (the proxy, the instrumentation hooks).
  'src-root': ['messages', 'src-root', 'app', 'components', 'lib', 'payload', ['module', MODULE_FACES], ['blocks', BLOCK_CONFIGS]],
  migrations: ['messages', 'lib', 'payload', ['module', MODULE_FACES]],
  // The message catalogues (src/messages): data that every layer may read, importing nothing of src/.
  messages: ['messages'],
}
// Relative import sources, as micromatch patterns: it drops a leading "./" from a pattern and keeps
// "**" from crossing "..", so the dots are written as classes and each depth is listed.
const RELATIVE_SOURCES = ['[.]', '[.]/**', ...[1, 2, 3, 4, 5, 6].map((depth) => `${'[.][.]/'.repeat(depth)}**`)]
const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['src/**/*'],
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'templates', pattern: 'src/templates' },
      { type: 'blocks', pattern: 'src/blocks' },
      { type: 'components', pattern: 'src/components' },
      { type: 'module', pattern: 'src/modules/*', capture: ['name'] },
      { type: 'lib', pattern: 'src/lib' },
      { type: 'payload', pattern: 'src/payload' },
      { type: 'migrations', pattern: 'src/migrations' },
      { type: 'messages', pattern: 'src/messages' },
      // The files directly in src/: the Payload config and its generated types, and Next.js's entry
      // files (the proxy, the instrumentation hooks).
      { type: 'src-root', pattern: 'src' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'This import breaks the layers of src/ (docs/ARCHITECTURE.md, "Layers"): {{from.type}} may not import {{to.type}} here; another module only through its index.ts, client.ts or schemas.ts.',
        policies: [
          ...Object.entries(LAYERS).flatMap(([from, targets]) =>
            targets.map((target) => ({
              from: { element: { type: from } },
              allow: {
                to: { element: typeof target === 'string' ? { type: target } : { type: target[0], fileInternalPath: target[1] } },
              },
            })),
          ),
          {
            disallow: { dependency: { source: RELATIVE_SOURCES } },
            message:
              'A relative import may not leave its folder root ({{from.type}} → {{to.type}}); import through the @/ alias and the face.',
          },
        ],
      },
    ],
  },
}

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
      // The browser extension as built (npm run build:extension).
      'extension/build/**',
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
  boundariesConfig,
]

export default config
