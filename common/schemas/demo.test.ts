import { describe, expect, it } from "vitest"
import { validateContact } from "./contact.ts"
import { mapDemoRequest } from "./contact-fields.ts"
import { validateDemo } from "./demo.ts"

describe("demo forms", () => {
  const demo = {
    fullName: "Marta Ruiz",
    clinicName: "Clínica Dental Sol",
    location: "Murcia",
    email: "marta@dentalsol.es",
  }

  it("validates the dealership form's business name with its own message", () => {
    expect(
      validateDemo("dealerDemo", { ...demo, businessName: "X" }),
    ).toMatchObject({ errors: { businessName: "business_name_required" } })
    expect(validateDemo("clinicDemo", { ...demo, location: "" })).toMatchObject(
      { errors: { location: "location_required" } },
    )
  })

  it("maps a demo request onto the contact fields, which then validate", () => {
    const checked = validateDemo("clinicDemo", demo)
    if (!checked.success) throw new Error("expected a valid demo request")
    const payload = mapDemoRequest("clinicDemo", checked.data, {
      locale: "es",
      page: "/trabemflex-clinica",
    })
    expect(payload).toEqual({
      name: "Marta Ruiz",
      email: "marta@dentalsol.es",
      company: "Clínica Dental Sol",
      phone: "",
      service: "Agentes virtuales para clínicas",
      subject: "Solicitud de demo: Clínica Dental Sol",
      message:
        "Solicitud de demo de Agentes virtuales para clínicas.\nOrganización: Clínica Dental Sol\nLocalidad: Murcia",
      isEnglish: false,
      kind: "clinicDemo",
      locale: "es",
      page: "/trabemflex-clinica",
    })
    expect(validateContact(payload).success).toBe(true)
  })
})
