'use client'

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { checkForm } from '@/lib/form-validation'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'
import type { RegisterInput } from '@/modules/auth/schemas'

import { confirmEmail, confirmPasswordReset, finishSocialSignIn, logIn, register, requestPasswordReset, startSocialSignIn } from './api'
import { Field, PasswordField } from './field'
import { NO_ERRORS, placeFailure, type FormErrors } from './form-errors'
import type { TokenPair } from './session'
import { fill, type AgentsTexts } from './texts'

const SOCIAL_PROVIDER_STORAGE_KEY = 'agents-social-provider'
const SOCIAL_RETURN_STORAGE_KEY = 'agents-social-return'

export const SOCIAL_LABELS: Record<string, string> = { google: 'Google', microsoft: 'Microsoft', linkedin: 'LinkedIn' }

/**
 * The failed social sign-in's sentence: naming the provider when it is known (a label, or the
 * provider's own code), else one that needs no name, never "with ." (spec doc 2 §4.2: a callback
 * reached without the provider chosen on this browser cannot say which one it was).
 */
export function socialFailureMessage(
  texts: Pick<AgentsTexts, 'agents_social_failed' | 'agents_social_failed_unnamed'>,
  provider: string | null,
) {
  const label = provider ? (SOCIAL_LABELS[provider] ?? provider).trim() : ''
  return label ? fill(texts.agents_social_failed, { provider: label }) : texts.agents_social_failed_unnamed
}

type Navigate = (type: string, extra?: { agent?: string | null }) => void

function GeneralError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="alert alert--error" role="alert" data-testid="agents-form-error">
      {message}
    </p>
  )
}

function SubmitButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  return (
    <button
      type="submit"
      className="button button--primary button--large button--block"
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  )
}

function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function SocialButtons({
  providers,
  lang,
  texts,
  returnHref,
}: {
  providers: string[]
  lang: string
  texts: AgentsTexts
  returnHref: string
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  if (!providers.length) return null
  const start = async (provider: string) => {
    setBusy(provider)
    setError(null)
    try {
      const authorizationUrl = await startSocialSignIn(provider, lang)
      window.sessionStorage.setItem(SOCIAL_PROVIDER_STORAGE_KEY, provider)
      window.sessionStorage.setItem(SOCIAL_RETURN_STORAGE_KEY, returnHref)
      window.location.assign(authorizationUrl)
    } catch {
      setBusy(null)
      setError(socialFailureMessage(texts, provider))
    }
  }
  return (
    <div className="agents-social">
      <p className="agents-social__divider">
        <span>{texts.agents_social_divider}</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button--ghost button--block"
          onClick={() => void start(provider)}
          disabled={busy !== null}
          data-testid={`agents-social-${provider}`}
        >
          {fill(texts.agents_social_continue, { provider: SOCIAL_LABELS[provider] ?? provider })}
        </button>
      ))}
      <GeneralError message={error} />
    </div>
  )
}

export type Prefill = { name?: string | null; email?: string | null; phone?: string | null }

/** Sign-in and registration: one template, two modes (spec 2.3). */
export function AuthScreen({
  mode,
  texts,
  lang,
  prefill,
  socialProviders,
  listHref,
  navigate,
  onSignedIn,
}: {
  mode: 'login' | 'register'
  texts: AgentsTexts
  lang: string
  prefill: Prefill
  socialProviders: string[]
  listHref: string
  navigate: Navigate
  onSignedIn: (tokens: TokenPair) => void
}) {
  const [first, ...rest] = (prefill.name ?? '').trim().split(/\s+/)
  const [values, setValues] = useState({
    first_name: first ?? '',
    last_name: rest.join(' '),
    email: prefill.email ?? '',
    phone: prefill.phone ?? '',
    password: '',
  })
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [busy, setBusy] = useState(false)
  const change = (field: keyof typeof values, value: string) => setValues((current) => ({ ...current, [field]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { loginSchema, registerSchema } = await import('@/modules/auth/schemas')
    // The schemas' own messages are the texts these forms show (no required text of their own).
    const checked =
      mode === 'register'
        ? checkForm(registerSchema, values, values, {})
        : checkForm(loginSchema, { email: values.email, password: values.password }, values, {})
    if (!checked.ok) return setErrors({ fields: checked.errors, general: null })
    setBusy(true)
    setErrors(NO_ERRORS)
    try {
      onSignedIn('first_name' in checked.data ? await register(checked.data as RegisterInput, lang) : await logIn(checked.data, lang))
    } catch (error) {
      setErrors(placeFailure(error, Object.keys(values), texts.agents_error))
      setBusy(false)
    }
  }

  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      name={name}
      label={label}
      testId={`agents-${mode}-${name}`}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errors.fields[name]}
      {...extra}
    />
  )

  return (
    <div className="agents-card agents-auth" data-testid={`agents-${mode}`}>
      <p className="agents-auth__lead">{mode === 'register' ? texts.agents_register_lead : texts.agents_login_lead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="agents-auth__form">
        {mode === 'register' ? (
          <div className="agents-auth__pair">
            {field('first_name', texts.agents_first_name, { autoComplete: 'given-name', maxLength: 60, required: true })}
            {field('last_name', texts.agents_last_name, { autoComplete: 'family-name', maxLength: 60, required: true })}
          </div>
        ) : null}
        {field('email', texts.agents_email, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254, required: true })}
        {mode === 'register'
          ? field('phone', texts.agents_phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 30 })
          : null}
        <PasswordField
          name="password"
          label={texts.agents_password}
          showLabel={texts.agents_show_password}
          testId={`agents-${mode}-password`}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errors.fields.password}
          hint={mode === 'register' ? texts.agents_password_hint : undefined}
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          maxLength={128}
          required
        />
        <GeneralError message={errors.general} />
        <SubmitButton
          busy={busy}
          label={mode === 'register' ? texts.agents_register_submit : texts.agents_login_submit}
          testId={`agents-${mode}-submit`}
        />
      </form>
      <SocialButtons providers={socialProviders} lang={lang} texts={texts} returnHref={listHref} />
      <p className="agents-auth__switch">
        {mode === 'register' ? (
          <a href="?type=login" onClick={(event) => (event.preventDefault(), navigate('login'))}>
            {texts.agents_to_login}
          </a>
        ) : (
          <>
            <a href="?type=register" onClick={(event) => (event.preventDefault(), navigate('register'))}>
              {texts.agents_to_register}
            </a>
            <a
              href="?type=forgot-password"
              onClick={(event) => (event.preventDefault(), navigate('forgot-password'))}
              data-testid="agents-forgot-link"
            >
              {texts.agents_forgot_link}
            </a>
          </>
        )}
      </p>
    </div>
  )
}

/** Finishes a social sign-in when the provider sent the visitor back with `state` and `code`. */
export function SocialCompletion({
  state,
  code,
  iss,
  lang,
  texts,
  onSignedIn,
  fallback,
}: {
  state: string
  code: string
  iss: string | null
  lang: string
  texts: AgentsTexts
  onSignedIn: (tokens: TokenPair, returnHref: string | null) => void
  fallback: ReactNode
}) {
  const [requestFailed, setFailed] = useState(false)
  const provider = useBrowserSnapshot(() => readStored(SOCIAL_PROVIDER_STORAGE_KEY), null)
  // Without the provider chosen on this browser (another tab, storage cleared) nothing can be finished.
  const failed = requestFailed || !provider
  const started = useRef(false)
  useEffect(() => {
    const chosen = readStored(SOCIAL_PROVIDER_STORAGE_KEY)
    if (started.current || !chosen) return
    started.current = true
    finishSocialSignIn(chosen, { state, code, iss, lang })
      .then((tokens) => onSignedIn(tokens, readStored(SOCIAL_RETURN_STORAGE_KEY)))
      .catch(() => setFailed(true))
  }, [state, code, iss, lang, onSignedIn])
  if (!failed) {
    const label = SOCIAL_LABELS[provider ?? ''] ?? provider ?? ''
    return (
      <p className="agents-card agents-status" role="status" data-testid="agents-social-working">
        <span className="spinner" aria-hidden="true" /> {fill(texts.agents_social_working, { provider: label })}
      </p>
    )
  }
  return (
    <>
      <GeneralError message={socialFailureMessage(texts, provider)} />
      {fallback}
    </>
  )
}

export function ForgotPasswordScreen({ texts, lang, prefillEmail }: { texts: AgentsTexts; lang: string; prefillEmail: string }) {
  const [email, setEmail] = useState(prefillEmail)
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { passwordResetSchema } = await import('@/modules/auth/schemas')
    const checked = checkForm(passwordResetSchema, { email }, { email }, {})
    if (!checked.ok) return setErrors({ fields: checked.errors, general: null })
    setBusy(true)
    setErrors(NO_ERRORS)
    try {
      await requestPasswordReset(checked.data, lang)
      setSentTo(checked.data.email)
    } catch (error) {
      setErrors(placeFailure(error, ['email'], texts.agents_error))
    } finally {
      setBusy(false)
    }
  }
  if (sentTo) {
    return (
      <p className="agents-card agents-status" role="status" data-testid="agents-forgot-sent">
        {fill(texts.agents_forgot_sent, { email: sentTo })}
      </p>
    )
  }
  return (
    <div className="agents-card agents-auth" data-testid="agents-forgot">
      <p className="agents-auth__lead">{texts.agents_forgot_lead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="agents-auth__form">
        <Field
          name="email"
          label={texts.agents_email}
          testId="agents-forgot-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fields.email}
        />
        <GeneralError message={errors.general} />
        <SubmitButton busy={busy} label={texts.agents_forgot_submit} testId="agents-forgot-submit" />
      </form>
    </div>
  )
}

export function ConfirmPasswordScreen({
  texts,
  uid,
  token,
  navigate,
}: {
  texts: AgentsTexts
  uid: string | null
  token: string | null
  navigate: Navigate
}) {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!uid || !token) {
    return (
      <div className="agents-card agents-status" data-testid="agents-confirm-password-invalid">
        <p className="alert alert--error" role="alert">
          {texts.agents_link_invalid}
        </p>
        <a href="?type=forgot-password" onClick={(event) => (event.preventDefault(), navigate('forgot-password'))}>
          {texts.agents_forgot_link}
        </a>
      </div>
    )
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { passwordResetConfirmSchema } = await import('@/modules/auth/schemas')
    const checked = checkForm(passwordResetConfirmSchema, { uid, token, new_password: password }, { new_password: password }, {})
    if (!checked.ok) return setErrors({ fields: checked.errors, general: null })
    setBusy(true)
    setErrors(NO_ERRORS)
    try {
      await confirmPasswordReset(checked.data)
      setDone(true)
    } catch (error) {
      setErrors(placeFailure(error, ['new_password'], texts.agents_error))
    } finally {
      setBusy(false)
    }
  }
  if (done) {
    return (
      <div className="agents-card agents-status" role="status" data-testid="agents-password-changed">
        <p>{texts.agents_password_changed}</p>
        <button type="button" className="button button--primary" onClick={() => navigate('login')}>
          {texts.agents_login_submit}
        </button>
      </div>
    )
  }
  return (
    <div className="agents-card agents-auth" data-testid="agents-confirm-password">
      <p className="agents-auth__lead">{texts.agents_confirm_password_lead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="agents-auth__form">
        <PasswordField
          name="new_password"
          label={texts.agents_new_password}
          showLabel={texts.agents_show_password}
          testId="agents-new-password"
          hint={texts.agents_password_hint}
          autoComplete="new-password"
          maxLength={128}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.new_password}
        />
        <GeneralError message={errors.general} />
        <SubmitButton busy={busy} label={texts.agents_confirm_password_submit} testId="agents-confirm-password-submit" />
      </form>
    </div>
  )
}

/** Confirms the e-mail address from the link of the welcome e-mail (a POST, so link scanners that only GET do nothing). */
export function ConfirmEmailScreen({
  texts,
  uid,
  token,
  navigate,
}: {
  texts: AgentsTexts
  uid: string | null
  token: string | null
  navigate: Navigate
}) {
  const [state, setState] = useState<'working' | 'done' | 'failed'>(uid && token ? 'working' : 'failed')
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !uid || !token) return
    started.current = true
    confirmEmail({ uid, token })
      .then(() => setState('done'))
      .catch(() => setState('failed'))
  }, [uid, token])
  return (
    <div className="agents-card agents-status" role="status" data-testid={`agents-confirm-email-${state}`}>
      {state === 'working' ? (
        <p>
          <span className="spinner" aria-hidden="true" /> {texts.agents_confirm_email_working}
        </p>
      ) : (
        <p className={state === 'failed' ? 'alert alert--error' : undefined}>
          {state === 'done' ? texts.agents_email_confirmed : texts.agents_link_invalid}
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => navigate('agents')}>
        {texts.agents_back_to_list}
      </button>
    </div>
  )
}
