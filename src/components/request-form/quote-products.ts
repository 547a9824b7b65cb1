import { getPayloadClient } from '@/components/site-data'

/** The products a quote request may name, in the editor's order: the request page's and the pricing page's quote forms. */
export async function loadQuoteProducts(locale: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'products', locale: locale as never, sort: 'order', limit: 50, depth: 0 })
  return docs.map((product) => ({ code: product.code, name: product.name }))
}
