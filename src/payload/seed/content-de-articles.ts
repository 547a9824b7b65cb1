import type { ArticlePartSeed } from './content-types'

/** The German version of a seeded article; the slug is shared (the slug field is not localized). */
export type ArticleDe = { title: string; meta: string; tags: string[]; body?: string; parts?: ArticlePartSeed[] }

/**
 * German translations of the newest articles of every blog type and of two case studies, keyed by
 * slug. Articles missing here are shown in English on the German site (Payload locale fallback),
 * their text marked `lang="en"` (see docs/decisions.md).
 */
export const ARTICLES_DE: Record<string, ArticleDe> = {
  'kyb-check-practical-checklist': {
    title: 'Was ist eine KYB-Prüfung? Eine praktische Checkliste',
    meta: 'Know Your Business Schritt für Schritt: welche Registerangaben Sie bestätigen, wie Sie Eigentümer und Geschäftsführer prüfen und wie Sie das Ergebnis für Prüfer nachvollziehbar dokumentieren.',
    tags: ['KYB', 'Compliance', 'Onboarding'],
    body: `
      Know Your Business, kurz KYB, ist das Gegenstück zu KYC für Unternehmen: Bevor Sie ein Konto eröffnen, ein Zahlungsziel gewähren oder einen Vertrag unterschreiben, stellen Sie sicher, dass das Unternehmen existiert, dass es ist, wer es vorgibt zu sein, und dass die Menschen dahinter kein Risiko darstellen, das Sie nicht eingehen wollen. Aufsichtsbehörden verlangen das von Banken und Zahlungsdienstleistern, doch jedes Unternehmen, das Lieferanten bezahlt oder auf Rechnung verkauft, profitiert von derselben Sorgfalt.
      ## Schritt 1: die juristische Person bestätigen
      Beginnen Sie mit dem amtlichen Registereintrag, nicht mit dem, was der Antragsteller in Ihr Formular getippt hat. Prüfen Sie:
      - die **eingetragene Firma** und etwaige Handelsnamen;
      - die **Registernummer** und das zuständige Register, etwa das Handelsregister beim Amtsgericht;
      - die **Rechtsform** (GmbH, AG, Personengesellschaft, Zweigniederlassung eines ausländischen Unternehmens);
      - den **Status**: aktiv, ruhend, in Liquidation oder gelöscht;
      - die **Geschäftsanschrift** und das Gründungsdatum.
      Ein Unternehmen, das vor drei Wochen gegründet wurde und ein hohes Kreditlimit beantragt, ist nicht zwangsläufig betrügerisch. Es verdient aber einen anderen Prozess als eines, das seit zwanzig Jahren Jahresabschlüsse einreicht.
      ## Schritt 2: die Personen identifizieren
      Erfassen Sie die Geschäftsführer und die wirtschaftlich Berechtigten, also die natürlichen Personen, die mehr als 25 % besitzen oder kontrollieren (die Schwelle hängt vom Land und von Ihrer eigenen Richtlinie ab). Vergleichen Sie die Namen, die Ihnen der Antragsteller nennt, mit dem Register. Abweichungen sind häufig und meist harmlos, etwa ein Geschäftsführer, der letzten Monat ausgeschieden ist – erklärt werden sollte trotzdem jede einzelne.
      ## Schritt 3: Sanktionslisten und negative Presse prüfen
      Gleichen Sie das Unternehmen, seine Geschäftsführer und Eigentümer mit den für Sie geltenden Sanktionslisten und mit Daten zu politisch exponierten Personen ab. Ergänzen Sie eine Suche nach *negativer Berichterstattung* zu Betrug, Korruption oder Insolvenz. Halten Sie fest, welche Listen Sie wann geprüft haben: Ein unauffälliges Ergebnis ist nur mit Datum aussagekräftig.
      [[download-sample]]
      ## Schritt 4: die finanzielle Lage bewerten
      Eine Bonitätsauskunft beantwortet die Frage, die in der Compliance oft vergessen wird: Kann dieses Unternehmen zahlen? Sehen Sie sich Bonitätsscore, empfohlenes Limit, aktuelle Offenlegungen, Zahlungsverhalten und etwaige Gerichtsentscheidungen an. Ein verspäteter Jahresabschluss ist keine Katastrophe, drei in Folge sind ein Muster.
      ## Schritt 5: entscheiden, dokumentieren, überwachen
      Halten Sie die Entscheidung und die Belege dafür schriftlich fest. Richten Sie anschließend ein Monitoring ein, denn eine KYB-Prüfung ist eine Momentaufnahme. Geschäftsführer wechseln, Eigentümer verkaufen, und Unternehmen geraten mit Zahlungen in Verzug. Mit Company Atlas setzen Sie jedes geprüfte Unternehmen auf eine Beobachtungsliste und werden benachrichtigt, sobald sich Status, Organe oder Score ändern – bei über 300 Mio. Firmenprofilen in mehr als 200 Ländern.
      ### Eine kurze Checkliste zum Übernehmen
      - Registereintrag abgerufen und mit Datum gespeichert
      - Geschäftsführer und wirtschaftlich Berechtigte identifiziert und abgeglichen
      - Prüfung von Sanktionslisten, PEP und negativer Presse dokumentiert
      - Bonitätsauskunft ausgewertet und Limit festgelegt
      - Monitoring aktiviert
    `,
  },
  'fastest-growing-logistics-companies-spain': {
    title: 'Die am schnellsten wachsenden Logistikunternehmen Spaniens: Was die Daten zeigen',
    meta: 'Ein anonymisierter Blick auf die spanischen Logistikunternehmen mit dem stärksten Umsatz- und Personalwachstum über drei Geschäftsjahre – und wie Sie dieselbe Rangliste selbst erstellen.',
    tags: ['Spanien', 'Logistik', 'Rankings'],
    body: `
      Die spanische Logistikbranche hat sich in den vergangenen drei Jahren stark verändert. Wachsende E-Commerce-Volumen, die Rückverlagerung von Produktion aus Asien und neue Bahnverbindungen haben mittelgroßen Anbietern Raum für schnelles Wachstum verschafft. Wir haben alle aktiven spanischen Unternehmen im Straßengüterverkehr und in der Lagerei ausgewertet und nach Wachstum sortiert. *Die folgenden Firmennamen sind erfundene Beispiele und stehen für die realen Profile hinter den Zahlen.*
      ## So ist die Rangliste entstanden
      - **Grundgesamtheit**: aktive Unternehmen mit den NACE-Codes 49.41 und 52.10 und mindestens drei aufeinanderfolgenden offengelegten Jahresabschlüssen.
      - **Mindestgröße**: über 5 Mio. € Umsatz im ersten Jahr, um Basiseffekte kleiner Unternehmen auszuschließen.
      - **Wachstumsmaß**: durchschnittliches jährliches Umsatzwachstum, bei Gleichstand entscheidet das Personalwachstum.
      - **Bonitätsfilter**: Unternehmen in der höchsten Risikoklasse sind aus den Top Ten ausgeschlossen, damit kein Wachstum auf Basis untragbarer Schulden in die Wertung eingeht.
      ## Die Top Fünf, anonymisiert
      - **Transportes Meridiana Norte** (Saragossa): Umsatz plus 41 % pro Jahr, getragen von einem neuen Cross-Dock nahe dem Bahnterminal.
      - **Almacenes Brisa Levante** (Valencia): plus 36 % pro Jahr, spezialisiert auf temperaturgeführte Lagerung für Lebensmittelexporteure.
      - **Rutas Cantábricas Express** (Bilbao): plus 33 % pro Jahr nach Einführung eines Shuttleverkehrs zwischen Hafen und Hinterland.
      - **Logística Olivar del Sur** (Sevilla): plus 29 % pro Jahr mit wachsendem Anteil an der Pharmadistribution.
      - **Carga Ágil Castilla** (Valladolid): plus 27 % pro Jahr – und das bei gleichbleibender Verschuldung.
      ## Was die Wachstumsstärksten gemeinsam haben
      Drei Muster fallen auf. Erstens der Standort: Fünf der zehn Spitzenreiter liegen weniger als 30 km von einem Terminal des kombinierten Verkehrs entfernt. Zweitens die Spezialisierung: Auch Generalisten sind gewachsen, Spezialisten jedoch schneller. Drittens die Disziplin: Die gesündesten Unternehmen haben Personal etwa im Gleichschritt mit dem Umsatz aufgebaut, während diejenigen, die der Nachfrage vorauseilend eingestellt haben, heute schwächere Scores aufweisen.
      ## Wofür sich eine solche Rangliste eignet
      Für Vertriebsteams gilt: Schnell wachsende Unternehmen brauchen Kapazitäten, Software, Versicherungen und Finanzierung jetzt, nicht im nächsten Jahr. Für den Einkauf ist ein stark wachsender Frachtführer attraktiv; bevor er einen großen Teil Ihres Volumens übernimmt, sollten Sie aber sein Zahlungsverhalten und seine Liquidität prüfen.
      ## Erstellen Sie Ihre eigene Rangliste
      Alle genannten Filter stehen in Company Atlas zur Verfügung: Wählen Sie Land, Branchencodes sowie Wachstums- und Risikoklassen und exportieren Sie die Liste samt Kontakten. Dieselbe Methode funktioniert für jede Branche in jedem der über 200 Länder, die wir abdecken.
    `,
  },
  'top-renewable-energy-installers-germany': {
    title: 'Die finanzstärksten Installateure für erneuerbare Energien in Deutschland',
    meta: 'Welche deutschen Solar- und Wärmepumpen-Installateure verbinden Wachstum mit gesunden Finanzen? Eine anonymisierte Top Ten auf Basis von Jahresabschlüssen, Zahlungsdaten und Bonitätsscores.',
    tags: ['Deutschland', 'Erneuerbare Energien', 'Rankings'],
    body: `
      Der deutsche Installateursmarkt erlebte dank der Förderung von Photovoltaik-Dachanlagen und Wärmepumpen einen Boom und kühlte ab, als sich die Förderprogramme änderten. Dieser Zyklus zeigt gut, warum Wachstum allein ein schlechter Maßstab für die Verlässlichkeit eines Partners ist. Deshalb haben wir die Installateure nach Finanzkraft statt nach Größe sortiert. *Die Firmennamen sind erfunden und stehen für reale, anonymisierte Profile.*
      ## Methode
      - Aktive Unternehmen aus den Bereichen Elektroinstallation sowie Gas-, Wasser-, Heizungs- und Lüftungsinstallation, deren eingetragener Unternehmensgegenstand Solar- oder Wärmepumpentätigkeiten umfasst.
      - Mindestens 20 Beschäftigte und zwei offengelegte Jahresabschlüsse.
      - Sortiert nach einem Gesamtwert aus Bonitätsscore, Eigenkapitalquote und Zahlungsverhalten; das Umsatzwachstum fließt nachrangig ein.
      ## Die finanzstärksten Installateure, anonymisiert
      - **Sonnenfeld Haustechnik** (Bayern): der höchste Bonitätsscore der Gruppe, eine Eigenkapitalquote über 45 % und Lieferantenzahlungen im Schnitt zwei Tage vor Fälligkeit.
      - **Nordlicht Energiesysteme** (Niedersachsen): stetiges Wachstum von 18 % ohne zusätzliche Verschuldung.
      - **Rheinwärme Installationen** (Nordrhein-Westfalen): ein alteingesessener Sanitärbetrieb, der den Einstieg in Wärmepumpen geschafft hat, ohne seine Bilanz zu belasten.
      - **Elbtal Solartechnik** (Sachsen): kleiner, aber mit einem der besten Zahlungsprofile im gesamten Datensatz.
      - **Schwarzwald Energiepartner** (Baden-Württemberg): gut gefüllte Auftragsbücher und eine zurückhaltende Ausschüttungspolitik.
      ## Was die Starken von den Schnellen unterscheidet
      Die Wachstumschampions der Boomjahre fehlen in dieser Liste größtenteils. Mehrere von ihnen haben ihre Belegschaft innerhalb eines Jahres um mehr als die Hälfte vergrößert, finanziert durch Kundenanzahlungen, und ihre Scores sind deutlich gefallen, als die Nachfrage nachließ. Die stärksten Betriebe sind langsamer gewachsen, haben einen großen Teil der Gewinne im Unternehmen belassen und sich breit aufgestellt: Photovoltaik, Wärmepumpen und Wartungsverträge.
      ## Warum das für Kunden und Lieferanten zählt
      Großhändler gewähren Installateuren erhebliche Lieferantenkredite; eine Liste starker Partner hilft ihnen, ihr Engagement sicher auszubauen. Wohnungsbaugesellschaften und gewerbliche Vermieter, die einen Installateur für ein mehrjähriges Programm auswählen, brauchen einen Betrieb, den es am Ende der Gewährleistungsfrist noch gibt.
      Eine solche Rangliste ist ein Ausgangspunkt, kein Urteil. Die anhand des letzten Jahresabschlusses gemessene Finanzkraft sagt wenig über einen Vertrag aus, der nächsten Monat unterschrieben wird. Kombinieren Sie die Liste deshalb mit einer aktuellen Bonitätsauskunft und Ihren eigenen Referenzen, bevor Sie sich festlegen.
      ## Führen Sie dieselbe Analyse durch
      In Company Atlas kombinieren Sie Branchen-, Regions-, Größen- und Risikofilter, sortieren nach Score und überwachen anschließend die Ergebnisliste. So erfahren Sie, sobald sich die Lage eines Partners verändert.
    `,
  },
  'ideal-customer-profile-firmographics': {
    title: 'Ein ideales Kundenprofil aus firmografischen Daten entwickeln',
    meta: 'Machen Sie aus Ihren besten Kunden ein präzises, durchsuchbares Ideal Customer Profile – mit Branchencodes, Größenklassen, Unternehmensalter und Region – und testen Sie es, bevor Sie die Ansprache skalieren.',
    tags: ['ICP', 'Neukundengewinnung', 'Firmografie'],
    body: `
      Ein Ideal Customer Profile (ICP) beschreibt die Unternehmen, die mit der größten Wahrscheinlichkeit bei Ihnen kaufen, bleiben und mit Ihnen wachsen. Die meisten Teams haben so ein Profil auf einer Folie. Weit weniger haben eines, das sich in eine Suchabfrage übersetzen lässt – und nur ein solches hilft dem Vertrieb am Montagmorgen weiter.
      ## Starten Sie mit Ihren besten Kunden, nicht mit Ihrer Wunschliste
      Exportieren Sie die Kunden, die drei Kriterien erfüllen: Sie haben innerhalb eines vernünftigen Vertriebszyklus gekauft, verlängert oder nachbestellt, und ihre Betreuung ist profitabel. Dreißig bis fünfzig Accounts reichen, um Muster zu erkennen. Reichern Sie diese anschließend mit firmografischen Daten an, damit jede Zeile dieselben, vergleichbaren Felder enthält.
      ## Die wichtigsten Felder
      - **Branchencode** (NACE, WZ, SIC oder NAICS). Betrachten Sie die vierstellige Ebene; die zweistellige ist meist zu grob.
      - **Mitarbeiter- und Umsatzklasse.** Einkäufer in einem Unternehmen mit 50 bis 200 Beschäftigten verhalten sich anders als in einem Konzern mit 5.000 Mitarbeitenden.
      - **Unternehmensalter.** Junge Unternehmen führen Neues schneller ein, etablierte kaufen in größerem Umfang.
      - **Region**, einschließlich der Frage, ob das Unternehmen in mehr als einem Land tätig ist.
      - **Rechtsform und Konzernzugehörigkeit**: eigenständiges Unternehmen, Tochtergesellschaft oder Konzernzentrale.
      ## Finden Sie das Muster und formulieren Sie es als Filter
      Zählen Sie Ihre besten Kunden je Klasse und vergleichen Sie das Ergebnis mit dem Anteil aller Unternehmen in Ihrem Markt. Wo Ihre Kunden überrepräsentiert sind, haben Sie ein Signal gefunden. Formulieren Sie das ICP als Filter, die Sie in eine Suche eingeben könnten: *Softwarehersteller, 50 bis 500 Beschäftigte, gegründet vor 2019, Hauptsitz in Deutschland oder Österreich*. Liefert die Abfrage Millionen Unternehmen, ist sie noch kein Profil; liefert sie vierzig, ist sie zu eng.
      [[find-out]]
      ## Testen, bevor Sie skalieren
      Ziehen Sie eine Stichprobe von 200 Unternehmen, die zum ICP passen und noch nie von Ihnen gehört haben. Starten Sie eine kurze Ansprachesequenz und vergleichen Sie Antwort- und Terminquoten mit Ihren üblichen Listen. Ein gutes ICP verdoppelt die Terminquote in der Regel; ist das nicht der Fall, überprüfen Sie die Felder, bei denen Ihre Datenbasis am dünnsten war.
      ## Halten Sie es aktuell
      Märkte verändern sich. Wiederholen Sie die Analyse alle sechs Monate mit Ihren neuesten Kunden und achten Sie auf Klassen, die plötzlich unter Ihren Abschlüssen auftauchen, etwa eine neue Branche, die über einen Partner zu Ihnen findet. Ein ICP ist eine Hypothese, die Sie immer wieder testen, kein Dokument, das Sie einmal schreiben.
    `,
  },
  'match-messy-crm-lists-abc-grades': {
    title: 'Unsaubere CRM-Listen abgleichen: Was die Trefferbewertungen A, B und C bedeuten',
    meta: 'Warum sich CRM-Datensätze schwer realen Unternehmen zuordnen lassen, wie Company Atlas jeden Treffer mit A, B oder C bewertet und wie Sie jede Bewertung in Ihrem Import-Workflow behandeln.',
    tags: ['Listenanreicherung', 'CRM-Datenpflege', 'Abgleich'],
    body: `
      In jedem CRM steht dasselbe Unternehmen dreimal: einmal als „Acme GmbH“, einmal als „ACME Gesellschaft mbH (DE)“ und einmal als „acme – nicht anrufen“. Bevor Sie diese Datensätze anreichern, bewerten oder bereinigen können, muss jeder einem realen, eingetragenen Unternehmen zugeordnet werden. Dieser Schritt entscheidet über die Qualität von allem, was danach kommt.
      ## Warum der Abgleich so schwierig ist
      - **Namen sind nicht eindeutig.** Tausende Unternehmen teilen sich gängige Begriffe, und Handelsnamen weichen von der eingetragenen Firma ab.
      - **Adressen veralten.** Büros ziehen um, und im Vertrieb wird die Adresse der Niederlassung statt der Geschäftsanschrift erfasst.
      - **Felder fehlen.** Bei rund einem Drittel der CRM-Zeilen fehlt das Land, und nur die wenigsten enthalten eine Registernummer.
      - **Tippfehler und Abkürzungen** sind allgegenwärtig: *Intl*, *Grp*, *Hldg*.
      ## So funktionieren die Bewertungen
      Company Atlas vergleicht jede Zeile mit Kandidaten aus über 300 Mio. Firmenprofilen und bewertet die Ähnlichkeit von Name, Adresse, Land, Website-Domain, Telefonnummer und allen Kennnummern, die Sie mitliefern. Das Ergebnis ist eine Bewertung, mit der Sie arbeiten können:
      - **A: sicherer Treffer.** Mehrere unabhängige Felder stimmen überein, etwa Name, Domain und Postleitzahl. Kann bedenkenlos automatisch importiert werden.
      - **B: wahrscheinlicher Treffer.** Der Name stimmt, und mindestens ein weiteres Feld stützt die Zuordnung, doch etwas fehlt oder weicht leicht ab. Ein kurzer Blick durch einen Menschen lohnt sich.
      - **C: schwacher Treffer.** Nur der Name ist ähnlich, oder mehrere Kandidaten sind gleich plausibel. Behandeln Sie die Zeile als nicht zugeordnet, solange Sie keine weiteren Angaben ergänzen können.
      ## Ein Workflow, der skaliert
      Importieren Sie A-Treffer direkt in Ihr CRM und lassen Sie die Anreicherung Firmografie und Kennnummern ergänzen. Leiten Sie B-Treffer in eine Prüfwarteschlange; erfahrungsgemäß bestätigt oder verwirft eine Person rund 300 pro Stunde, wenn die Kandidaten nebeneinander angezeigt werden. Geben Sie C-Zeilen an die jeweiligen Verantwortlichen zurück, mit der Bitte um Website oder Registernummer, und lassen Sie sie erneut laufen.
      ## Verbessern Sie Ihre Trefferquote vor dem Hochladen
      - Trennen Sie zusammengefasste Felder, sodass Adresse, Ort und Postleitzahl jeweils eine eigene Spalte haben.
      - Behalten Sie die **Website-Domain**; sie ist eines der stärksten Signale.
      - Geben Sie das Land an, auch wenn der Großteil Ihrer Liste aus dem Inland stammt.
      - Entfernen Sie offensichtlich unbrauchbare Zeilen wie Testdatensätze und private E-Mail-Domains.
      Teams, die diese Schritte befolgen, sehen beim zweiten Hochladen meist, wie der Anteil der A-Treffer von etwa der Hälfte auf deutlich über zwei Drittel steigt – und es bleiben weniger Zeilen für die manuelle Prüfung.
    `,
  },
  'introducing-ai-company-check-agents': {
    title: 'Neu: KI-Agenten für Firmenprüfungen',
    meta: 'Unsere KI-Agenten führen eine erste Firmenprüfung in unter einer Minute durch: Registerdaten, Eigentümer, Bonitätssignale und Nachrichten, zusammengefasst mit einer Quelle für jede Aussage.',
    tags: ['KI-Agenten', 'Produktneuheiten', 'Due Diligence'],
    body: `
      Ab heute stehen die KI-Agenten für Firmenprüfungen allen Kunden von Company Atlas zur Verfügung. Ein Agent nimmt einen Firmennamen, eine Registernummer oder eine Website entgegen und liefert innerhalb einer Minute eine strukturierte erste Einschätzung: Wer ist das Unternehmen, wem gehört es, wer führt es, wie gesund wirkt es und was wurde zuletzt darüber berichtet?
      ## Was ein Agent leistet
      - **Er identifiziert das Unternehmen** unter unseren über 300 Mio. Firmenprofilen und bittet Sie um Bestätigung, wenn mehrere Kandidaten infrage kommen.
      - **Er sammelt die Fakten**: Registerstatus, Geschäftsführer, Gesellschafter und Konzernstruktur, aktuelle Offenlegungen und Bonitätsscore.
      - **Er liest aktuelle Nachrichten** und öffentliche Bekanntmachungen zum Unternehmen und seinen Organen und markiert alles, was für das Risiko relevant ist.
      - **Er schreibt eine Zusammenfassung** in verständlicher Sprache, auf Englisch oder Spanisch, mit einem Quellenlink neben jeder Aussage.
      ## Gebaut, um überprüft zu werden
      Wir haben die Agenten für Teams entwickelt, die ihre Entscheidungen begründen müssen. Agenten erfinden keine Fakten: Jeder Satz stützt sich auf einen Datensatz, den Sie öffnen können, und wenn Daten fehlen, sagt der Agent das, statt zu raten. Den vollständigen Prüfpfad einschließlich der herangezogenen Quellen und ihres Datums exportieren Sie in Ihre Akte.
      ## Wo Agenten am meisten helfen
      - Bei KYB-Prüfungen in der ersten Linie, damit Analysten mit bereits gesammelten Belegen starten.
      - Bei Fragebögen für das Lieferanten-Onboarding, vorausgefüllt mit öffentlichen Daten.
      - Bei der Account-Recherche vor einem Vertriebstermin.
      [[form]]
      In der Pilotphase haben Kunden mehr als vierzigtausend Prüfungen durchgeführt. Den größten Gewinn sahen die Analysten nicht allein in der Geschwindigkeit, sondern in der Einheitlichkeit: Jede Akte beginnt nun mit denselben Belegen, in derselben Reihenfolge erhoben, was Prüfungen leichter vergleichbar und auditierbar macht. Mehrere Teams nutzten die Zusammenfassungen zudem, um Kolleginnen und Kollegen aus Vertrieb und Einkauf zu briefen, die nicht täglich Bonitätsauskünfte lesen.
      ## Datenschutz und Sicherheit
      Die Agenten laufen auf einer in Europa gehosteten Infrastruktur, in derselben nach ISO 27001 und ISO 27701 zertifizierten Umgebung wie die übrige Plattform. Ihre Eingaben und Ergebnisse werden nicht zum Training von Modellen Dritter verwendet.
      ## Verfügbarkeit
      Die Agenten sind in jedem Paket mit einem monatlichen Prüfkontingent enthalten, und Sie können sie während des 7-tägigen kostenlosen Tests ausprobieren. Wir freuen uns auf Ihre Erfahrungen: Jedes Feedback geht direkt an unser Produktteam.
    `,
  },
  'gdpr-b2b-contact-data': {
    title: 'DSGVO und B2B-Kontaktdaten: ein Praxisleitfaden für das Marketing',
    meta: 'Wie die DSGVO für geschäftliche Kontaktdaten gilt, wann berechtigtes Interesse die B2B-Ansprache trägt und welche Prüfungen jedes Marketingteam in seine Kampagnen einbauen sollte.',
    tags: ['DSGVO', 'Kontaktdaten', 'Compliance'],
    body: `
      Ein verbreiteter Irrtum im B2B-Marketing lautet, die DSGVO gelte nicht für Geschäftskontakte. Sie gilt: *erika.mustermann@unternehmen.example* identifiziert eine Person und ist damit ein personenbezogenes Datum. Die gute Nachricht: Die DSGVO verbietet B2B-Ansprache nicht. Sie verlangt eine Rechtsgrundlage, Transparenz und den Respekt vor den Entscheidungen der Betroffenen.
      ## Welche Rechtsgrundlage?
      Für die B2B-Neukundengewinnung stützen sich die meisten Unternehmen auf das **berechtigte Interesse**: Sie haben einen echten geschäftlichen Grund, jemanden in seiner beruflichen Rolle anzusprechen, und die Rechte der Person überwiegen dieses Interesse nicht. Dokumentieren Sie dafür eine kurze Interessenabwägung zu drei Punkten:
      - **Zweck**: warum Sie diese Rolle ansprechen möchten, zum Beispiel um Kreditrisiko-Software an Kreditmanager anzubieten.
      - **Erforderlichkeit**: warum die Kontaktaufnahme ein angemessener Weg ist, dieses Ziel zu erreichen.
      - **Abwägung**: warum die Person vernünftigerweise damit rechnen kann und wie Sie die Auswirkungen begrenzen.
      Beachten Sie, dass die Regeln für elektronische Werbung (die national umgesetzten ePrivacy-Vorschriften) neben der DSGVO gelten und sich von Land zu Land unterscheiden. In Deutschland verlangt § 7 UWG für Werbe-E-Mails in der Regel auch bei geschäftlichen Adressen eine vorherige Einwilligung.
      ## Transparenz ab der ersten Nachricht
      Teilen Sie den Empfängern in der ersten Nachricht und in klarer Sprache mit, woher Sie ihre Daten haben, wer Sie sind und wie sie widersprechen können. Das Minimum ist eine Fußzeile mit Link zu Ihrer Datenschutzerklärung und ein gut sichtbarer Abmeldelink.
      [[download-sample]]
      ## Datenquellen sorgfältig auswählen
      Fragen Sie Ihren Anbieter, wie Kontakte erhoben werden, ob rollenbezogene Daten von privaten Daten getrennt sind, wie schnell Widersprüche weitergegeben werden und wo die Daten gehostet sind. Company Atlas dokumentiert für jeden Kontakt die Quelle, berücksichtigt Widersprüche kundenübergreifend und hostet seine Daten in Europa, zertifiziert nach ISO 27001 und ISO 27701.
      ## Prüfungen fest im Prozess verankern
      - Sperren Sie Kontakte, die widersprochen haben, vor jedem Versand in allen Tools.
      - Speichern Sie nur die Felder, die Sie brauchen, und löschen Sie Kontakte, die innerhalb eines festgelegten Zeitraums nicht reagiert haben.
      - Sprechen Sie Rollen an, nicht Einzelpersonen: Erst die Relevanz der Nachricht für die berufliche Aufgabe macht das berechtigte Interesse glaubwürdig.
      - Protokollieren Sie Ihre Abwägungen und alle Änderungen an Ihrer Sperrliste.
      ## Der Gewinn
      So aufgesetzte Kampagnen funktionieren besser, nicht schlechter. Relevante Nachrichten an die richtigen Rollen erzielen höhere Antwortquoten und weniger Beschwerden, und eine saubere Dokumentation macht Ihre Daten zu einem Wert statt zu einem Risiko.
    `,
  },
  'global-data-platform-vs-legacy-bureau': {
    title: 'Globale Datenplattform oder klassische Auskunftei: Worauf es beim Vergleich ankommt',
    meta: 'Sie suchen einen Anbieter für Unternehmensdaten? Eine faire Checkliste, um eine globale Datenplattform mit einer klassischen nationalen Auskunftei nach Abdeckung, Aktualität, Format, Zugang und Kosten zu vergleichen.',
    tags: ['Einkaufsratgeber', 'Bonitätsauskünfte', 'Anbieterauswahl'],
    body: `
      Jahrzehntelang haben Unternehmen ihre Bonitätsauskünfte in jedem Land bei einer nationalen Auskunftei gekauft. Viele tun das bis heute, und im Heimatmarkt verfügen gute Auskunfteien über tiefe Daten. Globale Datenplattformen verfolgen einen anderen Ansatz: eine Oberfläche, ein Format und ein Vertrag für viele Länder. Keines der beiden Modelle passt für alle. So vergleichen Sie fair.
      ## 1. Abdeckung dort, wo Sie tatsächlich Geschäfte machen
      Listen Sie die Länder auf, in denen Sie Kunden und Lieferanten haben, gewichtet nach Ihrem Risiko. Eine Auskunftei mag im eigenen Land hervorragend sein und sich anderswo auf Partner stützen, mit unterschiedlichen Formaten und Lieferzeiten. Eine globale Plattform sollte über Ihre gesamte Länderliste hinweg eine gleichbleibende Datentiefe zeigen. Fordern Sie Musterauskünfte aus Ihren drei schwierigsten Ländern an, nicht aus den einfachsten.
      ## 2. Aktualität
      Fragen Sie, wie oft jede Quelle abgefragt wird und ob das Aktualisierungsdatum je Datensatz angezeigt wird. Registerdaten können sich täglich ändern; eine Auskunft auf Basis eines vierteljährlichen Abzugs übersieht womöglich einen neuen Insolvenzantrag.
      ## 3. Ein Format oder viele
      Wenn Ihr Kreditausschuss Kunden länderübergreifend vergleicht, spart eine einheitliche Score-Skala mit einheitlichem Berichtsaufbau echte Zeit. Bei mehreren lokalen Anbietern muss jemand jede Auskunft übersetzen und vereinheitlichen, bevor entschieden werden kann.
      ## 4. Wie Sie auf die Daten zugreifen
      - Websuche und Auskünfte für gelegentliche Prüfungen
      - Massenanreicherung von Listen mit Trefferbewertung
      - Eine API für Onboarding-Prozesse sowie für CRM oder ERP
      - Monitoring mit Benachrichtigungen oder Webhooks
      Klassische Auskunfteien bieten oft einen Teil davon; prüfen Sie, ob alles in jedem benötigten Land verfügbar ist.
      ## 5. Gesamtkosten
      Vergleichen Sie, was Sie pro Jahr für Ihre tatsächliche Nutzung zahlen, einschließlich Mindestabnahmen, Auslandszuschlägen, Recherchen und der internen Zeit, die das Zusammenführen verschiedener Quellen kostet. Kunden, die mehrere lokale Verträge auf einer Plattform bündeln, berichten oft von großen Einsparungen; in unserem eigenen Kundenstamm sinken die Datenkosten im Durchschnitt um 92 %, vor allem weil internationale Einzelpreise pro Auskunft entfallen.
      ## 6. Sicherheit und Compliance
      Fragen Sie nach Zertifizierungen (zum Beispiel ISO 27001 und ISO 27701), dem Hosting-Standort und danach, wie der Anbieter mit personenbezogenen Daten von Geschäftsführern und Ansprechpartnern umgeht.
      ### Die ehrliche Antwort
      Liegt fast Ihr gesamtes Risiko in einem Land, reicht eine starke nationale Auskunftei möglicherweise aus. Handeln Sie grenzüberschreitend oder planen Sie es, gewinnt eine globale Plattform meist bei Einheitlichkeit und Kosten. Am besten entscheiden Sie, indem Sie während eines Tests dieselben fünfzig Unternehmen durch beide Angebote laufen lassen.
    `,
  },
  'orbita-consulting-crm-clean-up': {
    title: 'Wie Orbita Consulting 80.000 CRM-Datensätze in zwei Wochen bereinigte',
    meta: 'Orbita Consulting hat mit Listenanreicherung und A/B/C-Trefferbewertung sein CRM von Dubletten befreit und vervollständigt – und die Terminquote der nächsten Outbound-Kampagne verdoppelt.',
    tags: ['Listenanreicherung', 'CRM-Datenpflege', 'Beratung'],
    body: `
      Orbita Consulting berät mittelständische Industrieunternehmen in Spanien, Portugal und Frankreich zu Betriebsabläufen und Lieferketten. Nach zehn Jahren Wachstum und zwei CRM-Migrationen war die Kundendatenbank zu etwas geworden, dem niemand mehr vertraute.
      ## Die Herausforderung
      Das CRM enthielt rund 80.000 Firmendatensätze. Viele davon waren Dubletten, angelegt von verschiedenen Beratern, bei einem Drittel fehlte das Land, und weniger als jeder zehnte Datensatz enthielt eine Registernummer. Kampagnen kamen als unzustellbar zurück, Vertriebsgebiete überschnitten sich, und das Revenue-Operations-Team verbrachte jedes Quartal Tage damit, Listen von Hand abzugleichen.
      - Doppelte Accounts verteilten die Historie desselben Kunden auf mehrere Datensätze
      - Branchenfelder waren Freitext, sodass jede Segmentierung Rätselraten war
      - Niemand wusste, welche Kunden aufgelöst oder übernommen worden waren
      ## Der Lösungsweg
      Das Team exportierte das CRM und lud es in die Listenanreicherung von Company Atlas hoch. Jede Zeile wurde mit eingetragenen Unternehmen abgeglichen und erhielt eine Bewertung A, B oder C.
      - **A-Treffer (71 %)** wurden automatisch zurückgeschrieben, mit Registernummer, NACE-Code, Größenklasse, Status und Website.
      - **B-Treffer (18 %)** prüften zwei Personen an vier Nachmittagen, die Kandidaten jeweils nebeneinander.
      - **C-Zeilen (11 %)** gingen an die zuständigen Berater zurück, mit der Bitte um Website oder Steuernummer; die meisten ließen sich im zweiten Durchlauf zuordnen.
      Da nun jeder Datensatz eine Registernummer trug, waren Dubletten sofort erkennbar: 9.400 Accounts wurden zusammengeführt.
      ## Die Ergebnisse
      - 80.000 Datensätze in zwei Wochen abgeglichen, angereichert und dedupliziert
      - 3.100 Accounts als aufgelöst oder in Liquidation markiert und archiviert
      - Erstmals Segmentierung nach echten Branchencodes
      - Die nächste Outbound-Kampagne auf Basis einer saubereren, besser ausgerichteten Liste brachte doppelt so viele Termine pro tausend Kontakte
      Der Vertrieb bemerkte den Unterschied zuerst. Die Vertriebsgebiete wurden anhand der eingetragenen Geschäftsanschriften neu zugeschnitten, sodass nicht mehr zwei Berater denselben Kunden anriefen, und die Pipeline-Berichte nach Branche stimmten endlich mit dem überein, was die Partner in ihren eigenen Mandaten sahen.
      ## Wie es weitergeht
      Orbita reichert seine aktiven Accounts jeden Monat neu an, und neue Accounts werden per API abgeglichen, sobald sie angelegt werden. So bleibt die Datenbank sauber, ohne dass ein weiteres Großprojekt nötig wird.
      „Früher haben wir darüber gestritten, wessen Liste stimmt. Heute gibt es eine Liste, und die stimmt“, sagt die Revenue-Operations-Managerin des Unternehmens.
    `,
  },
  'halden-logistics-supplier-monitoring': {
    title: 'Halden Logistics überwacht 1.400 Frachtführer – ohne zusätzliches Personal',
    meta: 'Ein Speditionsunternehmen hat das Lieferanten-Monitoring an sein Transportmanagementsystem angebunden, erkennt Ausfälle von Frachtführern Wochen früher und hält seine Kapazitätsplanung realistisch.',
    tags: ['Lieferantenrisiko', 'Logistik', 'Monitoring'],
    body: `
      Halden Logistics ist eine Spedition mit Sitz im Norden Englands, die Waren für Händler und Hersteller in Großbritannien und ganz Europa bewegt. Die meisten Lkw, die das Unternehmen bucht, gehören zu einem Netzwerk von rund 1.400 Frachtführern und Subunternehmern, darunter viele kleine Familienbetriebe.
      ## Die Herausforderung
      Fällt ein Frachtführer aus, bleiben Ladungen liegen, Kunden werden enttäuscht, und Halden muss kurzfristig und zu hohen Preisen Ersatzkapazität finden. In einem schwierigen Jahr für den Straßengüterverkehr stellten mehrere Frachtführer nahezu ohne Vorwarnung den Betrieb ein. Das Einkaufsteam prüfte Frachtführer zwar bei der Aufnahme, hatte aber keine Möglichkeit zu erkennen, wann aus einem gesunden Partner ein riskanter wurde.
      ## Der Lösungsweg
      Halden reicherte die Frachtführer-Stammdaten aus seinem Transportmanagementsystem an und ordnete jeden Frachtführer dem eingetragenen Unternehmen zu. 96 % wurden mit der Bewertung A oder B zugeordnet, der Rest ließ sich mit einem kurzen Anruf klären. Anschließend kamen alle Frachtführer ins Monitoring, und die Warnungen wurden per Webhook an das Transportmanagementsystem angebunden.
      - **Insolvenzbekanntmachungen und Statusänderungen** sperren automatisch neue Buchungen und benachrichtigen den Disponenten.
      - **Verspätete Jahresabschlüsse und sinkende Scores** versehen das Profil des Frachtführers mit einem Warnhinweis.
      - **Wechsel in Geschäftsführung oder Eigentümerschaft** lösen eine Prüfung durch den Einkauf aus.
      Die Disposition war von Anfang an eingebunden. Deshalb wurden die Warnungen in die Oberfläche integriert, mit der sie ohnehin täglich arbeitet, statt in ein neues Werkzeug.
      ## Die Ergebnisse
      - Hinweise auf Schwierigkeiten eines Frachtführers kommen in der Regel Wochen früher als zuvor
      - In den zwölf Monaten nach dem Start blieb keine einzige Ladung wegen eines ausgefallenen Frachtführers liegen
      - Die Disposition verlagert Volumen schrittweise von schwächelnden Frachtführern weg, statt im Notfall
      - Kein zusätzliches Personal: Die Warnungen kommen dort an, wo die Disponenten ohnehin arbeiten
      Auch die Kunden haben es bemerkt. Handelskunden, die früher entschuldigende Anrufe wegen verpasster Abholungen erhielten, werden nun proaktiv informiert, wenn Volumen zu einem anderen Frachtführer wechselt, und zwei von ihnen haben ihre Verträge mit Verweis auf die Zuverlässigkeit verlängert. Für die Finanzabteilung bedeuteten weniger Notbuchungen zu Spotpreisen eine messbar höhere Bruttomarge im Jahresverlauf.
      ## Die Datenprozesse dahinter
      Die Frachtführerliste wird monatlich neu angereichert, sodass neue Subunternehmer ab ihrer ersten Buchung abgedeckt sind. „Eine Warnung in der Woche zu bekommen, in der ein Lieferant seinen Abschluss zu spät einreicht, und nicht erst in dem Monat, in dem er nicht mehr ans Telefon geht, hat unsere Kapazitätsplanung verändert“, sagt der Einkaufsleiter von Halden.
    `,
  },
}
