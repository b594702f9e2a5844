import { describe, expect, it } from "vitest"
import { anchorId } from "#app/config/anchors.ts"
import { newsletterContent } from "./index.ts"

describe.each(["es", "en"] as const)("newsletter content (%s)", (locale) => {
  it("links the agent block to the news page's #chat, the assistant card", () => {
    expect(newsletterContent[locale].assistant.link.to).toEqual({
      page: "news",
      hash: anchorId("news", "assistant", locale),
    })
  })

  it("links the Office 365 block to the contact address of its language", () => {
    expect(newsletterContent[locale].office365.link.to).toEqual({
      redirect: locale === "es" ? "contactEs" : "contactEn",
    })
  })
})
