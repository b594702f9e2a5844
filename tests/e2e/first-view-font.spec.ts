import { expect, test, type Page } from "@playwright/test"

/**
 * The fonts Chromium drew an element's text with, as laid out: the web font
 * by the name in its file ("Inter"), a local font by its own.
 */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument")
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector,
  })
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  await cdp.detach()
  return fonts.map(
    (font) => `${font.familyName}${font.isCustomFont ? "" : " (local)"}`,
  )
}

test.describe("a first visit, with an empty cache", () => {
  for (const [path, width] of [
    ["/", 375],
    ["/en", 1440],
    ["/kitdigital", 375],
  ] as const)
    test(`shows ${path} at ${width} px in the brand font from its first view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      // Each test's page opens in a fresh context: nothing is cached.
      await page.goto(path)
      expect(await fontsDrawing(page, "h1")).toEqual(["Inter"])
      expect(await fontsDrawing(page, "#hero p")).toEqual(["Inter"])
    })
})
