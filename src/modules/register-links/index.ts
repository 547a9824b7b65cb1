import 'server-only'

export { decideLinkReview, LINK_REVIEW_STATUSES, type LinkDecision, type LinkReviewStatus } from './decide-review'
export { contradictionOf, createEntityLinker } from './entity-linker'
