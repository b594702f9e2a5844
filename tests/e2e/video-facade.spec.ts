import { build } from "esbuild"
import { expect, test } from "@playwright/test"
import { business } from "#app/config/business.ts"
import {
  CONFIGURED_VIDEO_ID,
  FACADES_MODULE,
  configuredVideoFacadeHtml,
} from "../support/video-facade/harness.tsx"

/**
 * A configured video (the site ships none yet): the facade's HTML, as a page
 * renders it at build, is a link to the video in a new tab; once the page's
 * facades module has run, a click plays it in place in the privacy-enhanced
 * player instead. The module's answer is held back to see the page before it.
 */
test("a configured video is a link before its script runs and the player after", async ({
  page,
}) => {
  const bundle = await build({
    entryPoints: [FACADES_MODULE],
    bundle: true,
    format: "esm",
    write: false,
  })
  const script = bundle.outputFiles[0]!.text
  const requests: string[] = []
  page.on("request", (r) => requests.push(r.url()))

  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("http://facade.test/**", async (route) => {
    if (route.request().url().endsWith("/facades.js")) {
      await held
      return route.fulfill({ contentType: "text/javascript", body: script })
    }
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><meta charset="utf-8">${configuredVideoFacadeHtml()}<script type="module" src="/facades.js"></script>`,
    })
  })
  // The player's own site is not reached from here: its frame gets an empty page.
  await page.route(/^https:/, (route) =>
    route.fulfill({ contentType: "text/html", body: "" }),
  )
  await page.goto("http://facade.test/", { waitUntil: "commit" })

  const watch = `${business.videoPlayer.value.watch}${CONFIGURED_VIDEO_ID}`
  const facade = page.getByTestId("video-facade")
  await expect(facade).toHaveAttribute("href", watch)
  await expect(facade).toHaveAttribute("target", "_blank")
  await expect(facade).toContainText("(se abre en una pestaña nueva)")
  await expect(page.locator("iframe")).toHaveCount(0)

  release()
  await expect(facade).toHaveAttribute("data-ready", "true")
  // Once script plays the video in place, the link no longer opens (or announces) a new tab.
  await expect(facade).not.toHaveAttribute("target", /./)
  await expect(facade).not.toContainText("pestaña nueva")
  // Nothing is fetched from the video host before the click.
  expect(requests.filter((u) => !u.startsWith("http://facade.test/"))).toEqual(
    [],
  )
  await facade.click()
  const frame = page.locator("iframe")
  await expect(frame).toHaveAttribute(
    "src",
    new RegExp(`^${business.videoPlayer.value.embed}${CONFIGURED_VIDEO_ID}\\?`),
  )
  await expect(frame).toHaveAttribute("title", "Cómo se pide cita")
  await expect(frame).toHaveAttribute("allowfullscreen", "")
  await expect(facade).toHaveCount(0)
  expect(page.url()).toBe("http://facade.test/")
})
