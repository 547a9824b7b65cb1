import type { Payload } from 'payload'

import type { QuestionnaireInput } from './schemas'

/**
 * What makes two questionnaire posts one submission (submit-once.ts): its booking's follow-up key
 * when it has one (once per booking, whatever the answers), else the answers themselves.
 */
export function questionnaireContent(input: QuestionnaireInput, lang: string): unknown {
  return input.follow_up ? { follow_up: input.follow_up } : { lang, input }
}

/**
 * Stores the thank-you page's questionnaire. With the follow-up key of a booking the answers are
 * tied to that lead (and a second submission for it returns the first); without one they are kept
 * on their own, so nothing a visitor answers is lost.
 */
export async function recordQuestionnaire(
  payload: Payload,
  input: QuestionnaireInput,
  lang: string,
): Promise<{ id: number | string; linked: boolean }> {
  let lead: { id: number; email: string } | null = null
  if (input.follow_up) {
    const { docs } = await payload.find({
      collection: 'leads',
      where: { follow_up_key: { equals: input.follow_up } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) lead = { id: docs[0].id, email: docs[0].email }
  }
  if (lead) {
    const existing = await payload.find({
      collection: 'questionnaire-answers',
      where: { lead: { equals: lead.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) return { id: existing.docs[0].id, linked: true }
  }
  const answer = await payload.create({
    collection: 'questionnaire-answers',
    overrideAccess: true,
    data: {
      lead: lead?.id,
      email: lead?.email,
      role: input.role,
      team_size: input.team_size,
      interest: input.interest,
      timeline: input.timeline,
      comment: input.comment,
      lang,
    },
  })
  return { id: answer.id, linked: Boolean(lead) }
}
