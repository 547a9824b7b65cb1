import type { Category } from './content-careers'
import type { AuthorKey, CoverKey, TouchPreset } from './content-types'
import type { PolicySeed } from './content-policies'

/**
 * German texts of the content areas (the third language of the most visited pages). English and
 * Spanish live beside each seed; German is kept here, keyed by slug or name, and written after the
 * Spanish texts. Entries without German text here stay English-only in German (Payload fallback).
 */

export const COVER_ALT_DE: Record<CoverKey, string> = {
  'navy-grid': 'Abstraktes Raster aus blauen und bernsteinfarbenen Kacheln auf Marineblau',
  'blue-waves': 'Geschichtete Wellen über einem blauen Farbverlauf mit bernsteinfarbener Sonne',
  'green-bars': 'Balkendiagramm-Formen in Blau und Grün auf hellem Hintergrund',
  'amber-circles': 'Sich überlagernde, durchscheinende Kreise auf Marineblau',
  'soft-network': 'Ein Netz verbundener Punkte auf hellblauem Hintergrund',
  'navy-rings': 'Konzentrische Ringe in Blau und Bernstein auf Marineblau',
  'blue-blocks': 'Gedrehte, durchscheinende Quadrate über einem Verlauf von Marineblau zu Blau',
  'green-dots': 'Eine Punktmatrix, die von Grün in Marineblau übergeht',
}

export const portraitAltDe = (name: string) => `Abstrakte Porträtillustration von ${name}`
export const logoAltDe = (name: string) => `Logo von ${name}`

export const TOUCHES_DE: Record<TouchPreset, { label: string; button: string; link: string }> = {
  trial: {
    label: 'Über 300 Mio. Firmenprofile 7 Tage kostenlos testen',
    button: 'Kostenlos testen',
    link: '/free-trial?product_id=platform',
  },
  demo: { label: 'Sehen Sie die Plattform mit Ihrem eigenen Anwendungsfall', button: 'Demo buchen', link: '/book-demo' },
  enrichment: {
    label: 'Laden Sie eine Liste hoch und erhalten Sie A/B/C-Trefferbewertungen',
    button: 'Liste anreichern',
    link: '/list-enrichment',
  },
  'credit-reports': {
    label: 'Prüfen Sie jedes Unternehmen in über 200 Ländern',
    button: 'Bonitätsauskunft finden',
    link: '/credit-reports',
  },
}

export const TOUCH_TITLE_DE = 'Setzen Sie es in die Praxis um'

export const AUTHORS_DE: Record<AuthorKey, { role: string; motivation: string }> = {
  'elena-marsh': {
    role: 'Leiterin Inhalte Risiko & Compliance',
    motivation:
      'Bevor ich zu Company Atlas kam, habe ich acht Jahre lang KYB-Prüfungen bei einem Zahlungsdienstleister verantwortet. Ich schreibe über Due Diligence so, wie ich sie mir an meinem ersten Tag gewünscht hätte: was zu prüfen ist, in welcher Reihenfolge und wann man aufhören kann.',
  },
  'tomas-ribera': {
    role: 'Vertriebsleiter Südeuropa & Lateinamerika',
    motivation:
      'Gute Neukundengewinnung besteht vor allem aus guten Daten und etwas Geduld. Ich teile, was unser Vertriebsteam und unsere Kunden darüber gelernt haben, wie man Listen aufbaut, die tatsächlich zu Abschlüssen führen.',
  },
  'priya-lindqvist': {
    role: 'Leiterin Datenqualität',
    motivation:
      'Mein Team entscheidet, welcher unserer über 500 Quellen wir bei welchem Feld vertrauen und wie schnell eine Änderung im Register bei unseren Kunden ankommt. Ich schreibe über Abgleich, Aktualität und die unspektakuläre Arbeit hinter einem verlässlichen Firmendatensatz.',
  },
  'daniel-osei': {
    role: 'Product Marketing Manager',
    motivation:
      'Ich übersetze das, was unsere Entwickler bauen, in verständliche Sprache. Sie finden bei mir praxisnahe Leitfäden zu Segmentierung, Account-based Marketing und dazu, wie Sie mehr aus den Daten herausholen, für die Sie bereits bezahlen.',
  },
  'sofia-castellan': {
    role: 'Product Managerin, API & KI-Agenten',
    motivation:
      'Ich betreue die Company-Atlas-API und unsere KI-Agenten für Firmenprüfungen. Meine Release Notes erklären nicht nur das Was, sondern auch das Warum – und ich lese jedes Feedback, das bei uns eingeht.',
  },
}

/** German FAQ items, keyed by the English question. */
export const FAQS_DE: Record<string, { question: string; answer: string }> = {
  'How long does a KYB check take?': {
    question: 'Wie lange dauert eine KYB-Prüfung?',
    answer:
      'Da Registerdaten sofort verfügbar sind, dauert die Standardprüfung eines etablierten Unternehmens nur wenige Minuten. Komplexe Eigentümerstrukturen oder fehlende Registerdaten können länger dauern und Unterlagen vom Antragsteller erfordern.',
  },
  'Is KYB only for regulated companies?': {
    question: 'Ist KYB nur für regulierte Unternehmen relevant?',
    answer:
      'Nein. Banken und Zahlungsdienstleister sind gesetzlich dazu verpflichtet, doch jedes Unternehmen, das Zahlungsziele gewährt, Lieferanten bezahlt oder langfristige Verträge schließt, profitiert von denselben Prüfungen.',
  },
  'How often should we repeat a KYB check?': {
    question: 'Wie oft sollten wir eine KYB-Prüfung wiederholen?',
    answer:
      'Prüfen Sie risikobasiert erneut – bei Standardkunden in der Regel jährlich und sofort, wenn das Monitoring eine Änderung von Status, Geschäftsführung oder Eigentümern meldet.',
  },
  'What file formats can I upload for enrichment?': {
    question: 'Welche Dateiformate kann ich zur Anreicherung hochladen?',
    answer:
      'CSV- und Excel-Dateien. Ordnen Sie Ihre Spalten beim Hochladen Name, Adresse, Land, Website, Telefon und Kennnummern zu – je mehr Angaben Sie machen, desto besser die Trefferbewertung.',
  },
  'Should I import B matches automatically?': {
    question: 'Sollte ich B-Treffer automatisch importieren?',
    answer:
      'Wir empfehlen eine kurze manuelle Prüfung. B-Treffer sind meist korrekt, doch eine Person kann einige Hundert pro Stunde bestätigen und die Ausnahmen finden.',
  },
  'Can the AI agent make a decision for me?': {
    question: 'Kann der KI-Agent Entscheidungen für mich treffen?',
    answer:
      'Nein. Der Agent sammelt Belege und fasst sie mit Quellenangaben zusammen; die Entscheidung bleibt bei Ihrem Team, und der vollständige Prüfpfad lässt sich in Ihre Akte exportieren.',
  },
  'Are my prompts used to train AI models?': {
    question: 'Werden meine Eingaben zum Training von KI-Modellen verwendet?',
    answer:
      'Nein. Ihre Eingaben und Ergebnisse werden nicht zum Training von Modellen Dritter verwendet und auf einer in Europa gehosteten Infrastruktur verarbeitet.',
  },
  'Can I email business contacts without consent?': {
    question: 'Darf ich Geschäftskontakte ohne Einwilligung per E-Mail anschreiben?',
    answer:
      'Auf Grundlage des berechtigten Interesses oft ja, doch die nationalen Regeln für elektronische Werbung unterscheiden sich. In Deutschland etwa verlangt das UWG in der Regel auch bei geschäftlichen Adressen eine Einwilligung. Prüfen Sie die Regeln jedes Empfängerlandes.',
  },
  'What happens when someone objects?': {
    question: 'Was passiert, wenn jemand widerspricht?',
    answer:
      'Setzen Sie die Person sofort in jedem Tool auf Ihre Sperrliste. Company Atlas berücksichtigt Widersprüche zudem kundenübergreifend, sodass der Kontakt nicht mehr geliefert wird.',
  },
  'How can I compare providers fairly?': {
    question: 'Wie vergleiche ich Anbieter fair?',
    answer:
      'Lassen Sie während eines Tests dieselben fünfzig Unternehmen – einschließlich Ihrer schwierigsten Länder – durch jeden Anbieter laufen und vergleichen Sie Abdeckung, Aktualität, Format und Gesamtkosten.',
  },
  'Where does the 92% cost reduction come from?': {
    question: 'Woher stammt die Kostenersparnis von 92 %?',
    answer:
      'Es ist die durchschnittliche Senkung der Datenkosten, die Kunden melden, die mehrere lokale Verträge bei Company Atlas gebündelt haben – vor allem, weil internationale Einzelpreise pro Auskunft entfallen.',
  },
  'Can monitoring alerts go into our own systems?': {
    question: 'Können Monitoring-Warnungen in unsere eigenen Systeme fließen?',
    answer: 'Ja. Warnungen kommen per E-Mail, als tägliche Zusammenfassung oder per Webhook in Systeme wie TMS, ERP oder CRM.',
  },
  'How many companies can we monitor?': {
    question: 'Wie viele Unternehmen können wir überwachen?',
    answer:
      'Jedes Paket enthält ein Monitoring-Kontingent, größere Volumen sind möglich. Sprechen Sie mit uns über den Umfang Ihres Lieferanten- oder Kundenstamms.',
  },
  'How many companies does Company Atlas cover?': {
    question: 'Wie viele Unternehmen deckt Company Atlas ab?',
    answer: 'Mehr als 300 Millionen Firmenprofile in über 200 Ländern, aufgebaut aus über 500 Datenquellen und laufend aktualisiert.',
  },
  'Is there a free trial?': {
    question: 'Gibt es einen kostenlosen Test?',
    answer: 'Ja. Der kostenlose Test dauert 7 Tage, umfasst Suchen, Auskünfte und Listenanreicherung und endet automatisch – ohne Kosten.',
  },
  'Where is my data hosted?': {
    question: 'Wo werden meine Daten gehostet?',
    answer: 'In Rechenzentren in der Europäischen Union. Company Atlas ist nach ISO 27001 und ISO 27701 zertifiziert.',
  },
  'What if a company is not in the database?': {
    question: 'Was ist, wenn ein Unternehmen nicht in der Datenbank ist?',
    answer:
      'Dann können Sie eine neue Recherche beauftragen. Unsere Researcher und lokalen Partner erheben die Informationen und liefern einen Bericht; den voraussichtlichen Liefertermin sehen Sie vor der Bestellung.',
  },
  'Can I connect Company Atlas to my CRM?': {
    question: 'Kann ich Company Atlas mit meinem CRM verbinden?',
    answer: 'Ja. Über die API oder unsere CRM-Integrationen gleichen Sie Accounts automatisch ab, reichern sie an und halten sie aktuell.',
  },
  'What do the A, B and C match grades mean?': {
    question: 'Was bedeuten die Trefferbewertungen A, B und C?',
    answer:
      'A ist ein sicherer Treffer, der automatisch importiert werden kann, B ein wahrscheinlicher Treffer, der kurz geprüft werden sollte, und C ein schwacher Treffer, für den weitere Angaben nötig sind.',
  },
}

/** German testimonial roles and quotes, keyed by the person's name. */
export const TESTIMONIALS_DE: Record<string, { role: string; quote: string }> = {
  'Marta Villanueva': {
    role: 'Leiterin Onboarding',
    quote:
      'Früher wartete unser Händler-Onboarding zwei Tage auf einen Registerauszug. Mit Company Atlas läuft die KYB-Prüfung, während der Antragsteller noch das Formular ausfüllt, und unsere Analysten sehen sich nur noch die Fälle an, die wirklich einen Menschen brauchen.',
  },
  'James Whitcombe': {
    role: 'Leiter Einkauf',
    quote:
      'Wir überwachen 1.400 Frachtführer und Subunternehmer. Eine Warnung in der Woche zu bekommen, in der ein Lieferant seinen Jahresabschluss zu spät einreicht – und nicht erst in dem Monat, in dem er nicht mehr ans Telefon geht –, hat unsere Kapazitätsplanung verändert.',
  },
  'Inés Carvalho': {
    role: 'Revenue Operations Managerin',
    quote:
      'Die A/B/C-Trefferbewertungen haben uns überzeugt. A-Treffer importieren wir automatisch, B-Treffer prüfen wir an einem Nachmittag, und C-Zeilen lassen wir einfach weg. So sauber war unser CRM noch nie.',
  },
  'Henrik Aalto': {
    role: 'Kreditmanager',
    quote:
      'Ein einheitliches Auskunftsformat für Kunden in 30 Ländern bedeutet, dass unser Kreditausschuss Gleiches mit Gleichem vergleicht. Limits festzulegen dauert jetzt Minuten statt einer Woche, in der wir lokalen Auskunfteien hinterhertelefonieren.',
  },
  'Aisha Rahman': {
    role: 'Investment Associate',
    quote:
      'Der KI-Agent liefert uns eine erste Einschätzung zu einem Zielunternehmen in der Zeit, die ein Kaffee braucht – jede Aussage mit Quelle. Die Detailarbeit machen wir weiterhin selbst, aber wir starten von einem viel besseren Punkt aus.',
  },
  'Lucía Ferrándiz': {
    role: 'Exportvertriebsleiterin',
    quote:
      'Mit den Branchen- und Größenfiltern haben wir Vertriebspartner in vier neuen Märkten gefunden und jeden vor dem ersten Anruf geprüft. Allein der Test hat das Abonnement schon bezahlt.',
  },
}

export const CAREER_CATEGORY_LABELS_DE: Record<Category, string> = {
  engineering: 'Engineering & Daten',
  sales: 'Vertrieb',
  customer_success: 'Customer Success',
  marketing: 'Marketing',
  operational: 'Operations',
}

/** German benefit texts, keyed by the benefit's icon (unique per benefit). */
export const BENEFITS_DE: Record<string, string> = {
  globe: 'Hybrides Arbeiten in London oder Madrid, dazu vier Wochen im Jahr von überall',
  cap: '1.500 € Weiterbildungsbudget pro Jahr und bezahlte Zeit für Kurse',
  shield: 'Private Krankenversicherung für Sie und Ihre Familie',
  chart: 'Aktienoptionen an einem profitablen, wachsenden Unternehmen',
  people: 'Zwei unternehmensweite Treffen pro Jahr und eine Kultur schriftlicher, offener Entscheidungen',
  bolt: '25 Urlaubstage und zusätzlich Ihr Geburtstag frei',
}

export const VACANCY_SECTION_NAMES_DE = {
  description: 'Über die Stelle',
  responsibilities: 'Ihre Aufgaben',
  requirements: 'Ihr Profil',
  qualities: 'Was Sie auszeichnet',
  benefits: 'Was wir bieten',
} as const

export const VACANCY_BENEFITS_DE = `
  - Ein wettbewerbsfähiges Gehalt, das jährlich überprüft wird, und Aktienoptionen
  - 25 Urlaubstage plus Ihr Geburtstag sowie vier Wochen im Jahr mobiles Arbeiten von überall
  - Private Krankenversicherung und ein jährliches Weiterbildungsbudget von 1.500 €
  - Ein moderner Laptop und die Ausstattung, die Sie im Homeoffice brauchen
  Wir sind ein Arbeitgeber, der Chancengleichheit lebt, und freuen uns über Bewerbungen von allen Menschen. Sagen Sie uns gern, wenn Sie im Bewerbungsprozess besondere Unterstützung benötigen.
`

export type VacancyDe = {
  name: string
  location: string
  description: string
  responsibilities: string
  requirements: string
  qualities: string
}

/** German vacancy texts, keyed by vacancy slug. */
export const VACANCIES_DE: Record<string, VacancyDe> = {
  'enterprise-account-executive-dach': {
    name: 'Enterprise Account Executive DACH (m/w/d)',
    location: 'Berlin · Remote',
    description: `
      Wir schaffen unsere erste Enterprise-Position speziell für Deutschland, Österreich und die Schweiz. Sie vertreiben die gesamte Company-Atlas-Plattform – Bonitätsauskünfte, Listenanreicherung, API und KI-Agenten – an Großunternehmen mit komplexen Einkaufsgremien.
      Sie gestalten maßgeblich mit, wie wir die Region angehen, und werden dabei eng von Solutions Engineering und Geschäftsleitung unterstützt.
    `,
    responsibilities: `
      - Enterprise-Kunden in der DACH-Region identifizieren und gewinnen
      - Vertriebszyklen mit vielen Beteiligten führen, einschließlich Security- und Einkaufsprüfungen
      - Account-Pläne gemeinsam mit Solutions Engineering und Customer Success erstellen
      - Company Atlas auf ausgewählten Branchenveranstaltungen vertreten
      - Pipeline und Forecast jede Woche verlässlich berichten
    `,
    requirements: `
      - Mindestens fünf Jahre Erfahrung im Enterprise-Vertrieb von Software oder Daten in der DACH-Region
      - Deutsch auf muttersprachlichem Niveau und fließendes Englisch
      - Erfahrung mit langen Vertriebszyklen und Abschlüssen über 100.000 € pro Jahr
      - Vertrautheit mit Entscheidern aus Risikomanagement, Compliance oder Einkauf
    `,
    qualities: `
      - Sie bauen gern Neues auf, auch ohne fertiges Playbook
      - Sie gewinnen Vertrauen durch gründliche Vorbereitung und Verbindlichkeit
      - Sie arbeiten unkompliziert mit technischen Kolleginnen und Kollegen zusammen
    `,
  },
  'senior-data-engineer': {
    name: 'Senior Data Engineer (m/w/d)',
    location: 'London · Hybrid',
    description: `
      Unsere Datenplattform verarbeitet Änderungen aus über 500 Quellen – von nationalen Handelsregistern über Amtsblätter bis zu Zahlungsnetzwerken – und macht daraus über 300 Mio. konsistente Firmenprofile. Sie verstärken das Pipelines-Team, das diesen Datenfluss schnell, korrekt und nachvollziehbar hält.
      Ihr Schwerpunkt liegt auf **Ingestion und Änderungserkennung**: dem Teil des Systems, der innerhalb weniger Stunden erkennt, dass ein Unternehmen eine neue Geschäftsführung hat oder in Liquidation gegangen ist.
    `,
    responsibilities: `
      - Ingestion-Pipelines für neue Register und Datenpartner konzipieren und entwickeln
      - Die Änderungserkennung verbessern, damit Aktualisierungen Kunden noch am selben Tag erreichen
      - Verantwortung für Datenqualitätsprüfungen und die Warnungen, die bei fehlerhaften Quellen auslösen
      - Mit dem Datenqualitätsteam an länderübergreifender Entity Resolution arbeiten
      - Code reviewen, Kolleginnen und Kollegen unterstützen und Erkenntnisse schriftlich teilen
    `,
    requirements: `
      - Mindestens fünf Jahre Erfahrung mit produktiven Datenpipelines
      - Sehr gute Kenntnisse in Python oder TypeScript und solides SQL, idealerweise PostgreSQL
      - Erfahrung mit Workflow-Orchestrierung und Message Queues
      - Ein gutes Gespür für Datenqualität: Sie testen Daten, nicht nur Code
      - Fließendes Englisch; Deutsch, Spanisch oder eine andere europäische Sprache ist ein Plus
    `,
    qualities: `
      - Sie interessiert, wie die unordentliche reale Welt in einer Datenbank landet
      - Sie bevorzugen einfache, unspektakuläre Lösungen, die auch um drei Uhr morgens funktionieren
      - Sie schreiben klar und erklären gern Zielkonflikte
    `,
  },
  'customer-success-manager': {
    name: 'Customer Success Manager (m/w/d)',
    location: 'London · Hybrid',
    description: `
      Unsere Kunden reichen von Kreditteams mit fünf Personen bis zu globalen Compliance-Abteilungen. Als Customer Success Manager betreuen Sie ein Portfolio von rund 60 Kunden in Großbritannien und Irland und sorgen dafür, dass jeder von ihnen dauerhaft von Company Atlas profitiert.
      Sie sind die Vertrauensperson Ihrer Kunden: Sie kennen deren Ziele, erkennen Probleme früh und helfen ihnen, die Plattform immer umfassender zu nutzen.
    `,
    responsibilities: `
      - Neue Kunden onboarden und klare Erfolgsziele mit ihnen vereinbaren
      - Regelmäßige Reviews zu Nutzung, Ergebnissen und nächsten Schritten durchführen
      - Kündigungsrisiken früh erkennen und gegensteuern
      - Ausbaupotenziale erkennen und den Vertrieb zum richtigen Zeitpunkt einbinden
      - Wiederkehrende Fragen in Leitfäden und Produktfeedback übersetzen
    `,
    requirements: `
      - Mindestens drei Jahre Erfahrung in Customer Success oder Account Management für B2B-Software
      - Sicheres Auftreten gegenüber Führungskräften
      - Verständnis für Arbeitsabläufe in Kreditmanagement, Compliance oder Vertrieb
      - Fließendes Englisch; eine weitere europäische Sprache ist willkommen
    `,
    qualities: `
      - Sie interessieren sich ehrlich für das Geschäft Ihrer Kunden
      - Sie sind organisiert und zuverlässig: Was Sie zusagen, halten Sie ein
      - Sie bleiben ruhig und pragmatisch, wenn etwas schiefgeht
    `,
  },
  'data-research-analyst': {
    name: 'Data Research Analyst (m/w/d)',
    location: 'Madrid · Hybrid',
    description: `
      Lässt sich ein Unternehmen in keinem Register finden, können Kunden bei uns eine neue Recherche beauftragen. Unsere Research Analysts finden heraus, wer hinter dem Unternehmen steht, ob es aktiv ist und wie es wirtschaftlich dasteht – mithilfe von Registern, öffentlichen Quellen und lokalen Partnern weltweit.
      Sie verstärken ein zwölfköpfiges Team, das jeden Monat Hunderte Recherchen pünktlich und in einheitlicher Qualität liefert.
    `,
    responsibilities: `
      - Unternehmen anhand von Registern, Amtsblättern und öffentlichen Quellen recherchieren
      - Lokale Recherchepartner koordinieren und deren Ergebnisse prüfen
      - Klare, strukturierte Rechercheberichte verfassen
      - Liefertermine einhalten und Kunden über den Fortschritt informieren
      - Neue Quellen und Verbesserungen unseres Rechercheprozesses vorschlagen
    `,
    requirements: `
      - Ein Studium oder Berufserfahrung in Betriebswirtschaft, Volkswirtschaft, Recht, Journalismus oder einem verwandten Bereich
      - Fließendes Spanisch und Englisch; jede weitere Sprache ist ein echter Vorteil
      - Sorgfältige, methodische Arbeitsweise bei der Recherche
      - Sicherer Umgang mit Tabellenkalkulationen und Online-Datenbanken
    `,
    qualities: `
      - Sie lösen gern Rätsel und geben nicht so schnell auf
      - Sie trennen Fakten von Annahmen und sagen klar, was was ist
      - Sie arbeiten gern in einem engen, hilfsbereiten Team
    `,
  },
}

export const POLICIES_DE: Record<PolicySeed['slug'], { title: string; category: string; content: string }> = {
  privacy: {
    title: 'Datenschutzerklärung',
    category: 'Datenschutz',
    content: `
      Diese Datenschutzerklärung erläutert, wie Company Atlas personenbezogene Daten erhebt und verwendet, wenn Sie unsere Website besuchen, eine Demo oder einen Test anfordern, eine Auskunft kaufen oder unsere Plattform nutzen, und wie wir mit personenbezogenen Daten in unserer Unternehmensdatenbank umgehen. Sie wurde zuletzt im November 2026 aktualisiert.
      ## Wer wir sind
      Company Atlas ist Verantwortlicher für die in dieser Erklärung beschriebenen personenbezogenen Daten. Unser Datenschutzteam erreichen Sie unter privacy@companyatlas.com oder postalisch über unser Büro in London.
      ## Welche Daten wir über Besucher und Kunden erheben
      - **Kontaktdaten**, die Sie uns in Formularen mitteilen: Name, geschäftliche E-Mail-Adresse, Telefonnummer, Unternehmen und das Produkt, für das Sie sich interessieren.
      - **Konto- und Nutzungsdaten**, wenn Sie die Plattform nutzen: Anmeldeprotokolle, Suchen, bestellte Auskünfte und Einstellungen.
      - **Bestell- und Abrechnungsdaten** bei Käufen: Rechnungsangaben und Zahlungsstatus. Kartendaten verarbeitet unser Zahlungsdienstleister; wir speichern sie nicht.
      - **Technische Daten** wie IP-Adresse, Browser und die von Ihnen besuchten Seiten, abhängig von Ihren Cookie-Einstellungen.
      ## Zwecke und Rechtsgrundlagen
      - Um die von Ihnen gewünschten Leistungen zu erbringen, einschließlich Tests, Auskünften und Support (Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO).
      - Um Ihnen als Geschäftskontakt Informationen über unsere Produkte zu senden; dem können Sie jederzeit widersprechen (berechtigtes Interesse oder, wo erforderlich, Einwilligung).
      - Um unsere Dienste sicher zu betreiben und Betrug zu verhindern (berechtigtes Interesse).
      - Um gesetzliche Pflichten wie steuer- und handelsrechtliche Vorgaben zu erfüllen (rechtliche Verpflichtung).
      ## Personenbezogene Daten in unserer Unternehmensdatenbank
      Firmenprofile können Namen und Funktionen von Geschäftsführern, Gesellschaftern und geschäftlichen Ansprechpartnern enthalten, die aus öffentlichen Registern, amtlichen Bekanntmachungen und anderen rechtmäßigen Quellen stammen. Wir verarbeiten diese Informationen auf Grundlage unseres berechtigten Interesses, um Kredit-, Compliance- und Geschäftsentscheidungen zu unterstützen. Sie können Auskunft über die zu Ihrer Person gespeicherten Daten verlangen, der Verarbeitung widersprechen oder die Berichtigung verlangen.
      ## Weitergabe und internationale Übermittlungen
      Für Hosting, E-Mail-Versand und Zahlungen setzen wir sorgfältig ausgewählte Auftragsverarbeiter ein. Unsere Plattform wird in der Europäischen Union gehostet. Verarbeitet ein Dienstleister Daten außerhalb des Europäischen Wirtschaftsraums, stützen wir uns auf geeignete Garantien wie Standardvertragsklauseln.
      ## Speicherdauer
      Kunden- und Interessentendaten speichern wir für die Dauer unserer Geschäftsbeziehung und bis zu drei Jahre nach dem letzten Kontakt, Buchhaltungsunterlagen für die gesetzlich vorgeschriebene Dauer.
      Listen, die Sie in unser kostenloses Werkzeug zur Listenanreicherung hochladen, löschen wir samt Ergebnissen 24 Stunden nach dem Hochladen, wenn Sie die Anreicherung nicht starten, andernfalls 30 Tage nach ihrem Abschluss, sofern wir mit Ihnen keine längere Aufbewahrung vereinbaren.
      ## Ihre Rechte
      Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit sowie das Recht, einer Verarbeitung auf Grundlage berechtigter Interessen oder zu Zwecken der Direktwerbung zu widersprechen. Schreiben Sie an privacy@companyatlas.com; wir antworten innerhalb eines Monats. Zudem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren.
    `,
  },
  cookies: {
    title: 'Cookie-Richtlinie',
    category: 'Cookies',
    content: `
      Diese Richtlinie erläutert, welche Cookies und ähnlichen Technologien die Website von Company Atlas verwendet, zu welchem Zweck und wie Sie sie steuern können. Die folgenden Tabellen führen jedes von uns gesetzte Cookie nach Kategorien geordnet auf, jeweils mit Anbieter, Zweck und Speicherdauer.
      ## Was Cookies sind
      Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Ähnliche Technologien wie der lokale Speicher legen Informationen auf dieselbe Weise in Ihrem Browser ab. Manche sind für den Betrieb der Website unerlässlich, andere helfen uns zu verstehen, wie die Website genutzt wird, oder den Erfolg unserer Werbung zu messen.
      ## Die Kategorien, die wir verwenden
      - **Notwendige** Cookies sorgen dafür, dass die Website funktioniert: Sie speichern Ihre Einwilligungsentscheidung, halten Administratoren angemeldet und geben Ihnen Zugang zu einem kostenlosen Test. Sie lassen sich nicht deaktivieren, weil die Website ohne sie nicht funktionieren würde.
      - **Präferenz**-Cookies merken sich Einstellungen wie Ihre Sprache und den Zustand von Werkzeugen, die Sie gerade nutzen, etwa eine laufende Listenanreicherung oder die Angaben, die Sie in ein Formular eingegeben haben.
      - **Statistik**-Cookies helfen uns, in zusammengefasster Form zu verstehen, wie Besucher die Website nutzen, damit wir sie verbessern können. Sie werden nur gesetzt, wenn Sie zustimmen.
      - **Marketing**-Cookies messen die Wirksamkeit unserer Werbekampagnen. Sie werden nur gesetzt, wenn Sie zustimmen.
      Nicht klassifizierte Cookies verwenden wir nicht: Jedes von uns gesetzte Cookie gehört zu einer der oben genannten Kategorien.
      ## Ihre Wahlmöglichkeiten
      Bei Ihrem ersten Besuch bittet Sie ein Banner um Ihre Einwilligung in die optionalen Kategorien. Sie können alle zulassen, eine Auswahl zulassen oder alle optionalen Cookies ablehnen. Ihre Entscheidung können Sie jederzeit auf dieser Seite ändern; unten sehen Sie den aktuellen Stand Ihrer Einwilligung und Ihre Einwilligungs-ID. Bitte nennen Sie diese ID, wenn Sie uns zu Ihrer Entscheidung kontaktieren.
      Sie können Cookies außerdem in den Einstellungen Ihres Browsers löschen oder blockieren. Wenn Sie notwendige Cookies blockieren, funktionieren Teile der Website, etwa der kostenlose Test, möglicherweise nicht.
      ## Änderungen dieser Richtlinie
      Wenn wir ein Cookie hinzufügen oder ändern, aktualisieren wir die Tabellen unten. Betrifft die Änderung eine optionale Kategorie, bitten wir Sie erneut um Ihre Einwilligung.
      ## Kontakt
      Fragen zu Cookies senden Sie bitte an privacy@companyatlas.com.
    `,
  },
  terms: {
    title: 'Nutzungsbedingungen',
    category: 'AGB',
    content: `
      Diese Bedingungen gelten für Ihre Nutzung der Website und der Plattform von Company Atlas, einschließlich kostenloser Tests, Bonitätsauskünften, Listenanreicherung, der API und der KI-Agenten für Firmenprüfungen. Mit der Einrichtung eines Kontos oder einer Bestellung akzeptieren Sie sie im Namen der Organisation, die Sie vertreten. Ein unterzeichnetes Bestellformular oder ein Rahmenvertrag hat bei Abweichungen Vorrang.
      ## Konten
      Konten sind für die geschäftliche Nutzung bestimmt. Sie sind dafür verantwortlich, Ihre Zugangsdaten vertraulich zu behandeln, für die Aktivitäten der von Ihnen eingeladenen Nutzer einzustehen und uns unverzüglich über jede unbefugte Nutzung zu informieren.
      ## Kostenloser Test
      Der kostenlose Test dauert 7 Tage und umfasst ein begrenztes Kontingent an Suchen, Auskünften und Anreicherungen. Er endet automatisch; Kosten entstehen nur, wenn Sie sich für ein kostenpflichtiges Paket entscheiden.
      ## Nutzung der Daten
      - Sie dürfen die Daten für Ihre internen Geschäftszwecke nutzen, etwa für Kreditentscheidungen, Compliance-Prüfungen, Einkauf sowie Vertrieb und Marketing.
      - Sie dürfen die Daten nicht weiterverkaufen, erneut veröffentlichen oder daraus eine konkurrierende Datenbank aufbauen und Ihr Konto nicht mit Dritten teilen.
      - Sie müssen personenbezogene Daten aus der Plattform rechtmäßig verwenden, einschließlich der DSGVO und der Regeln für elektronische Werbung, und Widersprüche der betroffenen Personen beachten.
      - Sie dürfen die Daten nicht als alleinige Grundlage für Entscheidungen verwenden, für die das Gesetz eine regulierte Auskunftei vorschreibt.
      ## Richtigkeit
      Unsere Daten stammen aus über 500 Quellen, und wir setzen alles daran, sie korrekt und aktuell zu halten. Register und andere Quellen können jedoch Fehler oder Verzögerungen enthalten. Die Daten unterstützen Ihre Entscheidungen, ersetzen aber nicht Ihr eigenes Urteil. Melden Sie uns Fehler, die Ihnen auffallen; wir gehen jedem Hinweis nach.
      ## Entgelte und Zahlung
      Pakete werden monatlich oder jährlich im Voraus abgerechnet; einzeln gekaufte Auskünfte und Recherchen werden zu dem bei der Bestellung angezeigten Preis berechnet. Alle Preise verstehen sich zuzüglich Umsatzsteuer.
      ## Haftung
      Keine Partei schließt eine Haftung aus, die gesetzlich nicht ausgeschlossen werden kann. Im Übrigen ist unsere Gesamthaftung pro Jahr auf die Entgelte begrenzt, die Sie uns in den zwölf Monaten vor dem Anspruch gezahlt haben, und keine Partei haftet für indirekte Schäden oder Folgeschäden.
      ## Vertragsende
      Sie können ein Abonnement zum Ende der laufenden Laufzeit kündigen. Bei schwerwiegenden Verstößen gegen diese Bedingungen können wir den Zugang sperren, nach Möglichkeit nach vorheriger Ankündigung.
      ## Anwendbares Recht
      Für diese Bedingungen gilt das Recht von England und Wales, sofern Ihr Bestellformular nichts anderes bestimmt.
    `,
  },
  'data-processing': {
    title: 'Vereinbarung zur Auftragsverarbeitung',
    category: 'Auftragsverarbeitung',
    content: `
      Diese Bedingungen gelten, wenn Company Atlas personenbezogene Daten im Auftrag eines Kunden verarbeitet, zum Beispiel wenn Sie eine Liste zur Anreicherung hochladen, Ihr CRM anbinden oder von Ihnen bereitgestellte Datensätze überwachen lassen. In diesen Fällen sind Sie Verantwortlicher und wir Ihr Auftragsverarbeiter im Sinne von Art. 28 DSGVO. Sie sind Bestandteil Ihres Vertrags mit uns.
      ## Umfang der Verarbeitung
      - **Gegenstand**: Anreicherung, Abgleich, Überwachung und Speicherung der von Ihnen bereitgestellten Datensätze.
      - **Datenkategorien**: geschäftliche Kontaktdaten wie Namen, Positionen, geschäftliche E-Mail-Adressen und Telefonnummern sowie alle weiteren Felder, die Sie hochladen.
      - **Betroffene Personen**: Beschäftigte und Vertreter Ihrer Kunden, Lieferanten und Interessenten.
      - **Dauer**: für die Laufzeit Ihres Vertrags zuzüglich der unten genannten Löschfrist.
      ## Unsere Verpflichtungen
      - Wir verarbeiten Ihre Daten ausschließlich auf Ihre dokumentierte Weisung, einschließlich der Einstellungen, die Sie in der Plattform wählen.
      - Alle Personen mit Zugriff auf Ihre Daten sind zur Vertraulichkeit verpflichtet.
      - Wir wenden die technischen und organisatorischen Maßnahmen unseres nach ISO 27001 und ISO 27701 zertifizierten Managementsystems an, darunter Verschlüsselung bei der Übertragung und im Ruhezustand, Zugriffskontrolle und Protokollierung.
      - Wir unterstützen Sie bei der Beantwortung von Betroffenenanfragen und, wo erforderlich, bei Datenschutz-Folgenabschätzungen.
      - Wir informieren Sie unverzüglich, in jedem Fall innerhalb von 48 Stunden, nachdem uns eine Verletzung des Schutzes Ihrer personenbezogenen Daten bekannt geworden ist.
      ## Unterauftragsverarbeiter
      Für Hosting, E-Mail-Versand und Support-Werkzeuge setzen wir eine begrenzte Zahl von Unterauftragsverarbeitern ein. Die aktuelle Liste erhalten Sie auf Anfrage. Bevor wir einen Unterauftragsverarbeiter hinzufügen oder ersetzen, informieren wir Sie mindestens 30 Tage im Voraus; aus berechtigten datenschutzrechtlichen Gründen können Sie widersprechen.
      ## Ort der Verarbeitung und Übermittlungen
      Ihre Daten werden in der Europäischen Union gehostet. Muss ein Unterauftragsverarbeiter von außerhalb des Europäischen Wirtschaftsraums darauf zugreifen, sorgen wir für geeignete Garantien wie Standardvertragsklauseln.
      ## Löschung und Audits
      Hochgeladene Dateien werden nach der von Ihnen gewählten Aufbewahrungsfrist automatisch gelöscht, spätestens 30 Tage nach Ende Ihres Vertrags. Sie können unsere aktuellen Zertifikate und Auditberichte anfordern; reichen diese nicht aus, dürfen Sie einmal jährlich nach vorheriger Ankündigung ein angemessenes Audit durchführen.
    `,
  },
}

/** German purposes and expiry of the declared cookies, keyed by cookie name. */
export const COOKIE_DECLARATIONS_DE: Record<string, { purpose: string; expiry: string }> = {
  consent: {
    purpose: 'Speichert Ihre Cookie-Entscheidung (alle, eine Auswahl oder keine), damit das Banner nicht erneut erscheint.',
    expiry: '1 Jahr',
  },
  'consent-id': {
    purpose:
      'Eine zufällige Kennung Ihres Einwilligungsdatensatzes. Sie wird in der Cookie-Richtlinie angezeigt, damit Sie sich bei einer Anfrage an uns darauf beziehen können.',
    expiry: '1 Jahr',
  },
  'payload-token': {
    purpose: 'Hält Website-Administratoren im Redaktionsbereich angemeldet. Wird für normale Besucher nicht gesetzt.',
    expiry: '2 Stunden',
  },
  access_token: { purpose: 'Gibt Ihnen nach dem Start eines kostenlosen Tests Zugang zur Plattform.', expiry: '7 Tage' },
  locale: { purpose: 'Merkt sich die Sprache, die Sie für die Website gewählt haben.', expiry: '1 Jahr' },
  'lead-data': {
    purpose:
      'Merkt sich Name, E-Mail-Adresse und Telefonnummer aus einem Formular, damit Sie sie im nächsten Formular nicht erneut eingeben müssen.',
    expiry: 'Dauerhaft (lokaler Speicher), bis Sie ihn löschen',
  },
  enrichment_session: {
    purpose: 'Merkt sich Ihre laufende Listenanreicherung, damit Sie zu den Ergebnissen zurückkehren können.',
    expiry: 'Dauerhaft (lokaler Speicher), bis Sie ihn löschen',
  },
  'academy-progress-*': {
    purpose:
      'Merkt sich, wie viel Sie von jeder Lektion der Akademie gesehen haben – ein Cookie pro Kurs –, damit Ihre Fortschrittsliste beim nächsten Besuch noch da ist.',
    expiry: '1 Jahr',
  },
  _ga: {
    purpose:
      'Unterscheidet Besucher, damit wir in zusammengefasster Form messen können, wie die Website genutzt wird. Wird nur mit Ihrer Einwilligung gesetzt.',
    expiry: '2 Jahre',
  },
  '_ga_*': {
    purpose: 'Speichert den Stand des aktuellen Besuchs für zusammengefasste Nutzungsstatistiken. Wird nur mit Ihrer Einwilligung gesetzt.',
    expiry: '2 Jahre',
  },
  _fbp: {
    purpose:
      'Misst die Ergebnisse unserer Werbekampagnen und begrenzt, wie oft Sie dieselbe Anzeige sehen. Wird nur mit Ihrer Einwilligung gesetzt.',
    expiry: '3 Monate',
  },
  li_fat_id: {
    purpose: 'Ordnet Anmeldungen unseren Werbekampagnen auf LinkedIn zu. Wird nur mit Ihrer Einwilligung gesetzt.',
    expiry: '30 Tage',
  },
}
