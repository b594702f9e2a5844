import { expect, test } from "@playwright/test"
import { business } from "../../app/config/business.ts"
import { gotoReady } from "../support/page-ready.ts"

test.describe("chat", () => {
  test("toggles a 350 x 500 panel 20 px from the right edge; the frame loads on first opening and stays", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const frameRequests: string[] = []
    page.on("request", (r) => {
      if (r.url().startsWith(business.chatbot.value ?? "-"))
        frameRequests.push(r.url())
    })
    await gotoReady(page, "/kitdigital")
    const panel = page.locator("#chat-panel")
    await expect(panel).toBeHidden()
    expect(frameRequests).toEqual([])
    await page.locator("[data-chat-toggle]").click()
    await expect(panel).toBeVisible()
    await expect(panel.locator("iframe")).toHaveCount(1)
    await expect(panel).not.toContainText("servicio externo")
    await expect.poll(() => frameRequests.length).toBe(1)
    const box = await panel.boundingBox()
    expect(box?.width).toBe(350)
    expect(box?.height).toBe(500)
    expect(Math.round(1280 - (box!.x + box!.width))).toBe(20)
    expect(box!.y + box!.height).toBeGreaterThan(800)
    await page.locator("[data-chat-toggle]").click()
    await expect(panel).toBeHidden()
    await page.locator("[data-chat-toggle]").click()
    // The same frame, so a conversation survives closing the panel.
    await expect(panel.locator("iframe")).toHaveCount(1)
    await panel.getByRole("button", { name: "Cerrar" }).click()
    await expect(panel).toBeHidden()
    await expect(page.locator("[data-chat-toggle]")).toBeFocused()
  })
})
