import { expect, it } from "vitest"
import { mapDemoRequest } from "#common/schemas/contact-fields.ts"
import { describeContactApi, type JsonAnswer } from "../testing/api-suite.ts"
import { validLead } from "../testing/harness.ts"

/**
 * A refusal names the fields by the label the visitor saw on the form, in
 * their language, and the fields they never saw as what they are.
 */
describeContactApi(
  "refusals in the visitor's words on $name",
  {},
  ({ post }) => {
    it("names the form and the language, never the fields that carry them", async () => {
      const response = await post(
        { ...validLead, kind: "admin", locale: "de" },
        { "content-type": "application/json", "accept-language": "es-ES" },
      )
      expect(response.statusCode).toBe(400)
      const { message } = response.json<JsonAnswer>()
      expect(message).toBe(
        "No reconocemos el formulario y el idioma de este envío: recarga la página y vuelve a enviarlo.",
      )
      expect(message).not.toMatch(/\b(kind|locale)\b/)
    })

    it("names a demo form's fields by their labels on that form", async () => {
      const sent = mapDemoRequest(
        "clinicDemo",
        { fullName: "A", organization: "", location: "Leeds", email: "a@b.co" },
        { locale: "en", page: "/en/trabemflex-clinica" },
      )
      const response = await post(sent)
      expect(response.statusCode).toBe(400)
      expect(response.json<JsonAnswer>().message).toBe(
        "Please check the highlighted fields: Full name, Clinic name.",
      )
    })

    it("says on the answer page to a form posted without JavaScript what it never showed", async () => {
      const response = await post(
        new URLSearchParams({
          ...validLead,
          isEnglish: "false",
          kind: "admin",
          name: "A",
        }).toString(),
        { "content-type": "application/x-www-form-urlencoded" },
      )
      expect(response.statusCode).toBe(400)
      expect(response.headers["content-language"]).toBe("es")
      expect(response.body).toContain("Nombre: El nombre es requerido")
      expect(response.body).toContain(
        "No reconocemos el formulario de este envío",
      )
      expect(response.body).not.toMatch(/\bkind\b/)
    })
  },
)
