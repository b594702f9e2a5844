import { expect, test } from "@playwright/test"

test.use({ viewport: { width: 1440, height: 900 } })

test("the newsletter page is a 600 px e-mail without the site's header, footer or chat", async ({
  page,
}) => {
  const response = await page.goto("/mailchimp")
  expect(response?.status()).toBe(200)
  const box = await page.getByTestId("newsletter-email").boundingBox()
  expect(box?.width).toBe(600)
  await expect(page.getByRole("contentinfo")).toHaveCount(0)
  await expect(page.locator("[data-chat-toggle]")).toHaveCount(0)
  await expect(page.locator("header nav")).toHaveCount(0)
})
