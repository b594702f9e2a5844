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

for (const javaScriptEnabled of [true, false]) {
  test.describe(`icons with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled })

    test("every icon is drawn from the one sprite, which is fetched once", async ({
      page,
    }) => {
      for (const path of paths) {
        const sprites: string[] = []
        page.on("request", (request) => {
          if (/\/assets\/icons-[\w-]+\.svg$/.test(request.url()))
            sprites.push(request.url())
        })
        await page.goto(path, { waitUntil: "load" })
        await expect
          .poll(async () => (await drawnIcons(page)).filter((i) => !i.drawn), {
            message: path,
          })
          .toEqual([])
        const icons = await drawnIcons(page)
        expect(icons.length, path).toBeGreaterThan(3)
        expect(new Set(icons.map((i) => i.href.split("#")[0])).size).toBe(1)
        expect(sprites, path).toHaveLength(1)
        page.removeAllListeners("request")
      }
    })
  })
}
