export { type CountryTab } from './navigation'
export { AGENTS_EN } from './strings/agents'
export { type Translate, type UiStringKey } from './ui-strings'
export { type TechnologyGroup } from './web-technologies'
