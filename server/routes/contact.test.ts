import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { countLeads, findLead, listLeads } from "../db/leads.ts"
import {
  startApi,
  validLead,
  waitFor,
  type ApiHarness,
} from "../testing/harness.ts"
import { resetDatabase, testDatabases } from "../testing/databases.ts"

const json = { "content-type": "application/json" }

describe.each(testDatabases())("POST /api/contact on $name", ({ url }) => {
  let api: ApiHarness

  beforeAll(async () => {
    api = await startApi({ databaseUrl: await url(), rateLimitPerHour: 5 })
  })
  afterAll(() => api.close())
  beforeEach(async () => {
    await resetDatabase(api.app)
    api.sink.clear()
  })

  const post = (payload: unknown, headers: Record<string, string> = json) =>
    api.app.inject({
      method: "POST",
      url: "/api/contact",
      headers,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    })

  it("stores a lead, answers 201 and e-mails it once to the team", async () => {
    const response = await post({
      ...validLead,
      message: 'Presupuesto < 100 € & "urgente" ¿podéis ayudarnos?',
    })
    expect(response.statusCode).toBe(201)
    const { success, id } = response.json<{ success: boolean; id: number }>()
    expect(success).toBe(true)
    const lead = await findLead(api.app.leads.database.db, id)
    expect(lead).toMatchObject({
      name: "Ana López",
      email: "ana@clinica.es",
      kind: "home",
      page: "/",
      locale: "es",
    })

    await waitFor(() => api.sink.messages.length === 1)
    const [mail] = api.sink.messages
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
        (await findLead(api.app.leads.database.db, id))?.status === "sent",
    )
    const sent = await findLead(api.app.leads.database.db, id)
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
    await waitFor(() => api.sink.messages.length === 1)
    await waitFor(() =>
      api.logs.some((line) => line.includes("lead delivered")),
    )
    const all = api.logs.join("\n")
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
    expect(await countLeads(api.app.leads.database.db)).toBe(0)
  })

  it("stores one lead for a retried submission with the same Idempotency-Key", async () => {
    const headers = { ...json, "idempotency-key": "3f1c9a7e-retry-key-0001" }
    const first = await post(validLead, headers)
    const second = await post(validLead, headers)
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json<{ id: number }>().id).toBe(
      first.json<{ id: number }>().id,
    )
    expect(await countLeads(api.app.leads.database.db)).toBe(1)
    await waitFor(() => api.sink.messages.length === 1)
  })

  it("silently drops what fills the honeypot", async () => {
    const response = await post({
      ...validLead,
      website: "http://spam.example",
    })
    expect(response.statusCode).toBe(201)
    expect(await countLeads(api.app.leads.database.db)).toBe(0)
  })

  it("limits each client per hour across processes (counts in the database), with a localized 429", async () => {
    const codes: number[] = []
    for (let i = 0; i < 6; i++)
      codes.push((await post({ ...validLead, locale: "en" })).statusCode)
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await post({ ...validLead, locale: "en" })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({
      error: "rate_limited",
      message: expect.stringContaining("too many messages"),
    })
    expect(await countLeads(api.app.leads.database.db)).toBe(5)
    const other = await api.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: json,
      payload: JSON.stringify(validLead),
      remoteAddress: "10.1.2.3",
    })
    expect(other.statusCode).toBe(201)
  })

  it("answers 413, 415 and refuses other sites", async () => {
    const big = await post({ ...validLead, message: "x".repeat(70_000) })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ error: "too_large" })
    const text = await post("name=Ana", { "content-type": "text/plain" })
    expect(text.statusCode).toBe(415)
    const foreign = await post(validLead, {
      ...json,
      origin: "https://evil.example",
    })
    expect(foreign.statusCode).toBe(403)
    const fetchSite = await post(validLead, {
      ...json,
      "sec-fetch-site": "cross-site",
    })
    expect(fetchSite.statusCode).toBe(403)
    const own = await post(validLead, {
      ...json,
      origin: "https://www.trabem.es",
      "sec-fetch-site": "same-origin",
    })
    expect(own.statusCode).toBe(201)
    expect(own.headers["access-control-allow-origin"]).toBeUndefined()
  })

  it("answers a form posted without JavaScript with a page in the visitor's language", async () => {
    const form = new URLSearchParams({
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
    })
    const response = await post(form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
    })
    expect(response.statusCode).toBe(201)
    expect(response.headers["content-type"]).toContain("text/html")
    expect(response.body).toContain('lang="en"')
    expect(response.body).toContain("Message received")
    expect(response.body).toContain('href="/en/canteras"')
    const [lead] = await listLeads(api.app.leads.database.db)
    expect(lead).toMatchObject({
      service: "Canteras",
      is_english: 1,
      locale: "en",
    })

    const invalid = new URLSearchParams({
      kind: "dealerDemo",
      locale: "fr",
      page: "/fr/automocion",
      fullName: "J",
      businessName: "",
      location: "Lyon",
      email: "x",
    })
    const answer = await post(invalid.toString(), {
      "content-type": "application/x-www-form-urlencoded",
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('lang="fr-FR"')
    expect(answer.body).toContain("Nom complet: Le nom est requis")
    expect(answer.body).toContain("Le nom de la concession est requis")
  })

  it("maps a demo form posted without JavaScript onto the contact fields", async () => {
    const form = new URLSearchParams({
      kind: "clinicDemo",
      locale: "es",
      page: "/trabemflex-clinica",
      fullName: "Marta Ruiz",
      clinicName: "Clínica Dental Sol",
      location: "Murcia",
      email: "marta@dentalsol.es",
    })
    const response = await post(form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
    })
    expect(response.statusCode).toBe(201)
    expect(response.body).toContain("Mensaje recibido")
    const [lead] = await listLeads(api.app.leads.database.db)
    expect(lead).toMatchObject({
      name: "Marta Ruiz",
      company: "Clínica Dental Sol",
      service: "Agentes virtuales para clínicas",
    })
    expect(lead?.message).toContain("Localidad: Murcia")
  })

  it("reports process and database health", async () => {
    const response = await api.app.inject({ method: "GET", url: "/healthz" })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: "ok", database: "ok" })
  })
})
