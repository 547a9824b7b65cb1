import { ENVIRONMENT_VARIABLES } from './environment'

/** `.env.example` as the schema describes it: groups of commented-out variables, each with its text. */
export function renderEnvExample(): string {
  const lines = [
    '# Environment of the site: every variable is optional. Generated from src/lib/environment.ts',
    '# by `npm run env:example`; `npm run lint` fails when this file is stale. Values shown are',
    '# the defaults (or, where unset has a meaning of its own, an example).',
  ]
  let group = ''
  for (const variable of ENVIRONMENT_VARIABLES) {
    if (variable.group !== group) {
      group = variable.group
      lines.push('', `# --- ${group} ---`)
    }
    lines.push('', `# ${variable.description}`)
    const value = variable.default ?? variable.example ?? ''
    lines.push(`# ${variable.name}=${value}`)
  }
  return `${lines.join('\n')}\n`
}
