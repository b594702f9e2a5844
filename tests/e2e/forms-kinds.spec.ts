import { expect, test } from "@playwright/test"
import { field, formCases, isContactPost, openForm } from "./forms-cases.ts"

for (const formCase of formCases) {
  test.describe(`${formCase.kind} form on ${formCase.path}`, () => {
    test("sends nothing on load and starts empty", async ({ page }) => {
      const posts: string[] = []
      page.on("request", (request) => {
        if (isContactPost(request.url(), request.method()))
          posts.push(request.url())
      })
      // Sent by the page or by the form island once it runs (openForm waits for that).
      const form = await openForm(page, formCase)
      expect(posts).toHaveLength(0)
      for (const name of Object.keys(formCase.values))
        await expect(field(form, name)).toHaveValue("")
      if (formCase.kind === "clinicService")
        await expect(field(form, "service")).toHaveValue("TrAbem Flex RAG")
    })

    if (formCase.emptyErrors) {
      const errors = formCase.emptyErrors
      test("shows each field's message in the page's language and focuses the first", async ({
        page,
      }) => {
        let posted = false
        page.on("request", (request) => {
          if (isContactPost(request.url(), request.method())) posted = true
        })
        const form = await openForm(page, formCase)
        await form.locator("button[type=submit]").click()
        for (const [name, message] of Object.entries(errors)) {
          const input = field(form, name)
          await expect(input).toHaveAttribute("aria-invalid", "true")
          const describedBy = await input.getAttribute("aria-describedby")
          await expect(form.locator(`[id="${describedBy}"]`)).toHaveText(
            message,
          )
          await expect(input).toHaveClass(/border-red-600/)
        }
        const first = Object.keys(errors)[0] ?? ""
        await expect(field(form, first)).toBeFocused()
        expect(posted).toBe(false)
        // Typing a valid value clears that field's message.
        const value = formCase.values[first] ?? ""
        await field(form, first).fill(value)
        await expect(field(form, first)).not.toHaveAttribute(
          "aria-invalid",
          "true",
        )
      })
    } else {
      test("keeps the browser's own required checks", async ({ page }) => {
        let posted = false
        page.on("request", (request) => {
          if (isContactPost(request.url(), request.method())) posted = true
        })
        const form = await openForm(page, formCase)
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
              (window as unknown as { formOutcome: Promise<string> })
                .formOutcome,
          ),
        ).toBe("invalid")
        const missing = await field(form, "name").evaluate(
          (input) => (input as HTMLInputElement).validity.valueMissing,
        )
        expect(missing).toBe(true)
        await expect(field(form, "email")).toHaveAttribute("type", "email")
        await expect(field(form, "message")).toHaveAttribute("required", "")
        expect(posted).toBe(false)
      })
    }
  })
}
