import { COUNTRY_SPECS } from './countries'
import type { CountryProfile } from './country-profile'

/** The countries the demo generator produces companies for, with their registry conventions. */
export const GENERATOR_COUNTRIES: CountryProfile[] = COUNTRY_SPECS.map((spec) => spec.profile)
