'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { AgentWorkbench, type GuardReason, type WorkbenchAgent } from './agent-workbench'
import { ACCOUNT_SCREENS, areaHref, cardTarget, readAreaQuery, showsBreadcrumb, type AreaType } from './area-routing'
import { AuthScreen, ConfirmEmailScreen, ConfirmPasswordScreen, ForgotPasswordScreen, SocialCompletion } from './auth-screens'
import { checkSession, signOut } from './api'
import { clearTokens, isSignedIn, saveTokens, type Profile, type TokenPair } from './session'
import { fill, type AgentsTexts } from './texts'

// The keys screen (and the schemas it checks its form with) loads only when it is opened.
const ApiKeysScreen = lazy(() => import('./api-keys-screen').then((module) => ({ default: module.ApiKeysScreen })))

const SCREEN_TITLE: Record<Exclude<AreaType, 'agents'>, keyof AgentsTexts> = {
  'api-keys': 'agents_screen_api_keys',
  agent: 'agents_screen_agent',
  'book-demo': 'agents_screen_book_demo',
  login: 'agents_screen_login',
  register: 'agents_screen_register',
  'confirm-password': 'agents_screen_confirm_password',
  'forgot-password': 'agents_screen_forgot_password',
  'confirm-email': 'agents_screen_confirm_email',
}

type Auth = { state: 'unknown' } | { state: 'signed-out' } | { state: 'signed-in'; profile: Profile }

/**
 * The AI agents area (spec 2.3, 4.2): one page whose `?type=` picks the screen. The listing and the
 * book-demo form are rendered on the server and handed in; this component routes between screens,
 * keeps the sign-in state and runs the token checks.
 */
export function AgentsArea({
  listing,
  bookDemo,
  agents,
  texts,
  labels,
  lang,
  socialProviders,
  apiReferenceHref,
}: {
  listing: ReactNode
  bookDemo: ReactNode
  agents: WorkbenchAgent[]
  texts: AgentsTexts
  labels: Record<string, string>
  lang: string
  socialProviders: string[]
  /** The API product page with the reference, for the keys screen; null when the site has none. */
  apiReferenceHref: string | null
}) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const query = readAreaQuery(params)
  const { type } = query
  const [auth, setAuth] = useState<Auth>({ state: 'unknown' })
  const [guard, setGuard] = useState<GuardReason | null>(null)
  const guardError = guard !== null
  const headingRef = useRef<HTMLHeadingElement>(null)

  const signedInNow = auth.state === 'signed-in'
  // Plain functions: the React Compiler memoizes them (a manual useCallback here could not be preserved).
  const navigate = (next: string, extra: { agent?: string | null } = {}) => {
    setGuard(null)
    // Choosing login or register while signed in returns to the list.
    const target = signedInNow && (next === 'login' || next === 'register') ? 'agents' : next
    // Between the sign-in screens, the account screen asked for stays the one to open afterwards.
    const keepNext = target === 'login' || target === 'register' || target === 'forgot-password'
    router.push(
      areaHref(pathname, {
        type: target,
        agent: target === 'agents' ? null : (extra.agent ?? null),
        next: keepNext ? query.next : null,
      }),
      { scroll: false },
    )
  }

  const accountScreen = ACCOUNT_SCREENS.includes(type)

  // The token check: once on arrival, and again each time the agent screen or an account screen opens.
  useEffect(() => {
    let current = true
    if (type !== 'agent' && !accountScreen && auth.state !== 'unknown') return
    void checkSession().then(
      (profile) => {
        if (!current) return
        if (profile) {
          setAuth({ state: 'signed-in', profile })
          // Arriving at login or register while signed in: the list instead.
          if ((type === 'login' || type === 'register') && !query.code)
            router.replace(areaHref(pathname, { type: 'agents' }), { scroll: false })
          return
        }
        setAuth({ state: 'signed-out' })
        if (type === 'agent') {
          clearTokens()
          router.replace(areaHref(pathname, { type: 'register', agent: query.agent }), { scroll: false })
        } else if (accountScreen) {
          router.replace(areaHref(pathname, { type: 'login', next: type }), { scroll: false })
        }
      },
      // Not checked (offline, a busy server, or the page is being left): the screen stays as it is.
      () => undefined,
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-check on screen change only
  }, [type])

  // A new screen starts at the top of the page, its heading focused for keyboard and screen-reader users.
  const previousType = useRef(type)
  useEffect(() => {
    if (previousType.current === type) return
    previousType.current = type
    window.scrollTo({ top: 0 })
    headingRef.current?.focus({ preventScroll: true })
  }, [type])

  const signedIn = (tokens: TokenPair, returnHref?: string | null) => {
    saveTokens(tokens)
    setAuth({ state: 'unknown' })
    void checkSession().then(
      (profile) => setAuth(profile ? { state: 'signed-in', profile } : { state: 'signed-out' }),
      () => undefined,
    )
    if (query.next) navigate(query.next)
    else if (query.agent) navigate('agent', { agent: query.agent })
    else if (returnHref && returnHref.startsWith('/') && !returnHref.startsWith('//')) router.push(returnHref)
    else navigate('agents')
  }

  const onListingClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-agent-card]')
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const target = cardTarget({ name: link.dataset.agentName ?? '', type: link.dataset.agentType ?? '' }, isSignedIn())
    navigate(target.type, { agent: target.agent })
  }

  const effectiveType: AreaType = guardError ? 'book-demo' : type

  // The root names the screen (the compact hero's CSS reads it; the template's first-paint script sets it on arrival).
  useEffect(() => {
    if (effectiveType === 'agents') document.documentElement.removeAttribute('data-agents-screen')
    else document.documentElement.setAttribute('data-agents-screen', effectiveType)
    return () => document.documentElement.removeAttribute('data-agents-screen')
  }, [effectiveType])
  const prefill = { name: params.get('name'), email: params.get('email'), phone: params.get('phone') }
  const listHref = areaHref(pathname, { type: 'agents' })

  let screen: ReactNode
  switch (effectiveType) {
    case 'agents':
      screen = (
        <div onClick={onListingClick} data-testid="agents-listing-area">
          {listing}
        </div>
      )
      break
    case 'agent':
      // The workbench shows at once with a stored token (its calls carry it); a failed check leads to register.
      screen =
        auth.state !== 'signed-out' ? (
          <AgentWorkbench
            agents={agents}
            agentName={query.agent ?? agents[0]?.name ?? ''}
            lang={lang}
            texts={texts}
            labels={labels}
            onAgentChange={(name) => router.replace(areaHref(pathname, { type: 'agent', agent: name }), { scroll: false })}
            onGuard={setGuard}
            onUnauthorized={() => {
              clearTokens()
              setAuth({ state: 'signed-out' })
              navigate('register', { agent: query.agent })
            }}
          />
        ) : (
          <AreaStatus text={texts.agents_checking} testId="agents-checking" />
        )
      break
    case 'book-demo':
      screen = (
        <div className="agents-guard" data-testid="agents-book-demo">
          <div className="agents-guard__copy">
            <p className="agents-guard__title">{texts.agents_guard_title}</p>
            <p data-testid="agents-guard-text">{guard === 'quota' ? texts.agents_guard_quota_text : texts.agents_guard_paid_text}</p>
          </div>
          {bookDemo}
        </div>
      )
      break
    case 'login':
    case 'register': {
      const form = (
        <AuthScreen
          mode={effectiveType}
          texts={texts}
          lang={lang}
          prefill={prefill}
          socialProviders={socialProviders}
          listHref={listHref}
          navigate={navigate}
          onSignedIn={signedIn}
        />
      )
      screen =
        query.state && query.code ? (
          <SocialCompletion
            state={query.state}
            code={query.code}
            iss={query.iss}
            lang={lang}
            texts={texts}
            onSignedIn={signedIn}
            fallback={form}
          />
        ) : (
          form
        )
      break
    }
    case 'api-keys': {
      const signInAgainForKeys = () => {
        clearTokens()
        setAuth({ state: 'signed-out' })
        router.replace(areaHref(pathname, { type: 'login', next: 'api-keys' }), { scroll: false })
      }
      screen =
        auth.state === 'signed-in' ? (
          <Suspense fallback={<AreaStatus text={texts.apikeys_loading} testId="api-keys-loading" />}>
            <ApiKeysScreen
              texts={texts}
              lang={lang}
              referenceHref={apiReferenceHref}
              account={{
                email: auth.profile.email,
                emailVerified: auth.profile.kind === 'account' ? auth.profile.email_verified : false,
              }}
              // Either way this session is over: the sign-in form, coming back here after.
              onSignedOutEverywhere={signInAgainForKeys}
              onUnauthorized={signInAgainForKeys}
            />
          </Suspense>
        ) : (
          <AreaStatus text={texts.agents_checking} testId="agents-checking" />
        )
      break
    }
    case 'forgot-password':
      screen = <ForgotPasswordScreen texts={texts} lang={lang} prefillEmail={prefill.email ?? ''} />
      break
    case 'confirm-password':
      screen = <ConfirmPasswordScreen texts={texts} uid={query.uid} token={query.token} navigate={navigate} />
      break
    case 'confirm-email':
      screen = <ConfirmEmailScreen texts={texts} uid={query.uid} token={query.token} navigate={navigate} />
      break
  }

  return (
    <div
      className={`agents-area agents-area--${effectiveType}`}
      data-testid="agents-area"
      data-screen={effectiveType}
      data-auth={auth.state}
    >
      {/* Always there (empty while signed out or unknown), so the line appearing after the token check moves nothing. */}
      <div className="agents-session" data-testid={auth.state === 'signed-in' ? 'agents-session' : undefined}>
        {auth.state === 'signed-in' ? (
          <>
            <span className="agents-session__who">{fill(texts.agents_signed_in_as, { email: auth.profile.email })}</span>
            {auth.profile.kind === 'account' && type !== 'api-keys' ? (
              <a
                className="agents-session__link"
                href={areaHref(pathname, { type: 'api-keys' })}
                onClick={(event) => (event.preventDefault(), navigate('api-keys'))}
                data-testid="agents-api-keys-link"
              >
                {texts.agents_api_keys_link}
              </a>
            ) : null}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                void signOut()
                setAuth({ state: 'signed-out' })
                navigate('agents')
              }}
              data-testid="agents-sign-out"
            >
              {texts.agents_sign_out}
            </button>
          </>
        ) : null}
      </div>
      {showsBreadcrumb(type, guardError) ? (
        <nav className="agents-breadcrumb" aria-label={texts.agents_breadcrumb_label} data-testid="agents-breadcrumb">
          <ol>
            <li>
              <a href={listHref} onClick={(event) => (event.preventDefault(), navigate('agents'))}>
                {texts.agents_breadcrumb_root}
              </a>
            </li>
            <li aria-current="page">{texts[SCREEN_TITLE[type as Exclude<AreaType, 'agents'>]]}</li>
          </ol>
        </nav>
      ) : null}
      {effectiveType !== 'agents' ? (
        <h2 className="agents-area__title" ref={headingRef} tabIndex={-1} data-testid="agents-screen-title">
          {texts[SCREEN_TITLE[effectiveType]]}
        </h2>
      ) : null}
      {screen}
    </div>
  )
}

/** A screen's waiting line: a spinner and what is being waited for. */
function AreaStatus({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="agents-card agents-status" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  )
}
