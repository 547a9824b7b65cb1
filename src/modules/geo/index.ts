export * from './country-lookup'
