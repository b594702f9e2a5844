import { expect, test, type Page } from "@playwright/test"
import Database from "better-sqlite3"
import { E2E_DATABASE_FILE } from "../support/e2e-env.ts"
import {
  fillForm,
  formCases,
  isContactPost,
  uniqueMarker,
} from "./forms-cases.ts"

/**
 * A lead sent from a campaign's address keeps the campaign, read by the form
 * island from the page with JavaScript, and by the server from the post's
 * Referer without; nothing is kept in the browser.
 */

const campaignPath =
  "/kitdigital?utm_source=newsletter&utm_medium=email&utm_campaign=diciembre"
const kit = formCases.find(
  (c) => c.kind === "kitDigital" && c.path === "/kitdigital",
)

/** The campaign stored with the lead whose message carries `marker`. */
function storedCampaign(marker: string) {
  const db = new Database(E2E_DATABASE_FILE, {
    readonly: true,
    fileMustExist: true,
  })
  try {
    return db
      .prepare(
        "select page, utm_source, utm_medium, utm_campaign, referrer_host from leads where instr(message, ?) > 0",
      )
      .all(marker)
  } finally {
    db.close()
  }
}

/** Fills the Kit Digital form of the campaign's page and sends it; resolves to the marker it typed. */
async function sendFromCampaignPage(page: Page) {
  if (!kit) throw new Error("no form case for kitDigital on /kitdigital")
  const form = page.locator('form[action="/api/contact"]')
  await form.scrollIntoViewIfNeeded()
  const marker = uniqueMarker()
  await fillForm(form, kit, marker)
  await form.locator("button[type=submit]").click()
  return marker
}

async function expectNothingKept(page: Page) {
  expect(await page.context().cookies()).toEqual([])
  expect(
    await page.evaluate(() => localStorage.length + sessionStorage.length),
  ).toBe(0)
}

test("with JavaScript, the form island sends the campaign of the page's address and the outside site it came from", async ({
  page,
}) => {
  await page.goto(campaignPath, {
    referer: "https://news.example.com/boletin-diciembre",
  })
  // The island loads as the form comes into view.
  const form = page.locator('form[action="/api/contact"]')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute("data-ready", "true")
  const sent = page.waitForResponse((r) =>
    isContactPost(r.url(), r.request().method()),
  )
  const marker = await sendFromCampaignPage(page)
  const response = await sent
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toMatchObject({
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "diciembre",
    referrerHost: "news.example.com",
  })
  expect(storedCampaign(marker)).toEqual([
    {
      page: "/kitdigital",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "diciembre",
      referrer_host: "news.example.com",
    },
  ])
  await expectNothingKept(page)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the server reads the campaign from the page the form was posted from", async ({
    page,
  }) => {
    await page.goto(campaignPath)
    const marker = await sendFromCampaignPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Mensaje recibido",
    )
    expect(storedCampaign(marker)).toEqual([
      {
        page: "/kitdigital",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "diciembre",
        referrer_host: null,
      },
    ])
    expect(await page.context().cookies()).toEqual([])
  })
})
