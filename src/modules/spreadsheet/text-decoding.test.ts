import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'

import { parseUploadedFile } from './index'
import { decodeTextFile, type TextEncoding } from './text-decoding'

/**
 * Realistic company lists (a header, 16–20 companies with their city and country) written in each
 * legacy encoding by iconv-lite, as Excel on a non-Unicode Windows (or an old Unix CRM) exports
 * them. Each must come back as the same characters. Where two encodings write these letters with
 * the same bytes (Hebrew letters in ISO-8859-8 and windows-1255; Greek without Ά in ISO-8859-7 and
 * windows-1253), the label may be either: only the text is asserted exactly.
 */

const JAPANESE = `会社名,都道府県,市区町村,国
株式会社日立製作所,東京都,千代田区,日本
トヨタ自動車株式会社,愛知県,豊田市,日本
ソニーグループ株式会社,東京都,港区,日本
パナソニック ホールディングス株式会社,大阪府,門真市,日本
任天堂株式会社,京都府,京都市,日本
株式会社デンソー,愛知県,刈谷市,日本
京セラ株式会社,京都府,京都市,日本
キヤノン株式会社,東京都,大田区,日本
本田技研工業株式会社,東京都,港区,日本
株式会社村田製作所,京都府,長岡京市,日本
ダイキン工業株式会社,大阪府,大阪市,日本
三菱重工業株式会社,東京都,千代田区,日本
株式会社ニトリホールディングス,北海道,札幌市,日本
九州旅客鉄道株式会社,福岡県,福岡市,日本
株式会社伊藤園,東京都,渋谷区,日本
ヤマハ株式会社,静岡県,浜松市,日本
マツダ株式会社,広島県,安芸郡府中町,日本
株式会社資生堂,東京都,中央区,日本
`

const CHINESE = `公司名称,省份,城市,国家
华为技术有限公司,广东省,深圳市,中国
阿里巴巴（中国）有限公司,浙江省,杭州市,中国
北京字节跳动科技有限公司,北京市,北京市,中国
比亚迪股份有限公司,广东省,深圳市,中国
中国石油化工股份有限公司,北京市,北京市,中国
贵州茅台酒股份有限公司,贵州省,遵义市,中国
海尔智家股份有限公司,山东省,青岛市,中国
美的集团股份有限公司,广东省,佛山市,中国
上海汽车集团股份有限公司,上海市,上海市,中国
珠海格力电器股份有限公司,广东省,珠海市,中国
宁德时代新能源科技股份有限公司,福建省,宁德市,中国
小米科技有限责任公司,北京市,北京市,中国
联想（北京）有限公司,北京市,北京市,中国
青岛啤酒股份有限公司,山东省,青岛市,中国
宜宾五粮液股份有限公司,四川省,宜宾市,中国
招商银行股份有限公司,广东省,深圳市,中国
`

const CENTRAL_EUROPEAN = `Nazwa firmy;Miasto;Kraj
PKN Orlen S.A.;Płock;Polska
KGHM Polska Miedź S.A.;Lubin;Polska
Przedsiębiorstwo Łódź Spółka z o.o.;Łódź;Polska
Zakłady Mięsne Świętokrzyskie;Kielce;Polska
Żabka Polska sp. z o.o.;Poznań;Polska
Škoda Auto a.s.;Mladá Boleslav;Česko
Třinecké železárny a.s.;Třinec;Česko
Plzeňský Prazdroj a.s.;Plzeň;Česko
Kofola ČeskoSlovensko a.s.;Ostrava;Česko
MOL Magyar Olaj- és Gázipari Nyrt.;Budapest;Magyarország
Richter Gedeon Nyrt.;Budapest;Magyarország
Győri Keksz Kft.;Győr;Magyarország
Slovnaft a.s.;Bratislava;Slovensko
Žilinská teplárenská a.s.;Žilina;Slovensko
Podravka d.d.;Koprivnica;Hrvatska
Končar d.d.;Zagreb;Hrvatska
Krka d.d.;Novo mesto;Slovenija
Gorenje d.o.o.;Velenje;Slovenija
`

const HUNGARIAN = `Cég neve;Város;Ország
MOL Magyar Olaj- és Gázipari Nyrt.;Budapest;Magyarország
Richter Gedeon Nyrt.;Budapest;Magyarország
Győri Keksz Kft.;Győr;Magyarország
OTP Bank Nyrt.;Budapest;Magyarország
Zwack Unicum Nyrt.;Budapest;Magyarország
Pick Szeged Zrt.;Szeged;Magyarország
Magyar Telekom Nyrt.;Budapest;Magyarország
Rába Járműipari Holding Nyrt.;Győr;Magyarország
Törley Pezsgőpincészet Kft.;Budafok;Magyarország
Herendi Porcelánmanufaktúra Zrt.;Herend;Magyarország
Szerencsi Bonbon Kft.;Szerencs;Magyarország
Dunaferr Zrt.;Dunaújváros;Magyarország
Tisza Cipő Kft.;Martfű;Magyarország
Hungarikum Pálinkafőzde Kft.;Kecskemét;Magyarország
Mecsek Füszért Zrt.;Pécs;Magyarország
Bonafarm Zrt.;Szekszárd;Magyarország
Zsolnay Porcelánmanufaktúra Zrt.;Pécs;Magyarország
`

const GREEK = `Επωνυμία;Πόλη;Χώρα
Οργανισμός Τηλεπικοινωνιών Ελλάδος Α.Ε.;Μαρούσι;Ελλάδα
Τράπεζα Πειραιώς Α.Ε.;Αθήνα;Ελλάδα
Εθνική Τράπεζα της Ελλάδος Α.Ε.;Αθήνα;Ελλάδα
Μυτιληναίος Α.Ε.;Μαρούσι;Ελλάδα
Ελληνικά Πετρέλαια Α.Ε.;Μαρούσι;Ελλάδα
Σκλαβενίτης Α.Ε.Ε.;Περιστέρι;Ελλάδα
Αεροπορία Αιγαίου Α.Ε.;Κηφισιά;Ελλάδα
Τιτάν Εταιρεία Τσιμέντων Α.Ε.;Αθήνα;Ελλάδα
Ελληνικά Γαλακτοκομεία Α.Ε.;Θεσσαλονίκη;Ελλάδα
Παπαστράτος Α.Β.Ε.Σ.;Ασπρόπυργος;Ελλάδα
Βιοχάλκο Α.Ε.;Αθήνα;Ελλάδα
Κρι Κρι Α.Ε.;Σέρρες;Ελλάδα
Μινωικές Γραμμές Α.Ν.Ε.;Ηράκλειο;Ελλάδα
Άβαξ Α.Ε.;Μαρούσι;Ελλάδα
Ιντρακόμ Α.Ε.;Παιανία;Ελλάδα
Λάμψα Ελληνική Ξενοδοχειακή Α.Ε.;Αθήνα;Ελλάδα
Τράπεζα Κύπρου Δημόσια Εταιρεία Λτδ;Λευκωσία;Κύπρος
Άλφα Τράπεζα Α.Ε.;Αθήνα;Ελλάδα
`

const HEBREW = `שם החברה;עיר;מדינה
טבע תעשיות פרמצבטיות בעמ;פתח תקווה;ישראל
בנק הפועלים בעמ;תל אביב;ישראל
בנק לאומי לישראל בעמ;תל אביב;ישראל
אלביט מערכות בעמ;חיפה;ישראל
כיל בעמ;תל אביב;ישראל
שטראוס גרופ בעמ;פתח תקווה;ישראל
אסם השקעות בעמ;שוהם;ישראל
בזק החברה הישראלית לתקשורת בעמ;חולון;ישראל
אל על נתיבי אויר לישראל בעמ;לוד;ישראל
שופרסל בעמ;ראשון לציון;ישראל
תנובה מרכז שיתופי בעמ;רחובות;ישראל
קבוצת עזריאלי בעמ;תל אביב;ישראל
דלק קבוצה בעמ;נתניה;ישראל
אדמה מכתשים בעמ;באר שבע;ישראל
סנו מפעלי ברונוס בעמ;חדרה;ישראל
פרטנר תקשורת בעמ;ראש העין;ישראל
הראל השקעות בביטוח בעמ;רמת גן;ישראל
נייס מערכות בעמ;רעננה;ישראל
`

const ARABIC = `اسم الشركة;المدينة;الدولة
شركة الزيت العربية السعودية;الظهران;السعودية
الشركة السعودية للصناعات الأساسية;الرياض;السعودية
مصرف الراجحي;الرياض;السعودية
شركة الاتصالات السعودية;الرياض;السعودية
طيران الإمارات;دبي;الإمارات العربية المتحدة
شركة إعمار العقارية;دبي;الإمارات العربية المتحدة
بنك قطر الوطني;الدوحة;قطر
الخطوط الجوية القطرية;الدوحة;قطر
شركة المراعي;الرياض;السعودية
البنك التجاري الدولي;القاهرة;مصر
شركة السويدي إليكتريك;القاهرة;مصر
أوراسكوم للإنشاءات;القاهرة;مصر
شركة زين للاتصالات;الكويت;الكويت
بنك الكويت الوطني;الكويت;الكويت
اتصالات المغرب;الرباط;المغرب
مجموعة المدى;الدار البيضاء;المغرب
شركة أرامكس;عمّان;الأردن
البنك العربي;عمّان;الأردن
`

const VIETNAMESE = `Tên công ty;Thành phố;Quốc gia
Công ty Cổ phần Sữa Việt Nam;Thành phố Hồ Chí Minh;Việt Nam
Tập đoàn Vingroup;Hà Nội;Việt Nam
Ngân hàng TMCP Ngoại thương Việt Nam;Hà Nội;Việt Nam
Công ty Cổ phần FPT;Hà Nội;Việt Nam
Tập đoàn Hòa Phát;Hà Nội;Việt Nam
Tổng Công ty Hàng không Việt Nam;Hà Nội;Việt Nam
Công ty Cổ phần Thế Giới Di Động;Thành phố Hồ Chí Minh;Việt Nam
Công ty Cổ phần Tập đoàn Masan;Thành phố Hồ Chí Minh;Việt Nam
Ngân hàng TMCP Á Châu;Thành phố Hồ Chí Minh;Việt Nam
Công ty Cổ phần Nhựa Bình Minh;Thành phố Hồ Chí Minh;Việt Nam
Tập đoàn Xăng dầu Việt Nam;Hà Nội;Việt Nam
Công ty Cổ phần Cao su Đà Nẵng;Đà Nẵng;Việt Nam
Công ty Cổ phần Thủy sản Minh Phú;Cà Mau;Việt Nam
Công ty Cổ phần Đường Quảng Ngãi;Quảng Ngãi;Việt Nam
Công ty Cổ phần Dược Hậu Giang;Cần Thơ;Việt Nam
Công ty Cổ phần Xây dựng Coteccons;Thành phố Hồ Chí Minh;Việt Nam
Công ty Cổ phần Bia Sài Gòn;Thành phố Hồ Chí Minh;Việt Nam
Công ty Cổ phần Cảng Hải Phòng;Hải Phòng;Việt Nam
`

const CYRILLIC = `Название;Город;Страна
ПАО Сбербанк России;Москва;Россия
ПАО Газпром;Санкт-Петербург;Россия
ООО Яндекс;Москва;Россия
ПАО Лукойл;Москва;Россия
ПАО Магнит;Краснодар;Россия
ПАО Северсталь;Череповец;Россия
ПАО Аэрофлот;Москва;Россия
ПАО Ростелеком;Москва;Россия
ПАО Татнефть;Альметьевск;Россия
ПАО КАМАЗ;Набережные Челны;Россия
ПАО Новолипецкий металлургический комбинат;Липецк;Россия
ООО Вайлдберриз;Подольск;Россия
ПАО Уралкалий;Березники;Россия
АО Тандер;Краснодар;Россия
ТОВ Нова Пошта;Київ;Україна
ПрАТ Київстар;Київ;Україна
ОАО Беларуськалий;Солигорск;Беларусь
ЕАД Български пощи;София;България
`

/**
 * windows-1258 writes Vietnamese with combining tone marks after a base letter (ệ is ê + U+0323):
 * the form Vietnamese Windows exports, and the only one iconv-lite can encode.
 */
function windows1258Form(text: string): string {
  const encodable = (char: string) => iconv.decode(iconv.encode(char, 'windows-1258'), 'windows-1258') === char
  return [...text.normalize('NFC')]
    .map((char) => {
      if (encodable(char)) return char
      const [base = '', ...marks] = [...char.normalize('NFD')]
      // Keep the letter's own mark (circumflex, breve, horn) on it when the code page has the letter.
      for (let index = 0; index < marks.length; index++) {
        const letter = (base + marks[index]).normalize('NFC')
        if (letter.length === 1 && encodable(letter)) return letter + marks.filter((_, other) => other !== index).join('')
      }
      return base + marks.join('')
    })
    .join('')
}

type Case = { label: string; written: string; text: string; labels: TextEncoding[] }

const CASES: Case[] = [
  { label: 'EUC-JP (Japanese)', written: 'euc-jp', text: JAPANESE, labels: ['EUC-JP'] },
  { label: 'Shift_JIS (Japanese)', written: 'shift_jis', text: JAPANESE, labels: ['Shift_JIS'] },
  { label: 'GB18030 (Chinese)', written: 'gb18030', text: CHINESE, labels: ['GB18030'] },
  { label: 'windows-1250 (Central European)', written: 'windows-1250', text: CENTRAL_EUROPEAN, labels: ['windows-1250'] },
  { label: 'windows-1250 (Hungarian)', written: 'windows-1250', text: HUNGARIAN, labels: ['windows-1250', 'ISO-8859-2'] },
  { label: 'ISO-8859-7 (Greek)', written: 'iso-8859-7', text: GREEK.replace(/Ά/g, 'Α'), labels: ['ISO-8859-7', 'windows-1253'] },
  { label: 'windows-1253 (Greek)', written: 'windows-1253', text: GREEK, labels: ['windows-1253'] },
  { label: 'windows-1255 (Hebrew)', written: 'windows-1255', text: HEBREW, labels: ['windows-1255', 'ISO-8859-8'] },
  { label: 'ISO-8859-8 (Hebrew)', written: 'iso-8859-8', text: HEBREW, labels: ['ISO-8859-8', 'windows-1255'] },
  { label: 'windows-1256 (Arabic)', written: 'windows-1256', text: ARABIC, labels: ['windows-1256'] },
  { label: 'ISO-8859-6 (Arabic)', written: 'iso-8859-6', text: ARABIC, labels: ['ISO-8859-6'] },
  { label: 'windows-1258 (Vietnamese)', written: 'windows-1258', text: windows1258Form(VIETNAMESE), labels: ['windows-1258'] },
  { label: 'ISO-8859-5 (Cyrillic)', written: 'iso-8859-5', text: CYRILLIC, labels: ['ISO-8859-5'] },
]

describe('realistic lists in legacy encodings', () => {
  it.each(CASES)('reads a $label list as the same characters', async ({ written, text, labels }) => {
    const bytes = new Uint8Array(iconv.encode(text, written))
    // The encoder wrote every character (iconv-lite writes '?' for one the code page lacks).
    expect(iconv.decode(Buffer.from(bytes), written)).toBe(text)
    expect(bytes.some((byte) => byte >= 0x80)).toBe(true)

    const decoded = decodeTextFile(bytes)
    expect(decoded.text).toBe(text)
    expect(labels).toContain(decoded.encoding)

    const table = await parseUploadedFile(bytes, 'companies.csv')
    const lines = text.trim().split('\n')
    expect(table.rows).toHaveLength(lines.length)
    expect(table.rows).toEqual(lines.map((line) => line.split(table.delimiter ?? ',')))
    // The country column reads as written on every row.
    const countries = new Set(lines.slice(1).map((line) => line.split(/[,;]/).at(-1)))
    expect(new Set(table.rows.slice(1).map((row) => row.at(-1)))).toEqual(countries)
  })

  it('keeps Vietnamese readable: the windows-1258 list normalises to the text as typed', () => {
    const decoded = decodeTextFile(new Uint8Array(iconv.encode(windows1258Form(VIETNAMESE), 'windows-1258')))
    expect(decoded.text.normalize('NFC')).toBe(VIETNAMESE.normalize('NFC'))
  })
})

describe('choosing between near twins by what they read', () => {
  const read = (text: string, encoding: string) => decodeTextFile(new Uint8Array(iconv.encode(text, encoding)))

  it('reads a Hebrew list with Windows-only punctuation (an en dash) as windows-1255, never as ISO-8859-8 control codes', () => {
    const text = HEBREW.replace('פרטנר תקשורת בעמ', 'פרטנר תקשורת – סלולר בעמ')
    const decoded = read(text, 'windows-1255')
    expect(decoded.text).toBe(text)
    expect(decoded.encoding).toBe('windows-1255')
  })

  it('keeps ISO-8859-7 for a Greek list whose apostrophe ends a word (it would be Ά in windows-1253)', () => {
    const text = GREEK.replace(/Ά/g, 'Α').replace('Κρι Κρι Α.Ε.', 'Γαλακτοκομικά απ’ την Ήπειρο Α.Ε.')
    const decoded = read(text, 'iso-8859-7')
    expect(decoded.text).toBe(text)
    expect(decoded.encoding).toBe('ISO-8859-7')
  })

  it.each([
    ['one cubic metre', 'Name;Product;Country\nBeton Müller GmbH;Transportbeton 10 m³;Deutschland\nCafé René;Espresso;France\n'],
    ['Spanish inverted marks', 'Empresa;Lema;País\nPeña Hermanos S.L.;¿Hablamos?;España\nCafé Niño;¡Olé!;España\n'],
  ])('keeps a Western list in windows-1252 with %s', (_label, text) => {
    const decoded = read(text, 'windows-1252')
    expect(decoded.text).toBe(text)
    expect(decoded.encoding).toBe('windows-1252')
  })
})
