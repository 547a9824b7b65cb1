'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { postQuestionnaire } from '@/components/lead-capture/api'
import { ApologyModal } from '@/components/lead-capture/apology-modal'
import { ErrorBubble } from '@/components/lead-capture/error-bubble'
import { HoneypotField } from '@/components/lead-capture/honeypot-field'
import { presentFailure } from '@/lib/error-body'

import {
  COMMENT_MAX_LENGTH,
  QUESTIONNAIRE_FIELDS,
  questionnaireErrors,
  type QuestionnaireAnswers,
  type QuestionnaireField,
  type QuestionnaireTexts,
} from './questionnaire-fields'
import { questionnaireCompletedHref } from './thank-you-query'

type FieldErrors = Partial<Record<QuestionnaireField, string>>

/**
 * The thank-you page's follow-up questionnaire. Checked with the server's
 * schema before posting; server errors go under their question, a general message to the bubble,
 * anything else (or a silent failure) to the apology modal. On success the page reloads
 * its own URL with questionnaire=completed, which hides the form.
 */
export function QuestionnaireForm({ texts, lang }: { texts: QuestionnaireTexts; lang: string }) {
  const id = useId()
  const router = useRouter()
  const pathname = usePathname()
  const formRef = useRef<HTMLFormElement>(null)
  const [answers, setAnswers] = useState<QuestionnaireAnswers>({})
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [bubble, setBubble] = useState<string | null>(null)
  const [apology, setApology] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const answer = (field: QuestionnaireField, value: string) => {
    setAnswers((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const next = { ...current }
      delete next[field]
      return next
    })
  }

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = QUESTIONNAIRE_FIELDS.find((field) => fieldErrors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const invalid = questionnaireErrors(answers, texts)
    if (invalid) {
      setErrors(invalid)
      focusFirstError(invalid)
      return
    }
    setBusy(true)
    setBubble(null)
    try {
      await postQuestionnaire(
        {
          role: answers.role ?? '',
          team_size: answers.team_size ?? '',
          interest: answers.interest ?? '',
          timeline: answers.timeline ?? '',
          comment: answers.comment?.trim() || undefined,
          website: honeypot,
        },
        lang,
      )
      // The form stays busy until the completed page replaces it.
      router.replace(questionnaireCompletedHref(pathname, window.location.search))
    } catch (error) {
      const feedback = presentFailure(error, QUESTIONNAIRE_FIELDS)
      setErrors(feedback.fields)
      setBubble(feedback.general)
      setApology(feedback.unreadable ? [texts.serviceDown] : feedback.others)
      setBusy(false)
      focusFirstError(feedback.fields)
    }
  }

  const errorId = (field: QuestionnaireField) => `${id}-${field}-error`
  return (
    <section className="thank-you-card questionnaire" aria-labelledby={`${id}-title`} data-testid="questionnaire">
      <h2 id={`${id}-title`} className="thank-you-card__title">
        {texts.title}
      </h2>
      <form ref={formRef} className="questionnaire__form" onSubmit={submit} noValidate aria-busy={busy}>
        {texts.questions.map((question) => {
          const error = errors[question.name]
          return (
            <fieldset
              key={question.name}
              className={`questionnaire__group ${error ? 'questionnaire__group--invalid' : ''}`}
              aria-describedby={error ? errorId(question.name) : undefined}
              data-testid={`questionnaire-${question.name}`}
            >
              <legend className="questionnaire__legend">{question.legend}</legend>
              <div className="questionnaire__options">
                {question.options.map((option) => (
                  <label key={option.value} className="choice">
                    <input
                      type="radio"
                      name={question.name}
                      value={option.value}
                      checked={answers[question.name] === option.value}
                      onChange={() => answer(question.name, option.value)}
                    />
                    <span className="choice__label">{option.label}</span>
                  </label>
                ))}
              </div>
              {error ? (
                <p id={errorId(question.name)} className="field__error" data-testid={`questionnaire-${question.name}-error`}>
                  {error}
                </p>
              ) : null}
            </fieldset>
          )
        })}
        <div className="field questionnaire__comment">
          <label htmlFor={`${id}-comment`}>{texts.comment}</label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={answers.comment ?? ''}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? errorId('comment') : undefined}
            onChange={(event) => answer('comment', event.target.value)}
            data-testid="questionnaire-comment"
          />
          {errors.comment ? (
            <p id={errorId('comment')} className="field__error" data-testid="questionnaire-comment-error">
              {errors.comment}
            </p>
          ) : null}
        </div>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <div className="questionnaire__footer">
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={busy}
            aria-busy={busy}
            data-testid="questionnaire-submit"
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {texts.submit}
          </button>
          <ErrorBubble message={bubble} testId="questionnaire-error-bubble" />
        </div>
      </form>
      <ApologyModal messages={apology} onClose={() => setApology([])} texts={{ title: texts.apologyTitle, close: texts.close }} />
    </section>
  )
}
