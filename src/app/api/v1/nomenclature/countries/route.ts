// GET /api/v1/nomenclature/countries - reference list of countries; same list as the credit report countries
export { GET } from '../../credit-reports/countries/route'
