import { describe, expect, it } from "vitest"
import { formFieldFor } from "#common/schemas/contact-fields.ts"
import { validateContact } from "#common/schemas/contact.ts"
import { formKinds } from "#common/schemas/form-kinds.ts"
import {
  formConfig,
  toPayload,
  type FieldSpec,
  type FormValues,
} from "./form-kinds.ts"
import { validateForm } from "./form-validation.ts"

describe("form kinds", () => {
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

  it("asks in the browser for what the server requires, form by form", () => {
    const context = { locale: "es", page: "/" } as const
    const filled = (spec: FieldSpec, length: number) =>
      spec.control === "email"
        ? "ana@clinica.es"
        : spec.control === "tel"
          ? "+34 600 111 222"
          : spec.control === "select"
            ? (spec.options?.[0] ?? "")
            : "a".repeat(Math.max(length, 1))
    for (const kind of formKinds) {
      const { fieldSpecs } = formConfig(kind)
      const valid: FormValues = {}
      for (const spec of fieldSpecs)
        valid[spec.name] = filled(spec, spec.minLength ?? 0)
      expect(validateForm(kind, valid, context), kind).toEqual({})
      for (const spec of fieldSpecs) {
        if (!spec.minLength || spec.control === "email") continue
        const short = { ...valid, [spec.name]: "a".repeat(spec.minLength - 1) }
        expect(
          Object.keys(validateForm(kind, short, context)),
          `${kind}.${spec.name}`,
        ).toEqual([spec.name])
      }
      const optional = fieldSpecs.filter((spec) => !spec.required)
      const blank = { ...valid }
      for (const spec of optional) blank[spec.name] = ""
      expect(validateForm(kind, blank, context), kind).toEqual({})
    }
  })
})
