import { cnpjFromBase, formatCnpj } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, legalForm, parseCities, type City } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeFirst, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

/** Postcode tokens are ranges of the 5-digit CEP prefix; extras are business neighbourhoods. */
const CITIES = parseCities(
  `
São Paulo; 25; 01000-05999 08000-08499; 11; Pinheiros, Vila Olímpia, Itaim Bibi, Moema, Bela Vista, Consolação, Brooklin, Santo Amaro, Vila Mariana, Centro, Barra Funda
Rio de Janeiro; 12; 20000-23799; 21; Centro, Botafogo, Barra da Tijuca, Copacabana, Tijuca, Flamengo
Belo Horizonte; 6; 30000-31999; 31; Savassi, Funcionários, Centro, Lourdes, Santo Agostinho
Brasília; 5; 70000-72799; 61; Asa Sul, Asa Norte, Lago Sul, Taguatinga, Setor Comercial Sul
Curitiba; 5; 80000-82999; 41; Centro, Batel, Água Verde, Cidade Industrial
Porto Alegre; 5; 90000-91999; 51; Centro Histórico, Moinhos de Vento, Menino Deus, Navegantes
Salvador; 4; 40000-42599; 71; Comércio, Pituba, Caminho das Árvores, Itaigara
Recife; 3.5; 50000-52999; 81; Boa Viagem, Recife Antigo, Casa Forte, Ilha do Leite
Fortaleza; 3.5; 60000-61599; 85; Aldeota, Meireles, Centro, Cocó
Campinas; 3; 13000-13139; 19; Cambuí, Centro, Taquaral, Barão Geraldo
Goiânia; 2.5; 74000-74899; 62; Setor Bueno, Setor Marista, Centro, Setor Oeste
Manaus; 2; 69000-69099; 92; Distrito Industrial, Centro, Adrianópolis
Florianópolis; 2; 88000-88099; 48; Centro, Trindade, Itacorubi
Vitória; 1.5; 29000-29099; 27; Praia do Canto, Enseada do Suá, Centro
Joinville; 1.5; 89200-89239; 47; Centro, Distrito Industrial, América
Ribeirão Preto; 1.5; 14000-14114; 16; Centro, Jardim Irajá, Ribeirânia
Santos; 1.3; 11000-11099; 13; Gonzaga, Centro, Boqueirão
Sorocaba; 1.2; 18000-18109; 15; Centro, Éden, Campolim
`,
  'pt',
)

const PEOPLE = nameGroups([
  [
    nameGroup(
      'pt',
      'João|José|Antônio|Francisco|Carlos|Paulo|Pedro|Lucas|Luiz|Marcos|Gabriel|Rafael|Daniel|Marcelo|Bruno|Eduardo|Felipe|Rodrigo|Gustavo|Fernando|Fábio|Leonardo|Thiago|Diego|Matheus|Ricardo|André|Vinícius',
      'Maria|Ana|Francisca|Adriana|Juliana|Márcia|Fernanda|Patrícia|Aline|Camila|Amanda|Bruna|Jéssica|Letícia|Júlia|Luciana|Vanessa|Mariana|Gabriela|Larissa|Beatriz|Carolina|Renata|Débora|Tatiana|Priscila|Sandra|Cristiane',
      'Silva|Santos|Oliveira|Souza|Rodrigues|Ferreira|Alves|Pereira|Lima|Gomes|Costa|Ribeiro|Martins|Carvalho|Almeida|Lopes|Soares|Fernandes|Vieira|Barbosa|Rocha|Dias|Nascimento|Andrade|Moreira|Nunes|Marques|Machado|Mendes|Freitas|Cardoso|Ramos|Gonçalves|Santana|Teixeira|Araújo|Pinto|Castro|Correia|Cavalcanti|Monteiro|Moura|Campos|Barros|Azevedo|Batista|Duarte|Fonseca|Tavares|Coelho|Medeiros|Brandão|Siqueira|Pires|Farias|Bezerra|Nogueira|Guimarães|Schmidt|Yamamoto|Rossi',
      { doubleSurname: 0.4 },
    ),
    1,
  ],
])

const BRANDS = words(
  'Aurora|Horizonte|Atlântico|Cruzeiro|Ipê|Jacarandá|Araucária|Pantanal|Cerrado|Guanabara|Tietê|Serra Azul|Vale Verde|Sol Nascente|Estrela|Nova Era|Primavera|Bandeirante|Litoral|Planalto|Alvorada|Tropical|Mar Azul|Boa Vista|Paulista|Carioca|Capixaba|Potiguar',
  'pt',
)
const AND = connector('&')
const FILHOS = word('Filhos', 'pt', true)
const IRMAOS = word('Irmãos', 'pt', true)
const GRUPO = word('Grupo', 'pt', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => tradeFirst(tradeWord(d, 'pt'), founderSurname(d, PEOPLE)), 20],
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'pt')], 10],
  [(d) => tradeFirst(tradeWord(d, 'pt'), d.r.pick(BRANDS)), 12],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'pt')], 10],
  [(d) => tradeFirst(tradeWord(d, 'pt'), d.city.place), 8],
  [(d) => [founderSurname(d, PEOPLE), AND, FILHOS], 4],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    4,
  ],
  [(d) => [IRMAOS, founderSurname(d, PEOPLE)], 3],
  [(d) => (d.sizeIndex >= 2 ? [GRUPO, founderSurname(d, PEOPLE)] : tradeFirst(tradeWord(d, 'pt'), founderSurname(d, PEOPLE))), 4],
  [(d) => [initialsWord(d.r), tradeWord(d, 'pt')], 6],
])

const STREET_TYPES = new WeightedList<string>([
  ['Rua', 60],
  ['Avenida', 25],
  ['Alameda', 5],
  ['Travessa', 3],
  ['Praça', 2],
  ['Rodovia', 5],
])
const STREET_NAMES = list(
  'Brasil|Sete de Setembro|XV de Novembro|Getúlio Vargas|Tiradentes|Santos Dumont|Rio Branco|Marechal Deodoro|Dom Pedro II|das Flores|São João|da Independência|Presidente Vargas|Barão do Rio Branco|dos Andradas|da Liberdade|Visconde de Mauá|Floriano Peixoto|Duque de Caxias|Voluntários da Pátria|das Nações|Paraná|Amazonas|Bahia|Goiás|Santa Catarina|Pernambuco|Princesa Isabel|José Bonifácio|Joaquim Nabuco',
)

function brazilianStreet(r: Prng, city: City): string {
  const type = STREET_TYPES.pick(r)
  const number = type === 'Rodovia' ? `km ${r.between(2, 180)}` : String(r.between(1, 3800))
  const suite = r.chance(0.3) ? `, Sala ${r.between(1, 25) * 100 + r.between(1, 20)}` : ''
  return `${type} ${r.pick(STREET_NAMES)}, ${number}${suite} - ${r.pick(city.extras)}`
}

function brazilianPostcode(r: Prng, city: City): string {
  const token = r.pick(city.postcodes)
  const [from = '01000', to = from] = token.split('-')
  return `${String(r.between(Number(from), Number(to))).padStart(5, '0')}-${r.digits(3)}`
}

/** Landlines have 8 digits starting 2-5; mobiles 9 digits starting 9. */
function brazilianLandline(r: Prng, city: City): string {
  return `+55 ${r.pick(city.areaCodes)} ${r.between(2, 5)}${r.digits(3)}-${r.digits(4)}`
}

/** CNPJ roots come straight from the serial (0-49 999 999); the head office is branch 0001. */
const CNPJ_CAPACITY = 50_000_000

export const br = defineCountry({
  profile: {
    code: 'br',
    name: 'Brazil',
    region: 'latin_america',
    currency: 'BRL',
    callingCode: '55',
    weight: 4,
    legalForms: ['Ltda.', 'S.A.'],
    registrationNumberName: 'CNPJ',
    vatNumberName: null,
  },
  language: 'pt',
  buckets: [{ key: 'br', capacity: CNPJ_CAPACITY, cities: cityList(CITIES), years: exponentialYears(1960, 0.05) }],
  legalForms: [legalForm('Ltda.', 90), legalForm('S.A.', 5, 'large')],
  // The CNPJ is the federal tax number as well; Brazil has no separate VAT registration number.
  vatCapacity: 0,
  vatShare: 0,
  commonLaw: false,
  productivity: 0.3,
  tlds: [
    ['com.br', 85],
    ['com', 12],
    ['net.br', 3],
  ],
  emailLocals: [
    ['contato', 55],
    ['comercial', 20],
    ['atendimento', 15],
    ['financeiro', 10],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => formatCnpj(cnpjFromBase(`${String(d.serial).padStart(8, '0')}0001`)),
  vat: () => null,
  street: (d) => brazilianStreet(d.r, d.city),
  postcode: (d) => brazilianPostcode(d.r, d.city),
  phone: brazilianLandline,
  mobile: (r, city) => `+55 ${r.pick(city.areaCodes)} 9${r.digits(4)}-${r.digits(4)}`,
  topRole: (d) => (d.legalForm.name === 'S.A.' ? 'CEO' : d.sizeIndex <= 1 && d.r.chance(0.4) ? 'Owner' : 'Managing Director'),
})
