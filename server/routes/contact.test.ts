import { expect, it } from "vitest"
import { findLead } from "../db/leads.ts"
import { describeContactApi } from "../testing/api-suite.ts"
import { validLead } from "../testing/harness.ts"
import { waitFor } from "../testing/wait-for.ts"

describeContactApi(
  "POST /api/contact on $name",
  { rateLimitPerHour: 5, emptyBeforeEach: true },
  ({ api, post, stored }) => {
    it("stores a lead, answers 201 and e-mails it once to the team", async () => {
      const response = await post({
        ...validLead,
        message: 'Presupuesto < 100 € & "urgente" ¿podéis ayudarnos?',
      })
      expect(response.statusCode).toBe(201)
      const { success, id } = response.json<{ success: boolean; id: number }>()
      expect(success).toBe(true)
      const lead = await findLead(api().app.leads.database.db, id)
      expect(lead).toMatchObject({
        name: "Ana López",
        email: "ana@clinica.es",
        kind: "home",
        page: "/",
        locale: "es",
      })

      await waitFor(() => api().sink.messages.length === 1)
      const [mail] = api().sink.messages
      expect(mail?.envelopeTo).toEqual(["leads@trabem.test"])
      expect(mail?.headers["reply-to"]).toContain("ana@clinica.es")
      expect(mail?.headers.subject).toContain("Contacto (inicio)")
      expect(mail?.headers.subject).toContain(`#${id}`)
      expect(mail?.leadId).toBe(String(id))
      expect(mail?.text).toContain(
        "Presupuesto &lt; 100 € &amp; &quot;urgente&quot;",
      )
      await waitFor(
        async () =>
          (await findLead(api().app.leads.database.db, id))?.status === "sent",
      )
      const sent = await findLead(api().app.leads.database.db, id)
      expect(sent).toMatchObject({
        status: "sent",
        attempts: 1,
        last_error: null,
      })
    })

    it("logs the lead id and never the visitor's address or message", async () => {
      const response = await post({
        ...validLead,
        email: "secreto@privado.es",
        message: "Texto confidencial de la consulta",
      })
      const { id } = response.json<{ id: number }>()
      await waitFor(() => api().sink.messages.length === 1)
      await waitFor(() =>
        api().logs.some((line) => line.includes("lead delivered")),
      )
      const all = api().logs.join("\n")
      expect(all).toContain(`"leadId":${id}`)
      expect(all).not.toContain("secreto@privado.es")
      expect(all).not.toContain("confidencial")
    })

    it("answers 400 with a message per field in the visitor's language", async () => {
      const bad = {
        name: "A",
        email: "nope",
        subject: "x",
        message: "corto",
        kind: "home",
      }
      const es = await post({ ...bad, locale: "es" })
      expect(es.statusCode).toBe(400)
      expect(es.json()).toMatchObject({
        success: false,
        fieldErrors: {
          name: "El nombre es requerido",
          email: "Email inválido",
          subject: "El asunto es requerido",
          message: "El mensaje debe tener al menos 10 caracteres",
        },
      })
      const en = await post({ ...bad, isEnglish: true })
      expect(en.json()).toMatchObject({
        fieldErrors: {
          name: "Name is required",
          email: "Invalid email address",
          subject: "Subject is required",
          message: "Message must be at least 10 characters",
        },
      })
      const fr = await post({
        ...bad,
        kind: "dealerDemo",
        company: "X",
        locale: "fr",
      })
      expect(fr.json()).toMatchObject({
        fieldErrors: {
          name: "Le nom est requis",
          company: "Le nom de la concession est requis",
        },
      })
      expect(await stored()).toBe(0)
    })

    it("reports process and database health", async () => {
      const response = await api().app.inject({
        method: "GET",
        url: "/healthz",
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        status: "ok",
        release: null,
        database: "ok",
        outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
      })
    })
  },
)
