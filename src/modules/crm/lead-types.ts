/** What a lead asked for; the book call's uppercase `type` maps onto these. */
export const LEAD_TYPES = ['enrichment', 'enrichment_sample', 'enrichment_all', 'book', 'quote', 'sample', 'trial', 'contact'] as const
export type LeadType = (typeof LEAD_TYPES)[number]
