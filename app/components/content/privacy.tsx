// Datenschutzerklärung (leads-legal-admin.md, Privacy policy: 11 sections in the spec's order),
// written for what this site actually does (DESIGN.md): inquiries kept in
// Cloudflare D1 for six months, mail through a Cloudflare queue, consent in the browser, a
// session cookie only for staff and flash messages, the map from our own server, and no tag
// manager, analytics, remarketing, social pixel or video embed active unless consent is given.
import type { ReactNode } from "react";
import { site } from "~/lib/site";

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

export const PRIVACY_UPDATED = "November 2026";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: "verantwortlicher",
    title: "1. Verantwortlicher",
    body: (
      <>
        <p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne von Art. 4 Z 7 DSGVO ist:</p>
        <address>
          {site.legalName}
          <br />
          {site.address.street}, {site.address.postalCode} {site.address.city}, {site.address.country}
          <br />
          Telefon: <a href={site.phoneHref}>{site.phone}</a>
          <br />
          E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
        </address>
        <p>
          Wir verarbeiten Ihre Daten auf Grundlage der Datenschutz-Grundverordnung (DSGVO), des österreichischen Datenschutzgesetzes (DSG)
          und des Telekommunikationsgesetzes 2021 (TKG 2021). Für Fragen zum Datenschutz erreichen Sie uns unter der oben genannten
          E-Mail-Adresse.
        </p>
      </>
    ),
  },
  {
    id: "kontakt",
    title: "2. Kontakt mit uns",
    body: (
      <>
        <p>
          Wenn Sie uns über ein Formular auf dieser Website (Kontakt, Immobilienanfrage, Bewertung, Suchauftrag, Vermarktung, Karriere) oder
          per E-Mail schreiben, verarbeiten wir die von Ihnen angegebenen Daten – etwa Anrede, Name, E-Mail-Adresse, Telefonnummer, Ihre
          Nachricht und Angaben zur Immobilie – um Ihre Anfrage zu bearbeiten und mit Ihnen in Kontakt zu treten. Rechtsgrundlage ist Art. 6
          Abs. 1 lit. b DSGVO (Anbahnung eines Vertrags) bzw. Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse, Anfragen zu
          beantworten).
        </p>
        <p>
          Jede Anfrage wird zuerst in unserer Datenbank gespeichert, damit sie auch bei einer Störung des Mailversands nicht verloren geht.
          Diese Datenbank (Cloudflare D1) und der Versand der Benachrichtigung an unser Büro über eine Warteschlange (Cloudflare Queues und
          Cloudflare Email Service) werden von der Cloudflare, Inc. als unserem Auftragsverarbeiter nach Art. 28 DSGVO betrieben. Soweit
          dabei Daten in die USA übermittelt werden, stützt sich die Übermittlung auf den Angemessenheitsbeschluss der EU-Kommission zum
          EU-US Data Privacy Framework, unter dem Cloudflare zertifiziert ist, sowie ergänzend auf Standardvertragsklauseln.
        </p>
        <p>
          Ihre Anfrage und die Daten dazu bewahren wir sechs Monate auf und löschen sie danach, sofern daraus kein Vertragsverhältnis
          entstanden ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Um Missbrauch zu verhindern, speichern wir für kurze
          Zeit einen aus Ihrer IP-Adresse gebildeten Zähler für die Zahl der Formularsendungen.
        </p>
        <p>
          Suchauftrag per E-Mail („Suche speichern“): Wir speichern Ihre E-Mail-Adresse und Ihre Suchkriterien, um Ihnen neue passende
          Immobilien zu senden (Einwilligung, Art. 6 Abs. 1 lit. a DSGVO, mit Bestätigung über einen Link in einer E-Mail). Einen nicht
          bestätigten Suchauftrag löschen wir nach 7 Tagen; einen bestätigten bewahren wir auf, bis Sie ihn abbestellen oder löschen – mit
          dem Link in jeder Benachrichtigung, jederzeit und mit Wirkung für die Zukunft.
        </p>
        <p>
          Besichtigungstermine: Wenn Sie online eine Besichtigung buchen, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer
          und den gebuchten Termin, um die Besichtigung durchzuführen, Ihnen die Bestätigung mit der Kalendereinladung und einen Tag vorher
          eine Erinnerung zu senden (Art. 6 Abs. 1 lit. b DSGVO). Die Buchung und die E-Mails dazu löschen wir sechs Monate nach dem
          Besichtigungstermin, auch wenn Sie ihn abgesagt haben. Unser Büro erhält eine Kopie jeder Buchung und Absage als Anfrage; für sie
          gilt die Frist von sechs Monaten oben.
        </p>
        <p>
          Zur Sicherheit unserer Website führen wir ein Protokoll über Anmeldungen und Änderungen durch unsere Mitarbeiterinnen und
          Mitarbeiter (Art. 6 Abs. 1 lit. f DSGVO, Art. 32 DSGVO). Es nennt Ihre Anfrage nur mit ihrer Kennnummer, nie mit Ihrem Namen oder
          Ihrer E-Mail-Adresse, und jeder Eintrag wird nach zwölf Monaten gelöscht.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "3. Cookies und lokale Speicherung",
    body: (
      <>
        <p>Diese Website verwendet nur wenige, technisch notwendige Speicherungen auf Ihrem Gerät (§ 165 Abs. 3 TKG 2021):</p>
        <ul>
          <li>
            <strong>cookieConsent</strong> (Browser-Speicher und gleichnamiges Cookie, ein Jahr): speichert Ihre Auswahl im Cookie-Banner,
            damit wir Sie nicht bei jedem Besuch erneut fragen und Ihre Entscheidung auch ohne JavaScript beachten können.
          </li>
          <li>
            <strong>session</strong> (Sitzungs-Cookie, höchstens 14 Tage): wird nur für angemeldete Mitarbeiterinnen und Mitarbeiter im
            Verwaltungsbereich gesetzt sowie kurzzeitig, um Ihnen nach dem Absenden eines Formulars eine Bestätigungsmeldung anzuzeigen.
          </li>
          <li>
            <strong>merkliste</strong> (Cookie, ein Jahr): wird erst gesetzt, wenn Sie eine Immobilie mit dem Herz auf Ihre Merkliste
            setzen, und enthält nur die Nummern der gemerkten Immobilien, keine Angaben zu Ihrer Person. Es dient allein dazu, Ihnen Ihre
            Merkliste ohne Konto anzuzeigen; wir werten es nicht aus. Entfernen Sie alle Immobilien von der Merkliste, wird das Cookie
            gelöscht.
          </li>
        </ul>
        <p>
          Alle anderen Cookies und vergleichbaren Technologien setzen wir nur ein, wenn Sie im Cookie-Banner ausdrücklich zugestimmt haben
          (Art. 6 Abs. 1 lit. a DSGVO iVm § 165 Abs. 3 TKG 2021). Ihre Einwilligung können Sie jederzeit über den Link
          „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt
          davon unberührt.
        </p>
      </>
    ),
  },
  {
    id: "tag-manager",
    title: "4. Tag-Manager",
    body: (
      <p>
        Derzeit ist auf dieser Website kein Tag-Manager eingebunden. Sollten wir künftig einen Tag-Manager (etwa Google Tag Manager)
        verwenden, wird er erst geladen, nachdem Sie der Kategorie „Statistik“ oder „Marketing“ zugestimmt haben, und nur die Dienste
        ausspielen, denen Sie zugestimmt haben. Wir werden diese Erklärung vorher um den Anbieter und die übermittelten Daten ergänzen.
      </p>
    ),
  },
  {
    id: "analyse",
    title: "5. Webanalyse",
    body: (
      <p>
        Derzeit ist kein Webanalysedienst aktiv; ohne Ihre Zustimmung zur Kategorie „Statistik“ wird auch künftig keiner geladen. Setzen wir
        einen Analysedienst ein, erfolgt dies ausschließlich mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), mit gekürzter
        (anonymisierter) IP-Adresse, sodass kein Rückschluss auf Ihre Person möglich ist, und mit einer Speicherdauer der Nutzungsdaten von
        höchstens 14 Monaten.
      </p>
    ),
  },
  {
    id: "remarketing",
    title: "6. Remarketing",
    body: (
      <p>
        Remarketing bedeutet, dass Besucherinnen und Besuchern dieser Website später auf anderen Websites Werbung von uns angezeigt wird.
        Derzeit setzen wir kein Remarketing ein. Sollten wir das künftig tun, geschieht es nur nach Ihrer Zustimmung zur Kategorie
        „Marketing“ (Art. 6 Abs. 1 lit. a DSGVO); ohne diese Zustimmung werden keine Remarketing-Cookies gesetzt.
      </p>
    ),
  },
  {
    id: "social-pixel",
    title: "7. Social-Media-Pixel",
    body: (
      <>
        <p>
          Auf dieser Website ist kein Pixel sozialer Netzwerke (etwa Meta-Pixel) aktiv. Ein solcher Pixel würde erst nach Ihrer Zustimmung
          zur Kategorie „Marketing“ geladen; wir würden Sie hier vorher über Anbieter, Zweck und Datenübermittlung informieren.
        </p>
        <p>
          Die Verweise auf unsere Auftritte bei Facebook, Instagram und LinkedIn sind einfache Links. Erst wenn Sie einen davon anklicken,
          gelangen Sie zum jeweiligen Netzwerk, das dann nach seinen eigenen Datenschutzbestimmungen Daten verarbeitet.
        </p>
      </>
    ),
  },
  {
    id: "videos",
    title: "8. Eingebettete Videos",
    body: (
      <p>
        Derzeit sind auf dieser Website keine Videos von Drittanbietern (etwa YouTube oder Vimeo) eingebettet. Sollten wir Videos einbinden,
        werden sie erst geladen, wenn Sie der Kategorie „Marketing“ zugestimmt oder das einzelne Video durch einen Klick aktiviert haben;
        vorher wird keine Verbindung zum Videoanbieter hergestellt.
      </p>
    ),
  },
  {
    id: "rechte",
    title: "9. Ihre Rechte",
    body: (
      <>
        <p>Ihnen stehen gegenüber uns folgende Rechte zu:</p>
        <ul>
          <li>Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO)</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO)</li>
          <li>Löschung (Art. 17 DSGVO)</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO)</li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO)</li>
          <li>Widerspruch gegen eine Verarbeitung auf Grundlage berechtigter Interessen (Art. 21 DSGVO)</li>
          <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)</li>
        </ul>
        <p>
          Schreiben Sie uns dazu an <a href={`mailto:${site.email}`}>{site.email}</a>. Wenn Sie glauben, dass die Verarbeitung Ihrer Daten
          gegen das Datenschutzrecht verstößt, können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die
          Österreichische Datenschutzbehörde, Barichgasse 40-42, 1030 Wien, <a href="https://www.dsb.gv.at">www.dsb.gv.at</a>.
        </p>
      </>
    ),
  },
  {
    id: "tls",
    title: "10. SSL/TLS-Verschlüsselung",
    body: (
      <p>
        Diese Website nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte, etwa Ihrer Anfragen, eine
        TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile und am Schloss-Symbol Ihres
        Browsers. Bei aktiver Verschlüsselung können die Daten, die Sie an uns übermitteln, nicht von Dritten mitgelesen werden.
      </p>
    ),
  },
  {
    id: "karten",
    title: "11. Kartendienst",
    body: (
      <>
        <p>
          Auf den Detailseiten unserer Immobilien und in der Kartenansicht der Immobiliensuche zeigen wir die ungefähre Lage auf einer
          Karte. Die Karte wird mit der quelloffenen Bibliothek MapLibre dargestellt. Kartenstil, Schriften und Kartenkacheln liefern wir
          selbst von unserem eigenen Server aus; es wird dabei keine Verbindung zu einem Kartenanbieter oder einem anderen Dritten
          aufgebaut, und es werden keine Cookies gesetzt. Die Kartendaten stammen von OpenStreetMap (© OpenStreetMap-Mitwirkende).
        </p>
        <p>
          Die Karte lädt erst, wenn Sie zu ihr scrollen (auf der Detailseite) oder die Kartenansicht wählen (in der Suche). Ihr Browser ruft
          dabei nur Dateien von unserem Server ab; verarbeitet werden dafür die technisch nötigen Angaben wie bei jedem anderen Seitenaufruf
          (IP-Adresse, Zeitpunkt, angefragte Datei). Eine Einwilligung ist dafür nicht nötig.
        </p>
      </>
    ),
  },
];
