import { expect, test, type Page } from "@playwright/test"

/** One page of each layout variant (site, product, help, no script); the home page is dense with icons. */
const paths = ["/", "/trabemflex-clinica", "/informes", "/aviso-legal"]

/** Each shown icon's reference, and whether it drew anything (an unresolved `<use>` has an empty box). */
async function drawnIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("svg > use")]
      .filter((use) => use.parentElement?.checkVisibility())
      .map((use) => {
        const box = (use as SVGUseElement).getBBox()
        return {
          href: use.getAttribute("href") ?? "",
          drawn: box.width > 0 && box.height > 0,
        }
      }),
  )
}

/** The requests for the sprite file from now on, as they happen. */
function spriteRequests(page: Page): string[] {
  const sprites: string[] = []
  page.on("request", (request) => {
    if (/\/assets\/icons-[\w-]+\.svg$/.test(request.url()))
      sprites.push(request.url())
  })
  return sprites
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`icons with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled })

    test("every icon is drawn from the symbols in its page, with no file fetched for them", async ({
      page,
    }) => {
      for (const path of paths) {
        const sprites = spriteRequests(page)
        await page.goto(path, { waitUntil: "load" })
        await expect
          .poll(async () => (await drawnIcons(page)).filter((i) => !i.drawn), {
            message: path,
          })
          .toEqual([])
        const icons = await drawnIcons(page)
        expect(icons.length, path).toBeGreaterThan(3)
        for (const icon of icons)
          expect(icon.href, path).toMatch(/^#icon-[a-z0-9-]+$/)
        // The symbols are the page's own, outside the part React hydrates.
        const sheet = await page.evaluate(() => {
          const sheet = document.getElementById("icon-sheet")
          return {
            symbols: [...(sheet?.querySelectorAll("symbol") ?? [])].map(
              (s) => s.id,
            ),
            inApp: Boolean(sheet?.closest("#app")),
          }
        })
        expect(sheet.inApp, path).toBe(false)
        for (const icon of icons)
          expect(sheet.symbols, path).toContain(icon.href.slice(1))
        expect(sprites, path).toEqual([])
        page.removeAllListeners("request")
      }
    })
  })
}

test("an icon whose symbol its page lacks is drawn from the sprite file once the page's script runs", async ({
  page,
}) => {
  const path = "/trabemflex-clinica"
  let removed = ""
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /<symbol id="(icon-[a-z0-9-]+)"[^>]*>[\s\S]*?<\/symbol>/,
        (_, id: string) => {
          removed = id
          return ""
        },
      )
      const headers = { ...response.headers() }
      delete headers["content-encoding"]
      delete headers["content-length"]
      await route.fulfill({ response, headers, body: html })
    },
  )
  const sprites = spriteRequests(page)
  await page.goto(path, { waitUntil: "load" })
  expect(removed).not.toBe("")
  await expect
    .poll(async () => (await drawnIcons(page)).filter((i) => !i.drawn))
    .toEqual([])
  expect(
    (await drawnIcons(page)).filter((i) => i.href === `#${removed}`).length,
  ).toBeGreaterThan(0)
  expect(sprites).toHaveLength(1)
})
