import { describe, expect, it } from "vitest"
import { validateContact } from "./contact.ts"

const valid = {
  name: "Ana López",
  email: "ana@clinica.es",
  subject: "Presupuesto",
  message: "Quisiera información sobre el alojamiento.",
  kind: "home",
}

describe("validateContact", () => {
  it("accepts a home form message and fills the optional fields", () => {
    const result = validateContact(valid)
    expect(result).toEqual({
      success: true,
      data: {
        ...valid,
        company: "",
        phone: "",
        service: "",
        isEnglish: false,
      },
    })
  })

  it("applies the home form's rules with their error codes", () => {
    const result = validateContact({
      name: "A",
      email: "nope",
      subject: "ab",
      message: "short",
      kind: "home",
    })
    expect(result).toEqual({
      success: false,
      errors: {
        name: "name_required",
        email: "email_invalid",
        subject: "subject_required",
        message: "message_too_short",
      },
    })
  })

  it("refuses line breaks in single-line fields and several addresses", () => {
    const result = validateContact({
      ...valid,
      subject: "Hola\r\nBcc: x@y.com",
      email: "a@b.com, c@d.com",
    })
    expect(result).toMatchObject({
      success: false,
      errors: { subject: "single_line", email: "email_invalid" },
    })
  })

  it("gives a fixed-service form its service and drops unknown fields", () => {
    const quarry = {
      name: "Luis",
      email: "luis@cantera.es",
      message: "Hola",
      kind: "quarry",
      admin: true,
    }
    const result = validateContact(quarry)
    expect(result.success && result.data.service).toBe("Canteras")
    expect(result.success && "admin" in result.data).toBe(false)
    expect(validateContact({ ...quarry, service: "Otro" })).toMatchObject({
      errors: { service: "service_not_offered" },
    })
  })

  it("accepts only the services the sending form offers", () => {
    expect(
      validateContact({ ...valid, kind: "clinicService", service: "Otro" })
        .success,
    ).toBe(true)
    for (const [kind, service] of [
      ["clinicService", "Office 365"],
      ["home", "Canteras"],
      ["office365", "TrAbem Flex RAG"],
      ["clinicDemo", "Agentes virtuales para concesionarios"],
    ])
      expect(validateContact({ ...valid, kind, service })).toMatchObject({
        errors: { service: "service_not_offered" },
      })
  })

  it("normalises to NFC and refuses hidden characters where they have no business", () => {
    const result = validateContact({
      ...valid,
      name: "A\u0301ngela Pe\u0301rez",
    })
    expect(result.success && result.data.name).toBe("Ángela Pérez")
    expect(
      validateContact({ ...valid, name: "Ana\u202Emoc.evil@nimda" }),
    ).toMatchObject({ errors: { name: "invisible_character" } })
    expect(
      validateContact({ ...valid, subject: "Hola\u0085equipo" }),
    ).toMatchObject({ errors: { subject: "single_line" } })
    expect(
      validateContact({
        ...valid,
        message: "Hola \u001b[2J equipo de soporte",
      }),
    ).toMatchObject({ errors: { message: "control_character" } })
    const message = "Usamos <Outlook> y Teams.\r\n\tGracias de antemano."
    const plain = validateContact({ ...valid, message })
    expect(plain.success && plain.data.message).toBe(message)
  })

  it("refuses addresses longer than SMTP allows", () => {
    expect(
      validateContact({ ...valid, email: `${"a".repeat(65)}@clinica.es` }),
    ).toMatchObject({ errors: { email: "email_invalid" } })
    expect(
      validateContact({ ...valid, email: `ana@${"b".repeat(64)}.es` }),
    ).toMatchObject({ errors: { email: "email_invalid" } })
    expect(
      validateContact({ ...valid, email: `${"a".repeat(64)}@clinica.es` })
        .success,
    ).toBe(true)
  })

  it("asks the clinic form for a known service", () => {
    expect(
      validateContact({ ...valid, kind: "clinicService", service: "" }),
    ).toMatchObject({ errors: { service: "service_required" } })
    expect(
      validateContact({ ...valid, kind: "clinicService", service: "Hacking" }),
    ).toMatchObject({ errors: { service: "service_not_offered" } })
  })

  it("names a body that is not an object", () => {
    expect(validateContact([1, 2])).toMatchObject({
      errors: { _form: "invalid_body" },
    })
  })
})
