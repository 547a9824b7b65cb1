/**
 * The platform's payment summary page takes the order as a query: `items` (a JSON list of
 * `{type, data}`) and `origin` (where the visitor came from). Prices are never read from it; the
 * payment summary prices every item itself.
 */
export type CreditReportItem = {
  type: 'credit_report'
  data: { id: string; title: string; pay_one: boolean; source_id: number; country: string }
}

export type FreshInvestigationItem = {
  type: 'fresh_investigation'
  data: {
    id: string
    name: string
    country: string
    phone?: string
    address_city?: string
    address_full?: string
    address_postcode?: string
    vat_number?: string
    reg_number?: string
    additional_info?: string
    pay_one: boolean
  }
}

/** A pricing plan or a product of the embedded pricing page. The `price` is what the card showed; the payment summary ignores it. */
export type PlanItem = {
  type: 'plan' | 'pricing_product'
  data: { id: string; title: string; period: 'month' | 'year' | 'general'; currency?: 'GBP' | 'EUR'; price: number | null }
}

export type PaymentItem = CreditReportItem | FreshInvestigationItem | PlanItem

export const PAYMENT_SUMMARY_PATH = '/payment-summary'

export function paymentSummaryUrl(platformUrl: string, items: PaymentItem[], origin: string): string {
  const query = new URLSearchParams({ items: JSON.stringify(items), origin })
  return `${platformUrl.replace(/\/+$/, '')}${PAYMENT_SUMMARY_PATH}?${query.toString()}`
}
