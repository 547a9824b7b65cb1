import 'server-only'

export * from './client'
export { enforceListAllowance, freeListsPerMonth, listAllowance } from './allowance'
export { foldedWords } from './detection/fold'
export { detectHeaderRow } from './detection/header-row'
export { buildSessionExport } from './export'
export { type SessionRouteContext } from './http'
export { IDENTIFIER_CODENAMES, IDENTIFIER_NAMES, isIdentifierCodename } from './identifiers'
export { claimSession, defaultJobOptions, drainQueue, processNextBatch, runSessionToEnd } from './jobs/matching-job'
export { warmUpMatcher } from './jobs/warm-up'
export { inProcessWorkerDisabled, startEnrichmentWorker, wakeEnrichmentWorker } from './jobs/worker'
export { wordSpellings } from './matching/abbreviations'
export { matchRows, rankRows } from './matching/engine'
export { matchRecords, type RecordMatch, sharedCandidateSource } from './match-records'
export { splitLegalForm } from './matching/legal-forms'
export {
  calibrate,
  exclusiveProbability,
  gradeForProbability,
  logit,
  matchProbability,
  measureMatch,
  shownProbability,
} from './matching/match-model'
export { MEASURES } from './matching/measures'
export { createMemoryCandidateSource, type ReferenceCompany } from './matching/memory-index'
export { candidateNameKey, initialsOfName, nameKey } from './matching/normalize'
export { MATCH_REASONS } from './matching/reasons'
export { gradeMatch } from './matching/score'
export { boundedEditDistance } from './matching/similarity'
export { type CandidateSource, type MatchInput, type MatchOutcome } from './matching/types'
export { RESULT_FIELDS } from './result-fields'
export {
  createRetentionMemory,
  RETENTION_OWNER,
  type RetentionSettings,
  retentionSettingsFromEnv,
  runRetentionSweep,
  startRetentionSchedule,
} from './retention'
export {
  accountQueueKey,
  createRecordList,
  recordListOutcomes,
  type RecordListProgress,
  recordListProgress,
  type RecordOutcome,
} from './record-lists'
export { isSampleRequest, queueSampleEmail, readySample } from './sample'
export { createUploadSession, firstList, sessionScores, setupSession } from './service'
export { releaseUploadBytes, reserveUploadBytes, settleUploadBytes, type UploadBudget, uploadBudgetFromEnv } from './upload-budget'
export { queuedSessions, visitorAddressKey } from './jobs/queue'
export { SESSION_STATUSES } from './session-status'
export { createRegistryCandidateSource, readRegistryCountries } from './store/registry-candidates'
export { insertRowsStatements } from './store/rows'
