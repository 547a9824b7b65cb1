import 'server-only'

export { isPublicAddress, lookupCountry } from './country-lookup'
