import { expect, it } from "vitest"
import { listLeads } from "../db/leads.ts"
import { describeContactApi } from "../testing/api-suite.ts"
import { clinicDemoForm } from "../testing/harness.ts"

/** Forms posted without JavaScript: the same checks, and a page in the visitor's language. */
describeContactApi(
  "POST /api/contact on $name",
  { rateLimitPerHour: 5, emptyBeforeEach: true },
  ({ api, postForm }) => {
    it("answers a form posted without JavaScript with a page in the visitor's language", async () => {
      const response = await postForm(
        {
          kind: "quarry",
          locale: "en",
          page: "/en/canteras",
          name: "John Smith",
          email: "john@quarry.co.uk",
          company: "",
          phone: "",
          message: "We need a weighbridge module.",
          service: "Canteras",
          website: "",
        },
        { accept: "text/html" },
      )
      expect(response.statusCode).toBe(201)
      expect(response.headers["content-type"]).toContain("text/html")
      expect(response.body).toContain('lang="en"')
      expect(response.body).toContain("Message received")
      expect(response.body).toContain('href="/en/canteras"')
      const [lead] = await listLeads(api().app.leads.database.db)
      expect(lead).toMatchObject({
        service: "Canteras",
        is_english: 1,
        locale: "en",
      })

      const answer = await postForm({
        kind: "dealerDemo",
        locale: "fr",
        page: "/fr/automocion",
        fullName: "J",
        businessName: "",
        location: "Lyon",
        email: "x",
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.body).toContain('lang="fr-FR"')
      expect(answer.body).toContain("Nom complet: Le nom est requis")
      expect(answer.body).toContain("Le nom de la concession est requis")
    })

    it("maps a demo form posted without JavaScript onto the contact fields", async () => {
      const response = await postForm(clinicDemoForm)
      expect(response.statusCode).toBe(201)
      expect(response.body).toContain("Mensaje recibido")
      const [lead] = await listLeads(api().app.leads.database.db)
      expect(lead).toMatchObject({
        name: "Marta Ruiz",
        company: "Clínica Dental Sol",
        service: "Agentes virtuales para clínicas",
      })
      expect(lead?.message).toContain("Localidad: Murcia")
    })
  },
)
