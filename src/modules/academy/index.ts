import 'server-only'

export * from './client'
export { ACADEMY_FACULTIES_FOR_SLUG, ACADEMY_FACULTIES_PAGE_SIZE, courseTotals, type CourseTotals } from './lessons'
