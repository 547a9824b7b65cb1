// A Node module-resolution hook registered by server-only-outside-next.mjs: see there for why.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', format: 'module', shortCircuit: true }
  return nextResolve(specifier, context)
}
