export { type CountryTab } from './navigation'
export { type Translate } from './translator'
export { type TechnologyGroup } from './web-technologies'
export {
  fillFigureText,
  formatHeadline,
  numberLocale,
  type ResolvedFigure,
  SITE_FIGURES,
  type SiteFigureName,
  type SiteFigures,
} from './site-figures'
