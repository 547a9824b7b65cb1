import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import { langQuerySchema } from '@/lib/lang-query'
import { CV_MAX_BYTES, HONEYPOT_FIELD } from '@/modules/crm'
import {
  applySchema,
  bookResponseSchema,
  bookSchema,
  productRefSchema,
  questionnaireSchema,
  receivedResponseSchema,
  trialConfirmResponseSchema,
  trialConfirmSchema,
  trialResponseSchema,
  trialSchema,
} from '@/modules/crm/schemas'

import { FORM_LIMIT, json, operation, routeInput } from './operation'

/** What each lead route takes: its route parses with it, the document below describes it. */
export const bookInput = { query: langQuerySchema, body: bookSchema } satisfies RouteInput
export const questionnaireInput = { query: langQuerySchema, body: questionnaireSchema } satisfies RouteInput
export const trialInput = {
  params: z.object({ productId: productRefSchema.meta({ description: "A product's id or code." }) }),
  query: langQuerySchema,
  body: trialSchema,
} satisfies RouteInput
export const trialConfirmInput = { body: trialConfirmSchema } satisfies RouteInput

const tags: [string] = ['Lead capture']
const noStore = { 'Cache-Control': { description: '`no-store`: tokens are never cached.' } }

const honeypot = `Every form also takes a hidden field \`${HONEYPOT_FIELD}\`: when it is filled (a bot) the answer is the usual one and nothing is stored.`

export const crmPaths: ZodOpenApiPathsObject = {
  '/api/v1/crm/shop/book': {
    post: operation({
      operationId: 'book',
      summary: 'Demo, quote, sample, trial-request and contact bookings; enrichment sample and full-list requests',
      description: `Stored as a lead for sales. An enrichment sample request also e-mails the visitor the first rows of the list enriched (.xlsx), once per session; before those rows are matched it answers 409 and records nothing. ${honeypot}`,
      tags,
      rateLimit: FORM_LIMIT,
      ...routeInput(bookInput),
      responses: { '201': json(bookResponseSchema, 'Received; `follow_up` ties the thank-you questionnaire to this lead.') },
      errors: ['invalid', 'not_found', 'conflict', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/crm/shop/questionnaire': {
    post: operation({
      operationId: 'answerQuestionnaire',
      summary: "The thank-you page's follow-up questionnaire",
      description: honeypot,
      tags,
      rateLimit: FORM_LIMIT,
      ...routeInput(questionnaireInput),
      responses: { '201': json(receivedResponseSchema, 'Received.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/crm/shop/apply': {
    post: operation({
      operationId: 'apply',
      summary: 'A job application with its CV',
      description: `The CV is .pdf, .docx or .doc by name and by content, at most ${CV_MAX_BYTES / 1024 / 1024} MB; its problems come back together under \`file\`. ${honeypot}`,
      tags,
      requestParams: { query: langQuerySchema },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: applySchema.extend({ file: z.string().meta({ format: 'binary', description: 'The CV.' }) }) },
        },
      },
      responses: { '201': json(receivedResponseSchema, 'Received and stored with the CV.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/billing/trial/{productId}': {
    post: operation({
      operationId: 'startTrial',
      summary: 'Start a free trial of a product',
      description: `Stores a trial lead for sales and a trial waiting for its address to be confirmed, and e-mails the address a link (valid 3 days, usable once) to the trial thank-you page of the language, with \`confirm_trial=1\`, \`uid\` and \`token\` in its query; that page confirms with \`confirmTrial\`. The answer never carries a token, whatever the address (a pending trial blocks nobody), so the form goes on to the trial thank-you page. ${honeypot}`,
      tags,
      rateLimit: FORM_LIMIT,
      ...routeInput(trialInput),
      responses: { '201': json(trialResponseSchema, 'Both null: the trial opens when the e-mailed link is confirmed.') },
      errors: ['invalid', 'not_found', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/billing/trial/confirm': {
    post: operation({
      operationId: 'confirmTrial',
      summary: "Confirm a trial's address and open the trial",
      description:
        'Takes the `uid` and `token` of the e-mailed link, opens the trial for its period from now and sets the `access_token` cookie. A link works once; a wrong, used or expired one answers 400. When the address already has an active trial of the product it answers 409 and the link stays unused.',
      tags,
      rateLimit: FORM_LIMIT,
      ...routeInput(trialConfirmInput),
      responses: {
        '200': json(
          trialConfirmResponseSchema,
          "The trial's access token, the product's trial link (null without one), when the trial ends and its length in days.",
          noStore,
        ),
      },
      errors: ['invalid', 'conflict', 'too_large', 'rate_limited'],
    }),
  },
}
