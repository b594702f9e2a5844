import { chromium } from "@playwright/test"
import { mkdir } from "node:fs/promises"
import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/chromium.ts"

/**
 * Screenshots of pages at phone and desktop widths, for looking at the design:
 * `npm run screenshots -- /kitdigital /en` (server on BASE_URL, default http://localhost:3000).
 */
const base = process.env.BASE_URL ?? "http://localhost:3000"
const paths = process.argv.slice(2).filter((a) => a.startsWith("/"))
const widths = (process.env.WIDTHS ?? "375,1440").split(",").map(Number)
const fullPage = process.env.FULL_PAGE !== "0"
const out = process.env.OUT_DIR ?? "screenshots"

await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
})
for (const width of widths) {
  // Reduced motion shows every reveal-on-scroll section at once, as it settles after scrolling.
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 812 : 900 },
    reducedMotion: "reduce",
  })
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" })
    await page.evaluate(async () => {
      // Scroll through once so that reveal-on-scroll sections are shown.
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 40))
      }
      window.scrollTo(0, 0)
      await new Promise((r) => setTimeout(r, 450))
    })
    const name = `${out}/${p.replace(/\//g, "_") || "_"}-${width}.png`
    await page.screenshot({ path: name, fullPage })
    console.log(name)
  }
  await page.close()
}
await browser.close()
