import { WeightedList } from './weighted-list'

export type IndustryId =
  | 'agriculture'
  | 'food'
  | 'manufacturing'
  | 'energy'
  | 'construction'
  | 'real_estate'
  | 'wholesale'
  | 'retail'
  | 'transport'
  | 'hospitality'
  | 'technology'
  | 'finance'
  | 'professional'
  | 'business_services'
  | 'healthcare'
  | 'education'
  | 'media'

export type Industry = {
  readonly id: IndustryId
  readonly label: string
  /** Typical turnover per employee in GBP at UK price levels. */
  readonly revenuePerEmployee: number
  /** > 1 pushes companies of the industry towards bigger employee bands (banks, utilities). */
  readonly sizeBias: number
}

export const INDUSTRIES: readonly Industry[] = [
  { id: 'agriculture', label: 'Agriculture, Forestry & Fishing', revenuePerEmployee: 110_000, sizeBias: 0.9 },
  { id: 'food', label: 'Food & Beverage Production', revenuePerEmployee: 180_000, sizeBias: 1.15 },
  { id: 'manufacturing', label: 'Industrial Manufacturing', revenuePerEmployee: 165_000, sizeBias: 1.2 },
  { id: 'energy', label: 'Energy & Utilities', revenuePerEmployee: 550_000, sizeBias: 1.25 },
  { id: 'construction', label: 'Construction', revenuePerEmployee: 150_000, sizeBias: 0.95 },
  { id: 'real_estate', label: 'Real Estate', revenuePerEmployee: 200_000, sizeBias: 0.8 },
  { id: 'wholesale', label: 'Wholesale & Distribution', revenuePerEmployee: 420_000, sizeBias: 1 },
  { id: 'retail', label: 'Retail', revenuePerEmployee: 110_000, sizeBias: 1.05 },
  { id: 'transport', label: 'Transport & Logistics', revenuePerEmployee: 140_000, sizeBias: 1.05 },
  { id: 'hospitality', label: 'Hospitality & Leisure', revenuePerEmployee: 45_000, sizeBias: 0.95 },
  { id: 'technology', label: 'Information Technology & Telecoms', revenuePerEmployee: 140_000, sizeBias: 1 },
  { id: 'finance', label: 'Financial Services & Insurance', revenuePerEmployee: 300_000, sizeBias: 1.05 },
  { id: 'professional', label: 'Professional Services', revenuePerEmployee: 95_000, sizeBias: 0.9 },
  { id: 'business_services', label: 'Business Support Services', revenuePerEmployee: 55_000, sizeBias: 1.05 },
  { id: 'healthcare', label: 'Healthcare & Life Sciences', revenuePerEmployee: 95_000, sizeBias: 1.1 },
  { id: 'education', label: 'Education', revenuePerEmployee: 60_000, sizeBias: 1 },
  { id: 'media', label: 'Media & Creative Industries', revenuePerEmployee: 110_000, sizeBias: 0.85 },
]

/** Trade-word vocabulary key (see TRADE_WORDS): what the company would call itself. */
export type TradeKind =
  | 'farming'
  | 'dairy'
  | 'forestry'
  | 'fishing'
  | 'meat'
  | 'bakery'
  | 'food'
  | 'brewery'
  | 'drinks'
  | 'chemicals'
  | 'plastics'
  | 'metal'
  | 'electronics'
  | 'computers'
  | 'machinery'
  | 'automotive'
  | 'energy'
  | 'water'
  | 'waste'
  | 'property'
  | 'construction'
  | 'electrical'
  | 'plumbing'
  | 'estates'
  | 'trading'
  | 'motors'
  | 'retail'
  | 'fashion'
  | 'online'
  | 'haulage'
  | 'shipping'
  | 'logistics'
  | 'courier'
  | 'hotel'
  | 'restaurant'
  | 'catering'
  | 'bar'
  | 'software'
  | 'telecom'
  | 'it_services'
  | 'data'
  | 'bank'
  | 'holdings'
  | 'finance'
  | 'insurance'
  | 'law'
  | 'accounting'
  | 'consulting'
  | 'architecture'
  | 'engineering'
  | 'marketing'
  | 'design'
  | 'recruitment'
  | 'security'
  | 'cleaning'
  | 'services'
  | 'lifesciences'
  | 'medical'
  | 'dental'
  | 'care'
  | 'school'
  | 'training'
  | 'publishing'
  | 'film'
  | 'studio'

export type SicCode = {
  /** UK SIC 2007 five-digit code. */
  readonly code: string
  readonly description: string
  readonly industry: Industry
  readonly kind: TradeKind
  /** Relative frequency among registered companies. */
  readonly weight: number
}

/** [code, description, industry, trade kind, relative frequency] — UK SIC 2007 wording. */
const TABLE: readonly (readonly [string, string, IndustryId, TradeKind, number])[] = [
  ['01110', 'Growing of cereals (except rice), leguminous crops and oil seeds', 'agriculture', 'farming', 2.5],
  ['01410', 'Raising of dairy cattle', 'agriculture', 'dairy', 1.2],
  ['01500', 'Mixed farming', 'agriculture', 'farming', 2],
  ['02100', 'Silviculture and other forestry activities', 'agriculture', 'forestry', 0.5],
  ['03110', 'Marine fishing', 'agriculture', 'fishing', 0.4],
  ['10110', 'Processing and preserving of meat', 'food', 'meat', 0.7],
  ['10710', 'Manufacture of bread; manufacture of fresh pastry goods and cakes', 'food', 'bakery', 1.2],
  ['10890', 'Manufacture of other food products n.e.c.', 'food', 'food', 1],
  ['11010', 'Distilling, rectifying and blending of spirits', 'food', 'drinks', 0.3],
  ['11050', 'Manufacture of beer', 'food', 'brewery', 0.5],
  ['11070', 'Manufacture of soft drinks; production of mineral waters and other bottled waters', 'food', 'drinks', 0.3],
  ['20590', 'Manufacture of other chemical products n.e.c.', 'manufacturing', 'chemicals', 0.6],
  ['22290', 'Manufacture of other plastic products', 'manufacturing', 'plastics', 0.8],
  ['25110', 'Manufacture of metal structures and parts of structures', 'manufacturing', 'metal', 1],
  ['25620', 'Machining', 'manufacturing', 'metal', 1.2],
  ['26110', 'Manufacture of electronic components', 'manufacturing', 'electronics', 0.5],
  ['26200', 'Manufacture of computers and peripheral equipment', 'manufacturing', 'computers', 0.3],
  ['27120', 'Manufacture of electricity distribution and control apparatus', 'manufacturing', 'electronics', 0.4],
  ['28290', 'Manufacture of other general-purpose machinery n.e.c.', 'manufacturing', 'machinery', 0.9],
  ['29320', 'Manufacture of other parts and accessories for motor vehicles', 'manufacturing', 'automotive', 0.5],
  ['35110', 'Production of electricity', 'energy', 'energy', 0.8],
  ['35140', 'Trade of electricity', 'energy', 'energy', 0.3],
  ['35220', 'Distribution of gaseous fuels through mains', 'energy', 'energy', 0.15],
  ['36000', 'Water collection, treatment and supply', 'energy', 'water', 0.2],
  ['38110', 'Collection of non-hazardous waste', 'energy', 'waste', 0.5],
  ['41100', 'Development of building projects', 'construction', 'property', 3],
  ['41201', 'Construction of commercial buildings', 'construction', 'construction', 2],
  ['41202', 'Construction of domestic buildings', 'construction', 'construction', 3],
  ['42990', 'Construction of other civil engineering projects n.e.c.', 'construction', 'construction', 1.2],
  ['43210', 'Electrical installation', 'construction', 'electrical', 2.5],
  ['43220', 'Plumbing, heat and air-conditioning installation', 'construction', 'plumbing', 2.5],
  ['43390', 'Other building completion and finishing', 'construction', 'construction', 2],
  ['68100', 'Buying and selling of own real estate', 'real_estate', 'property', 3],
  ['68209', 'Other letting and operating of own or leased real estate', 'real_estate', 'property', 4.5],
  ['68310', 'Real estate agencies', 'real_estate', 'estates', 1.5],
  ['68320', 'Management of real estate on a fee or contract basis', 'real_estate', 'estates', 2],
  ['46190', 'Agents involved in the sale of a variety of goods', 'wholesale', 'trading', 2],
  ['46390', 'Non-specialised wholesale of food, beverages and tobacco', 'wholesale', 'food', 1],
  ['46510', 'Wholesale of computers, computer peripheral equipment and software', 'wholesale', 'computers', 0.8],
  ['46690', 'Wholesale of other machinery and equipment', 'wholesale', 'machinery', 1.5],
  ['46900', 'Non-specialised wholesale trade', 'wholesale', 'trading', 2],
  ['45111', 'Sale of new cars and light motor vehicles', 'retail', 'motors', 0.8],
  ['47110', 'Retail sale in non-specialised stores with food, beverages or tobacco predominating', 'retail', 'retail', 1],
  ['47190', 'Other retail sale in non-specialised stores', 'retail', 'retail', 1.2],
  ['47710', 'Retail sale of clothing in specialised stores', 'retail', 'fashion', 1.2],
  ['47910', 'Retail sale via mail order houses or via Internet', 'retail', 'online', 2.5],
  ['49410', 'Freight transport by road', 'transport', 'haulage', 2],
  ['50200', 'Sea and coastal freight water transport', 'transport', 'shipping', 0.3],
  ['52103', 'Operation of warehousing and storage facilities for land transport activities', 'transport', 'logistics', 0.6],
  ['52290', 'Other transportation support activities', 'transport', 'logistics', 1.5],
  ['53202', 'Unlicensed carrier', 'transport', 'courier', 1.2],
  ['55100', 'Hotels and similar accommodation', 'hospitality', 'hotel', 1],
  ['56101', 'Licensed restaurants', 'hospitality', 'restaurant', 2.5],
  ['56102', 'Unlicensed restaurants and cafes', 'hospitality', 'restaurant', 2],
  ['56210', 'Event catering activities', 'hospitality', 'catering', 1],
  ['56302', 'Public houses and bars', 'hospitality', 'bar', 1.2],
  ['58290', 'Other software publishing', 'technology', 'software', 0.8],
  ['61900', 'Other telecommunications activities', 'technology', 'telecom', 0.8],
  ['62011', 'Ready-made interactive leisure and entertainment software development', 'technology', 'software', 0.4],
  ['62012', 'Business and domestic software development', 'technology', 'software', 3.5],
  ['62020', 'Information technology consultancy activities', 'technology', 'it_services', 5],
  ['62090', 'Other information technology service activities', 'technology', 'it_services', 2.5],
  ['63110', 'Data processing, hosting and related activities', 'technology', 'data', 0.8],
  ['63120', 'Web portals', 'technology', 'data', 0.5],
  ['64191', 'Banks', 'finance', 'bank', 0.08],
  ['64205', 'Activities of financial services holding companies', 'finance', 'holdings', 0.5],
  ['64209', 'Activities of other holding companies n.e.c.', 'finance', 'holdings', 3],
  ['64999', 'Financial intermediation not elsewhere classified', 'finance', 'finance', 1],
  ['65120', 'Non-life insurance', 'finance', 'insurance', 0.2],
  ['66220', 'Activities of insurance agents and brokers', 'finance', 'insurance', 0.8],
  ['66300', 'Fund management activities', 'finance', 'finance', 0.6],
  ['69102', 'Solicitors', 'professional', 'law', 1],
  ['69201', 'Accounting and auditing activities', 'professional', 'accounting', 2],
  ['70229', 'Management consultancy activities other than financial management', 'professional', 'consulting', 6],
  ['71111', 'Architectural activities', 'professional', 'architecture', 1],
  ['71121', 'Engineering design activities for industrial process and production', 'professional', 'engineering', 1],
  ['73110', 'Advertising agencies', 'professional', 'marketing', 1.2],
  ['73200', 'Market research and public opinion polling', 'professional', 'consulting', 0.5],
  ['74909', 'Other professional, scientific and technical activities n.e.c.', 'professional', 'consulting', 2.5],
  ['77110', 'Renting and leasing of cars and light motor vehicles', 'business_services', 'motors', 0.4],
  ['78109', 'Other activities of employment placement agencies', 'business_services', 'recruitment', 1],
  ['78200', 'Temporary employment agency activities', 'business_services', 'recruitment', 0.8],
  ['80100', 'Private security activities', 'business_services', 'security', 0.6],
  ['81210', 'General cleaning of buildings', 'business_services', 'cleaning', 1.3],
  ['82990', 'Other business support service activities n.e.c.', 'business_services', 'services', 3],
  ['21200', 'Manufacture of pharmaceutical preparations', 'healthcare', 'lifesciences', 0.3],
  ['72110', 'Research and experimental development on biotechnology', 'healthcare', 'lifesciences', 0.4],
  ['86101', 'Hospital activities', 'healthcare', 'medical', 0.3],
  ['86210', 'General medical practice activities', 'healthcare', 'medical', 0.8],
  ['86230', 'Dental practice activities', 'healthcare', 'dental', 0.6],
  ['87100', 'Residential nursing care facilities', 'healthcare', 'care', 0.8],
  ['85200', 'Primary education', 'education', 'school', 0.3],
  ['85310', 'General secondary education', 'education', 'school', 0.3],
  ['85590', 'Other education n.e.c.', 'education', 'training', 2],
  ['85600', 'Educational support services', 'education', 'training', 0.8],
  ['58110', 'Book publishing', 'media', 'publishing', 0.4],
  ['59111', 'Motion picture production activities', 'media', 'film', 0.8],
  ['73120', 'Media representation services', 'media', 'marketing', 0.3],
  ['74100', 'Specialised design activities', 'media', 'design', 1.5],
  ['90030', 'Artistic creation', 'media', 'studio', 1],
]

const INDUSTRY_BY_ID = new Map(INDUSTRIES.map((industry) => [industry.id, industry]))

export const SIC_CODES: readonly SicCode[] = TABLE.map(([code, description, industryId, kind, weight]) => {
  const industry = INDUSTRY_BY_ID.get(industryId)
  if (!industry) throw new Error(`Unknown industry ${industryId} for SIC ${code}`)
  return { code, description, industry, kind, weight }
})

export const SIC_PICKER = WeightedList.of(SIC_CODES, (sic) => sic.weight)
