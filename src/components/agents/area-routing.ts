/**
 * Which screen of the AI agents area a query shows (spec 2.3 and 4.2), framework-free so the rules
 * are unit-tested: `?type=` picks the screen; a reset link (`uid` and `token`) opens confirm-password;
 * a social provider's return (`state` and `code`) opens register, which finishes the sign-in.
 */
export const AREA_TYPES = [
  'agents',
  'agent',
  'book-demo',
  'login',
  'register',
  'confirm-password',
  'forgot-password',
  'confirm-email',
  'api-keys',
] as const
export type AreaType = (typeof AREA_TYPES)[number]

export type AreaQuery = {
  type: AreaType
  agent: string | null
  uid: string | null
  token: string | null
  state: string | null
  code: string | null
  /** The provider's own name on its return (RFC 9207), passed on with state and code. */
  iss: string | null
  /** A screen that needs an account, to open after signing in (only screens that do: `api-keys`). */
  next: AreaType | null
}

/** Screens only a signed-in account sees: arriving signed out leads to sign-in, then back. */
export const ACCOUNT_SCREENS: readonly AreaType[] = ['api-keys']

function isAreaType(value: string | null): value is AreaType {
  return value !== null && (AREA_TYPES as readonly string[]).includes(value)
}

export function readAreaQuery(params: Pick<URLSearchParams, 'get'>): AreaQuery {
  const value = (name: string) => params.get(name)?.trim() || null
  const requested = value('type')
  const base = {
    agent: value('agent'),
    uid: value('uid'),
    token: value('token'),
    state: value('state'),
    code: value('code'),
    iss: value('iss'),
    next: ACCOUNT_SCREENS.find((screen) => screen === value('next')) ?? null,
  }
  if (base.state && base.code) return { ...base, type: 'register' }
  if (base.uid && base.token && requested !== 'confirm-email') return { ...base, type: 'confirm-password' }
  return { ...base, type: isAreaType(requested) ? requested : 'agents' }
}

export function isFreeAgentType(type: string): boolean {
  return type.toLowerCase() === 'free'
}

/** Where an agent card leads: paid → book-demo; free with a stored token → the agent; otherwise → register. */
export function cardTarget(card: { name: string; type: string }, hasToken: boolean): { type: AreaType; agent: string } {
  if (!isFreeAgentType(card.type)) return { type: 'book-demo', agent: card.name }
  return { type: hasToken ? 'agent' : 'register', agent: card.name }
}

/** The breadcrumb (Agents → current screen) shows everywhere but on the listing and on a guard error. */
export function showsBreadcrumb(type: AreaType, guardError: boolean): boolean {
  return type !== 'agents' && !guardError
}

/** The area's address with a new query (`agent` kept only where it means something). */
export function areaHref(pathname: string, query: Partial<Record<'type' | 'agent' | 'next', string | null>>): string {
  const params = new URLSearchParams()
  if (query.type && query.type !== 'agents') params.set('type', query.type)
  if (query.agent) params.set('agent', query.agent)
  if (query.next) params.set('next', query.next)
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
}
