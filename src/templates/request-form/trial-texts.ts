import { getPayloadClient } from '@/components/site-data'
import type { Translate } from '@/modules/content'

type LengthText = { byProduct: Record<string, string>; fallback: string }
export type TrialTexts = { title: LengthText; benefit: LengthText }

/**
 * The trial form's title and first benefit for every product with a trial, each with that product's
 * own length from the CMS (the API's 14 days, the platform's 7), keyed by code and by id as
 * ?product_id= may give either. Without a product the texts name no length, so they are never wrong.
 */
export async function trialTexts(t: Translate): Promise<TrialTexts> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { has_trial: { equals: true } },
    limit: 100,
    depth: 0,
    pagination: false,
  })
  const title: LengthText = { byProduct: {}, fallback: t('request_trial_form_title') }
  const benefit: LengthText = { byProduct: {}, fallback: t('request_benefit_trial') }
  for (const product of docs) {
    const days = product.trial_days
    for (const ref of [product.code.toLowerCase(), String(product.id)]) {
      title.byProduct[ref] = t('request_trial_form_title_days', { days })
      benefit.byProduct[ref] = t('request_benefit_trial_days', { days })
    }
  }
  return { title, benefit }
}
