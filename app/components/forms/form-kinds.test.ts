import { describe, expect, it } from "vitest"
import { validateContact } from "#common/schemas/contact.ts"
import {
  formFieldFor,
  initialValues,
  kindConfigs,
  toPayload,
} from "./form-kinds.ts"
import { validateForm } from "./form-validation.ts"

describe("form kinds", () => {
  it("starts every form empty but for the clinic form's default service", () => {
    expect(initialValues("office365")).toEqual({
      website: "",
      name: "",
      email: "",
      company: "",
      phone: "",
      message: "",
    })
    expect(initialValues("clinicService").service).toBe("TrAbem Flex RAG")
  })

  it("sends the English quarry form with isEnglish and the quarry service", () => {
    const payload = toPayload(
      "quarry",
      { name: "Oliver Grant", email: "oliver@grant.co.uk", message: "Hello" },
      { locale: "en", page: "/en/canteras" },
    )
    expect(payload).toMatchObject({
      isEnglish: true,
      service: "Canteras",
      kind: "quarry",
      page: "/en/canteras",
    })
    expect(validateContact(payload).success).toBe(true)
  })

  it("maps the dealership demo form and its errors both ways", () => {
    const values = {
      fullName: "Claire Martin",
      businessName: "Garage Martin",
      location: "Lyon",
      email: "claire@garage-martin.fr",
    }
    const payload = toPayload("dealerDemo", values, {
      locale: "fr",
      page: "/fr/automocion",
    })
    expect(payload).toMatchObject({
      name: "Claire Martin",
      company: "Garage Martin",
      service: "Agentes virtuales para concesionarios",
      isEnglish: false,
    })
    expect(formFieldFor("dealerDemo", "company")).toBe("businessName")
    expect(formFieldFor("dealerDemo", "name")).toBe("fullName")
    expect(
      validateForm(
        "dealerDemo",
        { ...values, businessName: "G" },
        {
          locale: "fr",
          page: "/fr/automocion",
        },
      ),
    ).toEqual({ businessName: "business_name_required" })
  })

  it("leaves the messaging and quarry forms to the browser's checks", () => {
    expect(kindConfigs.connext.browserChecks).toBe(true)
    expect(kindConfigs.quarry.browserChecks).toBe(true)
    expect(kindConfigs.home.browserChecks).toBe(false)
  })
})
