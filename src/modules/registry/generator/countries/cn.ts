import { orgCodeCheckChar, USCC_ALPHABET, usccCheckChar } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, legalForm, parseCities, rangePostcode, type Bucket, type City, type Draft } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, tradeWord, type NameTemplate } from '../name-kit'
import { list, word, type Word } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

/**
 * Cities with the districts companies register in ("Name:administrative division code"). The
 * district code is part of the unified social credit code, so a company's code and address agree.
 */
type ChineseCity = { readonly capacity: number; readonly province: string | null; readonly districts: string; readonly city: string }

const CITIES: readonly ChineseCity[] = [
  {
    capacity: 2_500_000,
    province: null,
    districts:
      "Pudong New Area:310115|Huangpu District:310101|Xuhui District:310104|Changning District:310105|Jing'an District:310106|Minhang District:310112|Jiading District:310114|Songjiang District:310117",
    city: 'Shanghai; 1; 200000-201899; 21',
  },
  {
    capacity: 2_500_000,
    province: null,
    districts:
      'Chaoyang District:110105|Haidian District:110108|Dongcheng District:110101|Xicheng District:110102|Fengtai District:110106|Shunyi District:110113|Daxing District:110115|Changping District:110114',
    city: 'Beijing; 1; 100000-102699; 10',
  },
  {
    capacity: 2_500_000,
    province: 'Guangdong',
    districts:
      "Nanshan District:440305|Futian District:440304|Luohu District:440303|Bao'an District:440306|Longgang District:440307|Longhua District:440309",
    city: 'Shenzhen; 1; 518000-518133; 755',
  },
  {
    capacity: 2_000_000,
    province: 'Guangdong',
    districts:
      'Tianhe District:440106|Yuexiu District:440104|Haizhu District:440105|Baiyun District:440111|Panyu District:440113|Huangpu District:440112',
    city: 'Guangzhou; 1; 510000-511499; 20',
  },
  {
    capacity: 1_200_000,
    province: 'Zhejiang',
    districts:
      'Xihu District:330106|Binjiang District:330108|Shangcheng District:330102|Gongshu District:330105|Xiaoshan District:330109|Yuhang District:330110',
    city: 'Hangzhou; 1; 310000-311199; 571',
  },
  {
    capacity: 1_200_000,
    province: 'Jiangsu',
    districts: 'Gusu District:320508|Wuzhong District:320506|Xiangcheng District:320507|Huqiu District:320505|Wujiang District:320509',
    city: 'Suzhou; 1; 215000-215299; 512',
  },
  {
    capacity: 1_000_000,
    province: 'Sichuan',
    districts: 'Jinjiang District:510104|Wuhou District:510107|Jinniu District:510106|Chenghua District:510108|Shuangliu District:510116',
    city: 'Chengdu; 1; 610000-611799; 28',
  },
  {
    capacity: 800_000,
    province: 'Hubei',
    districts: "Jiang'an District:420102|Wuchang District:420106|Hongshan District:420111|Hanyang District:420105|Jianghan District:420103",
    city: 'Wuhan; 1; 430000-430099; 27',
  },
  {
    capacity: 800_000,
    province: 'Jiangsu',
    districts: 'Xuanwu District:320102|Qinhuai District:320104|Jianye District:320105|Gulou District:320106|Jiangning District:320115',
    city: 'Nanjing; 1; 210000-211399; 25',
  },
  {
    capacity: 700_000,
    province: null,
    districts: 'Heping District:120101|Hexi District:120103|Nankai District:120104|Binhai New Area:120116',
    city: 'Tianjin; 1; 300000-301899; 22',
  },
  {
    capacity: 700_000,
    province: null,
    districts: "Yuzhong District:500103|Jiangbei District:500105|Yubei District:500112|Nan'an District:500108",
    city: 'Chongqing; 1; 400000-401499; 23',
  },
  {
    capacity: 700_000,
    province: 'Zhejiang',
    districts: 'Haishu District:330203|Jiangbei District:330205|Yinzhou District:330212|Beilun District:330206',
    city: 'Ningbo; 1; 315000-315899; 574',
  },
  {
    capacity: 500_000,
    province: 'Fujian',
    districts: 'Siming District:350203|Huli District:350206|Jimei District:350211|Haicang District:350205',
    city: 'Xiamen; 1; 361000-361099; 592',
  },
  {
    capacity: 600_000,
    province: 'Shandong',
    districts: 'Shinan District:370202|Shibei District:370203|Laoshan District:370212|Huangdao District:370211',
    city: 'Qingdao; 1; 266000-266599; 532',
  },
  {
    capacity: 700_000,
    province: 'Guangdong',
    districts: "Nancheng Subdistrict:441900|Songshan Lake:441900|Chang'an Town:441900|Humen Town:441900",
    city: 'Dongguan; 1; 523000-523999; 769',
  },
  {
    capacity: 500_000,
    province: 'Shaanxi',
    districts: 'Yanta District:610113|Beilin District:610103|Lianhu District:610104|Weiyang District:610112',
    city: "Xi'an; 1; 710000-710399; 29",
  },
  {
    capacity: 500_000,
    province: 'Henan',
    districts: 'Jinshui District:410105|Zhongyuan District:410102|Erqi District:410103|Guancheng District:410104',
    city: 'Zhengzhou; 1; 450000-450099; 371',
  },
]

type District = { readonly name: string; readonly code: string }

const DISTRICTS: readonly (readonly District[])[] = CITIES.map((city) =>
  list(city.districts).map((entry) => {
    const [name = '', code = ''] = entry.split(':')
    return { name, code }
  }),
)

const YEARS = exponentialYears(1985, 0.1)

/** City words carry no slug: Chinese company domains use the brand, not the city. */
const BUCKETS: Bucket[] = CITIES.map((city) => ({
  key: city.city.split(';')[0] ?? '',
  capacity: city.capacity,
  cities: cityList(parseCities(city.city, 'zhEn').map((parsed) => ({ ...parsed, place: { text: parsed.name, slug: '' } }))),
  years: YEARS,
}))

const PEOPLE = nameGroups([
  [
    nameGroup(
      'en',
      'Wei|Lei|Jun|Yong|Jie|Tao|Ming|Chao|Gang|Qiang|Hao|Jian|Bo|Peng|Kai|Zhiqiang|Jianguo|Xiaoming|Jianhua|Guoqiang|Haoran|Yuxuan|Wenjun|Zhiwei|Dong',
      'Fang|Min|Jing|Yan|Xiuying|Xia|Ping|Hui|Li|Na|Yu|Xin|Lin|Dan|Hong|Hua|Ting|Yi|Haiyan|Yuting|Zihan|Mengyao|Shuang|Lina|Xiaoli',
      'Wang|Li|Zhang|Liu|Chen|Yang|Huang|Zhao|Wu|Zhou|Xu|Sun|Ma|Zhu|Hu|Guo|He|Gao|Lin|Luo|Zheng|Liang|Xie|Song|Tang|Han|Feng|Deng|Cao|Peng|Zeng|Xiao|Tian|Dong|Pan|Yuan|Cai|Jiang|Yu|Du|Ye|Cheng|Wei|Su|Lu|Ding|Ren|Shen|Yao',
      { surnameFirst: 0.7 },
    ),
    1,
  ],
])

/** Two-syllable trade names ("Huaxing", "Jinda"), minus pairs that spell famous companies. */
const SYLLABLES = list(
  'Hua|Xing|Jin|Da|Heng|Tai|Sheng|Long|Feng|Yuan|Kang|Rui|Xin|Tian|Hong|Bao|Fu|Cheng|Ming|Hai|Yu|Tong|Guang|Li|An|Jia|Hui|Yi|Chang|Shun|Hao|Xiang|Zhong|Ke|Run|Dong|Nan|Yong|Jun|Sen|Lian|Teng|Ding|Ze|Ao|Xu|Kai|Bang',
)
const FAMOUS_BRANDS = new Set([
  'huawei',
  'haier',
  'baidu',
  'xiaomi',
  'wanda',
  'hengda',
  'geely',
  'jili',
  'midea',
  'meidi',
  'fuxing',
  'longji',
  'haikang',
  'jingdong',
  'yili',
  'anbang',
  'wanke',
  'tongwei',
  'lixun',
  'zhongxing',
  'changan',
  'haitian',
  'huarun',
  'zhongxin',
  'pingan',
  'xingye',
  'guangda',
  'minsheng',
  'dongfeng',
  'taiping',
  'xinhua',
  'yongan',
  'huaxia',
  'zhongtai',
  'hengrui',
  'ruixing',
  'ankang',
  'tianhong',
  'longxin',
])

function brand(r: Prng): Word {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const first = r.pick(SYLLABLES)
    const second = r.pick(SYLLABLES)
    const name = first + second.toLowerCase()
    if (first !== second && !FAMOUS_BRANDS.has(name.toLowerCase())) return word(name, 'zhEn')
  }
  return word('Xinrui', 'zhEn')
}

const GROUP = word('Group', 'zhEn', true)

function cityWord(d: Draft): Word {
  return d.city.place
}

function provinceOrCity(d: Draft): Word {
  const province = CITIES[d.bucketIndex]?.province
  return province ? { text: province, slug: '' } : d.city.place
}

const TEMPLATES = new WeightedList<NameTemplate>([
  [
    (d) => (d.sizeIndex >= 4 ? [cityWord(d), brand(d.r), tradeWord(d, 'zhEn'), GROUP] : [cityWord(d), brand(d.r), tradeWord(d, 'zhEn')]),
    70,
  ],
  [(d) => [brand(d.r), tradeWord(d, 'zhEn'), { text: `(${d.city.name})`, slug: '' }], 8],
  [(d) => [brand(d.r), tradeWord(d, 'zhEn')], 10],
  [(d) => [provinceOrCity(d), brand(d.r), tradeWord(d, 'zhEn')], 10],
])

function district(d: Draft): District {
  const districts = DISTRICTS[d.bucketIndex] ?? []
  return districts[d.local % districts.length] ?? { name: '', code: '110105' }
}

/**
 * Unified social credit code: "91" (registered by market regulation, enterprise), the district
 * code, the 9-character organisation code with its GB 11714 check, and the GB 32100 check.
 * Since 2015 new organisation codes start "MA" followed by base-31 characters; older companies
 * kept their 8-digit code. Both are built from the nation-wide serial, so codes never repeat.
 */
function usccOf(d: Draft): string {
  let body: string
  if (d.year >= 2015) {
    let rest = d.serial
    let tail = ''
    for (let index = 0; index < 6; index += 1) {
      tail = USCC_ALPHABET.charAt(rest % 31) + tail
      rest = Math.floor(rest / 31)
    }
    body = `MA${tail}`
  } else {
    body = String(10_000_000 + d.serial).padStart(8, '0')
  }
  const payload = `91${district(d).code}${body}${orgCodeCheckChar(body)}`
  return payload + usccCheckChar(payload)
}

const STREET_NAMES = list(
  "Jianshe|Renmin|Zhongshan|Jiefang|Heping|Huaihai|Changjiang|Xinhua|Wenhua|Chaoyang|Dongfeng|Gongye|Keji|Binhai|Shiji|Huanghe|Yan'an|Shennan|Tianhe|Jinqiao|Zhangjiang|Xueyuan|Kaifa|Chuangye|Gaoxin|Hongqiao|Fuxing|Minzhu|Guangming|Xingfu|Qingnian|Hubin|Jiangbin|Yingbin|Songshan|Taishan|Huashan",
)
const STREET_TYPES = new WeightedList<string>([
  ['Road', 50],
  ['Avenue', 15],
  ['Street', 10],
  ['Middle Road', 8],
  ['East Road', 6],
  ['West Road', 6],
  ['North Road', 5],
])

function chineseStreet(r: Prng, d: Draft): string {
  const road = `No. ${r.between(1, 1888)} ${r.pick(STREET_NAMES)} ${STREET_TYPES.pick(r)}`
  const unit = r.chance(0.6) ? `Room ${r.between(1, 32)}${String(r.between(1, 20)).padStart(2, '0')}, ` : `Building ${r.between(1, 12)}, `
  return `${unit}${road}, ${district(d).name}`
}

function chineseLandline(r: Prng, city: City): string {
  return `+86 ${r.pick(city.areaCodes)} ${r.between(2, 8)}${r.digits(3)} ${r.digits(4)}`
}

const MOBILE_PREFIXES = list('130|131|132|133|135|136|137|138|139|150|151|152|155|156|158|159|180|181|186|187|188|189')

export const cn = defineCountry({
  profile: {
    code: 'cn',
    name: 'China',
    region: 'asia_pacific',
    currency: 'CNY',
    callingCode: '86',
    weight: 7,
    legalForms: ['Co., Ltd.'],
    registrationNumberName: 'Unified social credit code',
    vatNumberName: null,
  },
  language: 'zhEn',
  buckets: BUCKETS,
  legalForms: [legalForm('Co., Ltd.', 1)],
  // The unified social credit code is also the taxpayer number; nothing separate for the VAT column.
  vatCapacity: 0,
  vatShare: 0,
  commonLaw: false,
  productivity: 0.3,
  tlds: [
    ['com', 45],
    ['cn', 35],
    ['com.cn', 20],
  ],
  emailLocals: [
    ['sales', 45],
    ['info', 25],
    ['service', 20],
    ['admin', 10],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: usccOf,
  vat: () => null,
  street: (d) => chineseStreet(d.r, d),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 6),
  phone: chineseLandline,
  mobile: (r) => `+86 ${r.pick(MOBILE_PREFIXES)} ${r.digits(4)} ${r.digits(4)}`,
  topRole: (d) => (d.sizeIndex >= 4 && d.r.chance(0.5) ? 'CEO' : d.r.chance(0.2) ? 'Chairman' : 'General Manager'),
})
