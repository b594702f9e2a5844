import { expect, test, type Page } from "@playwright/test"

/**
 * One page of each kind (one per file of app/pages/), in each frame: site,
 * product, help, legal and newsletter, and the not-found page.
 */
const paths = [
  "/",
  "/kitdigital",
  "/asesores",
  "/trabemflex-salud",
  "/trabem-connext",
  "/canteras",
  "/novedades",
  "/mailchimp",
  "/office-365",
  "/trabemflex-clinica",
  "/automocion",
  "/ayuda",
  "/informes",
  "/aviso-legal",
  "/no-existe",
]

/**
 * Each shown icon's reference, how many elements of the page carry the id it
 * references and whether that is a `<symbol>`, and whether it drew anything
 * (an unresolved `<use>` has an empty box).
 */
async function shownIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("svg > use")]
      .filter((use) => use.parentElement?.checkVisibility())
      .map((use) => {
        const href = use.getAttribute("href") ?? ""
        const targets = [
          ...document.querySelectorAll(`[id="${href.slice(1)}"]`),
        ]
        const box = (use as SVGUseElement).getBBox()
        return {
          href,
          targets: targets.length,
          isSymbol: targets.every((t) => t.localName === "symbol"),
          drawn: box.width > 0 && box.height > 0,
        }
      }),
  )
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`icons with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled })

    for (const path of paths)
      test(`every icon of ${path} is drawn from a symbol its page carries once, with no file fetched`, async ({
        page,
      }) => {
        const fetched: string[] = []
        page.on("request", (request) => {
          if (/\.svg(?:$|[?#])/.test(new URL(request.url()).pathname))
            fetched.push(request.url())
        })
        await page.goto(path, { waitUntil: "load" })
        await expect
          .poll(async () => (await shownIcons(page)).filter((i) => !i.drawn))
          .toEqual([])
        const icons = await shownIcons(page)
        expect(icons.length).toBeGreaterThan(0)
        for (const icon of icons) {
          expect(icon.href).toMatch(/^#icon-[a-z0-9-]+$/)
          expect(icon, icon.href).toMatchObject({ targets: 1, isSymbol: true })
        }
        expect(fetched).toEqual([])
      })
  })
}
