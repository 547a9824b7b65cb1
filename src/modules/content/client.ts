export { type CountryTab } from './navigation'
export { type Translate } from './translator'
export { type TechnologyGroup } from './web-technologies'
export { numberLocale, type ResolvedFigure, type SiteFigures } from './site-figures'
