import 'server-only'

export { accountAllowance, type Allowance, allowanceOf, DEFAULT_REQUESTS_PER_MINUTE } from './allowance'
export { basicProfile, companyContacts, fullProfile, requireCompany, searchRegistry } from './companies'
export { chargeQuota, type DataApiCall, openDataApiCall } from './gate'
export { matchOneRecord } from './match'
export { readBatchRecords } from './batch-input'
export { BATCH_FINISHED_EVENT, batchResults, createBatch, getBatch, listBatches, settleFinishedBatches } from './batches'
export { accountUsage } from './usage'
