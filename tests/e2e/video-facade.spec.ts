import { build } from "esbuild"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { expect, test } from "@playwright/test"
import { site } from "#app/config/site.ts"
import {
  CONFIGURED_VIDEO_ID,
  VideoFacadePage,
} from "../support/video-facade/harness.tsx"

/**
 * A configured video (the site ships none yet): its prerendered facade is a
 * link to the video, and once hydrated a click plays it in place in the
 * privacy-enhanced player instead.
 */
test("a configured video is a link before hydration and the player after", async ({
  page,
}) => {
  const html = renderToString(createElement(VideoFacadePage))
  const bundle = await build({
    entryPoints: ["tests/support/video-facade/client.tsx"],
    bundle: true,
    format: "esm",
    write: false,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
  })
  const script = bundle.outputFiles[0]!.text
  const requests: string[] = []
  page.on("request", (r) => requests.push(r.url()))

  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("http://facade.test/**", async (route) => {
    if (route.request().url().endsWith("/client.js")) {
      await held
      return route.fulfill({ contentType: "text/javascript", body: script })
    }
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><meta charset="utf-8"><div id="app">${html}</div><script type="module" src="/client.js"></script>`,
    })
  })
  await page.goto("http://facade.test/", { waitUntil: "commit" })

  const watch = `${site.videoPlayer.value.watch}${CONFIGURED_VIDEO_ID}`
  const facade = page.getByTestId("video-facade")
  await expect(facade).toHaveAttribute("href", watch)
  await expect(facade).toHaveAttribute("target", "_blank")
  await expect(facade).toContainText("(se abre en una pestaña nueva)")
  await expect(page.locator("iframe")).toHaveCount(0)

  release()
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((k) =>
      k.startsWith("__reactFiber"),
    ),
  )
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
    new RegExp(`^${site.videoPlayer.value.embed}${CONFIGURED_VIDEO_ID}\\?`),
  )
  await expect(frame).toHaveAttribute("title", "Cómo se pide cita")
  expect(page.url()).toBe("http://facade.test/")
  expect(await page.evaluate(() => window.hydrationProblems)).toEqual([])
})
