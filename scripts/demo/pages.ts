import { listFixtures } from './fixtures.ts';
import { sendHtml, type Route } from './http.ts';
import { escapeHtml, htmlPage } from './layout.ts';
import { failureLabels, readSwitches, switchQuery, type Switches } from './switches.ts';

/** What each fixture page shows, for the index (a page missing here is listed by its title alone). */
const pageDescriptions: Readonly<Record<string, string>> = {
  'access-denied.html': 'A 403-as oldal: a hozzáférés megtagadva, bejelentkezés és vissza a kezdőlapra.',
  'admin.html': 'Adminoldal: beállítóűrlap és a videók újraindexelésének folyamatjelzője. Adminútvonal, így nincs rajta követés.',
  'article.html':
    'Egy cikk bejelentkezett olvasóként: szerző, kép, címkék, hozzászólások (egy válasszal) és a hozzászólás űrlapja szövegformátummal.',
  'articles.html': 'A cikkek listája, a második oldal: előnézetek képpel, a Views mini lapozója és az RSS-link.',
  'bundle.html':
    'A „2+1 csomag” oldala: „A Kulcs” mellé két rész választható; ha nincs meg a kettő, a vásárlás gomb szól. Kosár a fejlécben.',
  'contact.html':
    'Kapcsolatfelvételi űrlap captchával, oldalon belüli elküldéssel és a „Válaszidő frissítése” linkkel: itt próbálhatók ki az oldalon belüli hibák.',
  'cookie-consent.html': 'Első látogatás: látszik a sütihozzájárulás sávja, és a kilépési ablak megvárja, amíg döntesz.',
  'courses.html': 'Kurzusok és csomagok: egyforma magas kártyák, vásárlás és ajándék gombok, előzetes, „2+1” csomag, kosár a fejlécben.',
  'gallery.html': 'Galéria: képnézegető galériával, egyedi képpel, hiányzó képpel, és videós előzetesek.',
  'home.html':
    'Kezdőlap: számlálók, görgetésre betöltődő képek, szakaszok, amelyek a töréspontnál elrendezést váltanak, és a kilépési szándékra nyíló ablak.',
  'node-admin.html': 'Egy oldal az adminisztrátornak mentés után: állapotüzenet és a fülek (Megtekintés, Szerkesztés, Törlés, Változatok).',
  'not-found.html': 'A 404-es oldal: a keresett oldal nem található, vissza a kezdőlapra.',
  'packages.html': 'Csomagok: mobilon kinyíló menü (992 px alatt), csúszkák, egyforma magas kártyák és a „Továbbiak” link.',
  'payment.html': 'Fizetés: a fizetési oldalra átirányító lépés, ahogy a webáruház kiírja.',
  'performances.html':
    'Előadások táblázata: a jegyvásárló linkek a jegyoldalra visznek, a még nem árult előadások a „Hamarosan” ablakot nyitják.',
  'search.html': 'Keresés: az űrlap, a találatok kiemelt kulcsszóval és a teljes lapozó.',
  'user-login.html': 'Bejelentkezés rossz jelszóval: hibaüzenet, a hibás mező megjelölve, a fiókoldalak fülei.',
  'user-password.html': 'Új jelszó igénylése: az űrlap a fiókoldalak füleivel.',
  'user-register.html': 'Regisztráció: leírások, képfeltöltés és egy lenyitható csoport jelölőnégyzettel.',
};

/** The slow-network choices, in ms. */
const delays: ReadonlyArray<readonly [delay: number, label: string]> = [
  [0, 'Nincs késleltetés'],
  [1000, '1 másodperc'],
  [3000, '3 másodperc'],
];

const checked = (on: boolean) => (on ? ' checked' : '');
const selected = (on: boolean) => (on ? ' selected' : '');

/** The switches as a form that reloads the index with them; every page link then carries them. */
function switchForm(switches: Switches): string {
  const failureOptions = failureLabels
    .map(([failure, label]) => `<option value="${failure ?? ''}"${selected(failure === switches.failure)}>${escapeHtml(label)}</option>`)
    .join('\n              ');
  const delayOptions = delays
    .map(([delay, label]) => `<option value="${delay || ''}"${selected(delay === switches.delay)}>${label}</option>`)
    .join('\n              ');
  return `<form class="demo-switches" method="get" action="/">
          <fieldset>
            <legend>Környezet</legend>
            <p><input type="radio" id="host-standalone" name="host" value=""${checked(!switches.drupal)}> <label for="host-standalone">Önálló: a csomag maga indítja el a viselkedéseket</label></p>
            <p><input type="radio" id="host-drupal" name="host" value="drupal"${checked(switches.drupal)}> <label for="host-drupal">Drupal-szerű: a Drupal core szkriptjeinek utánzata indítja őket</label></p>
          </fieldset>
          <p>
            <input type="checkbox" id="ajandek" name="ajandek" value="1" aria-describedby="ajandek-leiras"${checked(switches.gift)}>
            <label for="ajandek">Ajándékszolgáltató bekapcsolva</label>
          </p>
          <p id="ajandek-leiras" class="description">A vásárlás gomb választást kínál: magadnak vagy ajándékba (Kurzusok, 2+1 csomag).</p>
          <p>
            <label for="hiba">Oldalon belüli frissítés</label>
            <select id="hiba" name="hiba" aria-describedby="hiba-leiras">
              ${failureOptions}
            </select>
          </p>
          <p id="hiba-leiras" class="description">Így válaszol a szerver a kapcsolatfelvételi űrlapra és a „Válaszidő frissítése” linkre (Kapcsolat).</p>
          <p>
            <label for="kesleltetes">Lassú hálózat</label>
            <select id="kesleltetes" name="kesleltetes" aria-describedby="kesleltetes-leiras">
              ${delayOptions}
            </select>
          </p>
          <p id="kesleltetes-leiras" class="description">A csomag kódrészletei és a képek ennyivel később érkeznek: látszik, mi történik, amíg töltődnek.</p>
          <p><button type="submit" class="button">Kapcsolók alkalmazása</button></p>
        </form>`;
}

/** The demo's front page: the switches, then every fixture with what it shows, opened with the switches on. */
export const indexRoute: Route = {
  method: 'GET',
  path: /^\/$/,
  handle: ({ query }, response) => {
    const switches = readSwitches(query);
    const fixtures = listFixtures();
    const otherHost = switches.drupal ? 'önállóan' : 'Drupal-szerű környezetben';
    const items = fixtures.map(({ url, title }) => {
      const description = pageDescriptions[url.slice('/fixtures/'.length)];
      const links = `<a href="${escapeHtml(url + switchQuery(switches))}">${escapeHtml(title)}</a> (<a href="${escapeHtml(url + switchQuery({ ...switches, drupal: !switches.drupal }))}">${otherHost}</a>)`;
      return `<li>${links}${description ? `<br>${escapeHtml(description)}` : ''}</li>`;
    });
    const list = items.length
      ? `<ul class="demo-list fixtures">\n          ${items.join('\n          ')}\n        </ul>`
      : '<p>A fixtures mappában még nincs oldal.</p>';
    const body = `<p>A téma Twig-sablonjaiból kirajzolt, Drupal-szerű oldalak a Kurzus JavaScript-csomagjával. Minden oldal kétféleképpen nyitható meg: önállóan,
        ahol a csomag maga indul el, vagy Drupal-szerű környezetben, a Drupal core szkriptjeinek utánzatával.</p>
        <h2>Kapcsolók</h2>
        <p>Állapotok, amelyekhez különben fejlesztői eszközök kellenének. Az alábbi oldalak linkjei megőrzik őket.</p>
        ${switchForm(switches)}
        <h2>Oldalak</h2>
        ${list}
        <h2>A szerver</h2>
        <ul class="demo-list">
          <li><a href="/allapot">Állapot: oldalmegtekintések és kosár</a></li>
        </ul>`;
    sendHtml(response, 200, htmlPage({ heading: 'Kurzus demó', title: 'Kurzus demó', path: '/', body }));
  },
};
