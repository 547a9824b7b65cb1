export { type CountryTab } from './navigation'
export { type Translate } from './translator'
export { type TechnologyGroup } from './web-technologies'
