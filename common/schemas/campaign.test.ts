import { describe, expect, it } from "vitest"
import { campaignLabel, campaignOfPage, campaignOfSearch } from "./campaign.ts"

describe("a lead's campaign", () => {
  it("takes the utm parameters of the page's address that the rules accept, and leaves out the rest", () => {
    expect(
      campaignOfSearch(
        "?utm_source=newsletter&utm_medium=email&utm_campaign=diciembre&utm_term=x",
      ),
    ).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diciembre",
    })
    expect(
      campaignOfSearch(
        `?utm_source=+Ofertas+Diciembre+&utm_medium=${"m".repeat(101)}&utm_campaign=%3Cb%3E`,
      ),
    ).toEqual({ utmSource: "Ofertas Diciembre" })
    expect(campaignOfSearch("?utm_source=&utm_campaign=%E2%80%8Bx")).toEqual({})
  })

  it("names the outside site the visitor came from, never the site itself", () => {
    const page = { search: "", hostname: "www.trabem.es" }
    expect(campaignOfPage(page, "https://News.Example.com/a?b=c")).toEqual({
      referrerHost: "news.example.com",
    })
    for (const referrer of [
      "",
      "https://www.trabem.es/kitdigital",
      "android-app://com.google.android.gm/",
      "not a url",
    ])
      expect(campaignOfPage(page, referrer), referrer).toEqual({})
  })

  it("reads as source / medium / campaign, a missing part as -", () => {
    expect(campaignLabel(["newsletter", "email", "diciembre"])).toBe(
      "newsletter / email / diciembre",
    )
    expect(campaignLabel(["linkedin", null, undefined])).toBe(
      "linkedin / - / -",
    )
    expect(campaignLabel([null, "", undefined])).toBe("")
  })
})
