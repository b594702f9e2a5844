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
 * Each shown icon: the address its `<use>` references, or, for the first use
 * of an icon in the page, the id of the drawing it carries itself; for a
 * reference within the page, how many elements carry that id and whether
 * each is an icon's drawing (an `<svg>` held by an icon's `<svg>`); and
 * whether it drew anything (an unresolved `<use>` has an empty box).
 */
async function shownIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("svg.icon")]
      .filter((icon) => icon.checkVisibility())
      .map((icon) => {
        const use = icon.querySelector(":scope > use")
        const own = icon.querySelector(':scope > svg[id^="icon-"]')
        const href = use?.getAttribute("href") ?? ""
        const targets = href.startsWith("#")
          ? [...document.querySelectorAll(`[id="${href.slice(1)}"]`)]
          : []
        const box = ((use ?? own) as SVGGraphicsElement | null)?.getBBox()
        return {
          href,
          own: own?.id ?? null,
          targets: targets.length,
          isDrawing: targets.every(
            (t) =>
              t.localName === "svg" && t.parentElement?.matches("svg.icon"),
          ),
          drawn: box !== undefined && box.width > 0 && box.height > 0,
        }
      }),
  )
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`icons with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled })

    for (const path of paths)
      test(`every icon of ${path} is drawn, from a drawing its page carries once or from the one sprite file`, async ({
        page,
      }) => {
        const fetched: string[] = []
        page.on("request", (request) => {
          if (/\.svg(?:$|[?#])/.test(new URL(request.url()).pathname))
            fetched.push(new URL(request.url()).pathname)
        })
        await page.goto(path, { waitUntil: "load" })
        // Scrolled to the end, so that every icon below the first screen is laid out.
        await page.evaluate(() =>
          window.scrollTo(0, document.documentElement.scrollHeight),
        )
        await expect
          .poll(async () => (await shownIcons(page)).filter((i) => !i.drawn))
          .toEqual([])
        const icons = await shownIcons(page)
        expect(icons.length).toBeGreaterThan(0)
        const sprite = /^\/assets\/icons\.[\w-]{8}\.svg#icon-[a-z0-9-]+$/
        for (const icon of icons) {
          if (icon.own !== null) {
            expect(icon.own).toMatch(/^icon-[a-z0-9-]+$/)
            expect(icon.href).toBe("")
          } else if (icon.href.startsWith("#")) {
            expect(icon.href).toMatch(/^#icon-[a-z0-9-]+$/)
            expect(icon, icon.href).toMatchObject({
              targets: 1,
              isDrawing: true,
            })
          } else expect(icon.href).toMatch(sprite)
        }
        const files = await page.evaluate(() => [
          ...new Set(
            [...document.querySelectorAll('use[href^="/"]')].map(
              (use) => use.getAttribute("href")?.split("#")[0],
            ),
          ),
        ])
        // The sprite file is fetched once, and no other icon file is (the
        // page's illustrations served as images aside).
        const images = await page.evaluate(() =>
          [...document.images].map((image) => new URL(image.src).pathname),
        )
        expect(fetched.filter((file) => !images.includes(file))).toEqual(files)
      })
  })
}
