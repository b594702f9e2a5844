import { expect, test, type Page } from "@playwright/test"
import { CONFIRMATION_MS } from "../../app/components/forms/use-lead-form.ts"
import { expectOneMail } from "../support/mailbox.ts"
import { expectNoSeriousA11yViolations } from "../support/page-checks.ts"
import {
  field,
  fillForm,
  formCases,
  isContactPost,
  openForm,
  uniqueMarker,
  type FormCase,
} from "./forms-cases.ts"

/**
 * One path of each behaviour of the lead form in the browser. Every form's
 * markup, messages and notices, and what the API makes of each, are tested
 * on the built site (tests/unit/built/forms.test.ts).
 */
function formCase(kind: string, path: string): FormCase {
  const found = formCases.find((c) => c.kind === kind && c.path === path)
  if (!found) throw new Error(`no form case for ${kind} on ${path}`)
  return found
}

/** The contact API's submissions the page makes from now on. */
function contactPosts(page: Page) {
  const posts: string[] = []
  page.on("request", (request) => {
    if (isContactPost(request.url(), request.method()))
      posts.push(request.url())
  })
  return posts
}

test.describe("a lead form with JavaScript", () => {
  test("has loaded by the time a visitor scrolling down reaches it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto("/kitdigital")
    const form = page.locator('form[action="/api/contact"]')
    // The form's top half a screen below the window: not in view yet.
    await form.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY
      window.scrollTo({
        top: top - 1.5 * window.innerHeight,
        behavior: "instant",
      })
    })
    await expect(form).toHaveAttribute("data-ready", "true")
    await expect(form).not.toBeInViewport()
  })

  test("shows each field's message in the page's language, focuses the first, and clears a message as it is corrected", async ({
    page,
  }) => {
    const dealer = formCase("dealerDemo", "/fr/automocion")
    const posts = contactPosts(page)
    const form = await openForm(page, dealer)
    await form.locator("button[type=submit]").click()
    for (const [name, message] of Object.entries(dealer.emptyErrors ?? {})) {
      const input = field(form, name)
      await expect(input).toHaveAttribute("aria-invalid", "true")
      const describedBy = await input.getAttribute("aria-describedby")
      await expect(form.locator(`[id="${describedBy}"]`)).toHaveText(message)
      await expect(input).toHaveClass(/border-red-600/)
    }
    await expect(field(form, "fullName")).toBeFocused()
    expect(posts).toEqual([])
    await field(form, "fullName").fill(dealer.values.fullName ?? "")
    await expect(field(form, "fullName")).not.toHaveAttribute(
      "aria-invalid",
      "true",
    )
    // With its messages showing, the form passes axe.
    await expectNoSeriousA11yViolations(page, 'form[action="/api/contact"]')
  })

  test("keeps the browser's own required checks where the form asks for them", async ({
    page,
  }) => {
    const posts = contactPosts(page)
    const form = await openForm(page, formCase("quarry", "/canteras"))
    await expect(form).not.toHaveAttribute("novalidate", /.*/)
    // The browser either refuses a field (an invalid event) or submits the form.
    await form.evaluate((element) => {
      const outcome = new Promise<string>((resolve) => {
        element.addEventListener("invalid", () => resolve("invalid"), {
          capture: true,
          once: true,
        })
        element.addEventListener("submit", () => resolve("submit"), {
          once: true,
        })
      })
      Object.assign(window, { formOutcome: outcome })
    })
    await form.locator("button[type=submit]").click()
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { formOutcome: Promise<string> }).formOutcome,
      ),
    ).toBe("invalid")
    expect(
      await field(form, "name").evaluate(
        (input) => (input as HTMLInputElement).validity.valueMissing,
      ),
    ).toBe(true)
    expect(posts).toEqual([])
  })

  test("sends nothing on load, then sends, shows the sending state and the notice, resets, and the lead arrives once by e-mail", async ({
    page,
  }) => {
    const clinic = formCase("clinicService", "/en/trabemflex-salud")
    const posts = contactPosts(page)
    // Sent by the page or by the form island once it runs (openForm waits for that).
    const form = await openForm(page, clinic)
    expect(posts).toEqual([])
    const marker = uniqueMarker()
    await fillForm(form, clinic, marker)
    // The answer is held until the sending state has been seen.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route("**/api/contact", async (route) => {
      await held
      await route.continue()
    })
    const request = page.waitForRequest((r) =>
      isContactPost(r.url(), r.method()),
    )
    await form.locator("button[type=submit]").click()
    await expect(
      page.getByRole("button", { name: clinic.sending }),
    ).toBeDisabled()
    answer()
    const payload = (await request).postDataJSON() as Record<string, unknown>
    expect(payload).toMatchObject({
      kind: "clinicService",
      isEnglish: true,
      service: clinic.service,
    })
    await expect(page.getByText(clinic.sent, { exact: true })).toBeVisible()
    for (const name of Object.keys(clinic.values))
      await expect(field(form, name)).toHaveValue("")
    const mail = await expectOneMail(marker)
    expect(mail.headers["reply-to"]).toContain(clinic.values.email)
    expect(mail.text).toContain("Idioma: inglés")
  })

  test("shows its success toast in the site's font, under the header's navigation on a wide screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const office = formCase("office365", "/office-365")
    const form = await openForm(page, office)
    await fillForm(form, office, uniqueMarker())
    await form.locator("button[type=submit]").click()
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: office.sent })
    await expect(toast).toBeVisible()
    const header = page.locator("header").first()
    const bottomOf = async (element: typeof header) => {
      const box = await element.boundingBox()
      return (box?.y ?? 0) + (box?.height ?? 0)
    }
    // Wait for the toast's entrance to end before measuring where it stays.
    await expect
      .poll(async () => (await toast.boundingBox())?.y)
      .toBeGreaterThanOrEqual(await bottomOf(header))
    const siteFont = await page.evaluate(
      () => getComputedStyle(document.body).fontFamily,
    )
    await expect(toast).toHaveCSS("font-family", siteFont)
  })

  test("a form that confirms in place shows its confirmation, then the empty form again", async ({
    page,
  }) => {
    const connext = formCase("connext", "/trabem-connext")
    const [title, description] = connext.confirmation ?? []
    // The page's clock runs as usual; the test moves it on to the end of the confirmation.
    await page.clock.install()
    const form = await openForm(page, connext)
    const marker = uniqueMarker()
    await fillForm(form, connext, marker)
    const sent = page.waitForResponse((r) =>
      isContactPost(r.url(), r.request().method()),
    )
    await form.locator("button[type=submit]").click()
    expect((await sent).status()).toBe(201)
    const status = page.getByRole("status").filter({ hasText: title })
    await expect(status).toBeVisible()
    await expect(status).toContainText(description ?? "")
    // The confirmation's icon, which the island draws itself, shows too.
    await expect
      .poll(() =>
        status
          .locator("svg")
          .evaluate((svg) => (svg as SVGSVGElement).getBBox().width),
      )
      .toBeGreaterThan(0)
    await expect(page.locator('form[action="/api/contact"]')).toHaveCount(0)
    await page.clock.fastForward(CONFIRMATION_MS)
    const again = page.locator('form[action="/api/contact"]')
    await expect(again).toHaveCount(1)
    await expect(status).toHaveCount(0)
    for (const name of Object.keys(connext.values))
      await expect(field(again, name)).toHaveValue("")
    await expectOneMail(marker)
  })

  test("sends again with the same Idempotency-Key while the site answers 502 or 503 (a restart), and the lead arrives once", async ({
    page,
  }) => {
    const office = formCase("office365", "/office-365")
    const form = await openForm(page, office)
    const marker = uniqueMarker()
    await fillForm(form, office, marker)
    const keys: string[] = []
    const refusals = [502, 503]
    await page.route("**/api/contact", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "")
      const status = refusals.shift()
      if (status)
        await route.fulfill({
          status,
          contentType: "text/html",
          body: "<html><body>Bad Gateway</body></html>",
        })
      else await route.continue()
    })
    await form.locator("button[type=submit]").click()
    await expect(page.getByText(office.sent, { exact: true })).toBeVisible()
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    await expectOneMail(marker)
  })

  test("shows the error notice when sending fails and keeps what was typed", async ({
    page,
  }) => {
    const office = formCase("office365", "/office-365")
    const form = await openForm(page, office)
    await fillForm(form, office, "")
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"success":false}',
      }),
    )
    await form.locator("button[type=submit]").click()
    const [title, description] = office.failed
    await expect(page.getByText(title, { exact: true })).toBeVisible()
    await expect(page.getByText(description, { exact: true })).toBeVisible()
    for (const [name, value] of Object.entries(office.values))
      await expect(field(form, name)).toHaveValue(
        name === office.markerField ? `${value} ` : value,
      )
  })

  test("says when to try again after too many messages, never the server's wording", async ({
    page,
  }) => {
    const home = formCase("home", "/")
    const form = await openForm(page, home)
    await fillForm(form, home, "")
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "1740" },
        body: JSON.stringify({
          success: false,
          error: "rate_limited",
          message: "Server wording that must not be shown",
        }),
      }),
    )
    await form.locator("button[type=submit]").click()
    const [title, description] = home.failed
    await expect(page.getByText(title, { exact: true })).toBeVisible()
    await expect(
      page.getByText(
        `${description} Podrás volver a intentarlo dentro de 29 minutos.`,
        { exact: true },
      ),
    ).toBeVisible()
    await expect(page.getByText("Server wording")).toHaveCount(0)
  })
})

test.describe("a lead form without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("posts as a plain HTML form, answered with a page in the visitor's language, and the lead arrives", async ({
    page,
  }) => {
    const kit = formCase("kitDigital", "/en/kitdigital")
    await page.goto(kit.path)
    const form = page.locator('form[action="/api/contact"]')
    await expect(form).toHaveAttribute("method", "post")
    const marker = uniqueMarker()
    await fillForm(form, kit, marker)
    await form.locator("button[type=submit]").click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Message received",
    )
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(
      page.getByRole("link", { name: "Back to the page" }),
    ).toHaveAttribute("href", kit.path)
    await expectOneMail(marker)
  })

  test("a post that breaks a rule gets the messages in the page's language", async ({
    page,
  }) => {
    await page.goto("/fr/automocion")
    const form = page.locator('form[action="/api/contact"]')
    // The browser's own checks would stop an empty form; a one-letter name passes
    // them but not the schema.
    await field(form, "fullName").evaluate((input) =>
      input.removeAttribute("minlength"),
    )
    await field(form, "fullName").fill("C")
    await field(form, "businessName").fill("Garage Martin")
    await field(form, "location").fill("Lyon")
    await field(form, "email").fill("claire@garage-martin.fr")
    await form.locator("button[type=submit]").click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Veuillez vérifier votre message",
    )
    await expect(page.getByText("Nom complet: Le nom est requis")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR")
  })
})
