import 'server-only'

export { accountAllowance, type Allowance, allowanceOf, DEFAULT_REQUESTS_PER_MINUTE } from './allowance'
export { basicProfile, companyContacts, companyProvenance, familyOf, fullProfile, requireCompany, searchRegistry } from './companies'
export {
  chargeQuota,
  chargeSearch,
  type DataApiCall,
  FREE_PLAN_NEEDS_BUSINESS_ADDRESS,
  openDataApiCall,
  requireApiEligibility,
} from './gate'
export { matchOneRecord } from './match'
export { batchBodyFormat } from './batch-input'
export { batchIntakeTask, runBatchIntake, sweepBatchBodies } from './batch-intake'
export { acceptBatch, BATCH_FINISHED_EVENT, batchResults, getBatch, listBatches, settleFinishedBatches } from './batches'
export { createWatch, deleteWatch, dispatchRegistryChanges, getWatch, listWatches } from './monitoring'
export { accountUsage } from './usage'
export { queueDataApiWebhooks } from './webhook-round'
