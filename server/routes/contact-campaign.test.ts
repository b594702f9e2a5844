import { expect, it } from "vitest"
import { listLeads } from "../db/leads.ts"
import { describeContactApi, json } from "../testing/api-suite.ts"
import { clinicDemoForm } from "../testing/harness.ts"
import { waitFor } from "../testing/wait-for.ts"

/** A lead keeps the campaign of the page it was sent from, with JavaScript and without. */

const campaignPage =
  "https://www.trabem.es/kitdigital?utm_source=newsletter&utm_medium=email&utm_campaign=diciembre"

const kitDigital = {
  kind: "kitDigital",
  locale: "es",
  page: "/kitdigital",
  name: "Lucía Martínez",
  email: "lucia@panaderia-lucia.es",
  company: "Panadería Lucía",
  phone: "",
  message: "Queremos pedir la ayuda del Kit Digital para la web.",
  website: "",
}

describeContactApi(
  "a lead's campaign on $name",
  { emptyBeforeEach: true },
  ({ api, post, postForm }) => {
    const campaignOfLeads = async () =>
      (await listLeads(api().app.leads.database.db)).map((lead) => ({
        page: lead.page,
        utm_source: lead.utm_source,
        utm_medium: lead.utm_medium,
        utm_campaign: lead.utm_campaign,
        referrer_host: lead.referrer_host,
      }))

    it("without JavaScript, is read from the Referer when it is a page of the site", async () => {
      expect(
        (await postForm(kitDigital, { referer: campaignPage })).statusCode,
      ).toBe(201)
      // Another site's address says nothing about the page the form was on.
      expect(
        (
          await postForm(kitDigital, {
            referer: "https://otro.example/kitdigital?utm_source=spam",
          })
        ).statusCode,
      ).toBe(201)
      // A parameter the rules refuse is left out; the lead is kept.
      expect(
        (
          await postForm(kitDigital, {
            referer: `https://www.trabem.es/kitdigital?utm_source=${"x".repeat(101)}&utm_campaign=%3Cb%3Eoferta`,
          })
        ).statusCode,
      ).toBe(201)
      const none = {
        page: "/kitdigital",
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        referrer_host: null,
      }
      expect(await campaignOfLeads()).toEqual([
        none,
        none,
        {
          ...none,
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "diciembre",
        },
      ])
    })

    it("without JavaScript, is kept by a demo form too", async () => {
      const response = await postForm(clinicDemoForm, {
        referer:
          "https://www.trabem.es/trabemflex-clinica?utm_source=google&utm_medium=cpc",
      })
      expect(response.statusCode).toBe(201)
      expect(await campaignOfLeads()).toEqual([
        {
          page: "/trabemflex-clinica",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: null,
          referrer_host: null,
        },
      ])
    })

    it("with JavaScript, comes in the payload, checked like every field", async () => {
      const sent = await post(
        {
          ...kitDigital,
          utmSource: " newsletter ",
          utmMedium: "email",
          utmCampaign: "diciembre",
          referrerHost: "news.example.com",
        },
        json,
      )
      expect(sent.statusCode).toBe(201)
      expect(await campaignOfLeads()).toEqual([
        {
          page: "/kitdigital",
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "diciembre",
          referrer_host: "news.example.com",
        },
      ])
      // The team's e-mail says it too.
      const id = String(sent.json<{ id: number }>().id)
      await waitFor(() =>
        api().sink.messages.some((mail) => mail.leadId === id),
      )
      expect(
        api().sink.messages.find((mail) => mail.leadId === id)?.text,
      ).toMatch(
        /Página: \/kitdigital\r?\nCampaña: newsletter \/ email \/ diciembre\r?\nLlegó desde: news\.example\.com\r?\n/,
      )
      for (const [field, value] of [
        ["utmCampaign", "x".repeat(101)],
        ["utmSource", "<script>"],
        ["utmMedium", 7],
        ["referrerHost", "https://news.example.com/"],
        ["referrerHost", "News.Example.com"],
      ] as const) {
        const refused = await post({ ...kitDigital, [field]: value }, json)
        expect(refused.statusCode, `${field}: ${value}`).toBe(400)
        expect(Object.keys(refused.json().fieldErrors ?? {})).toEqual([field])
      }
      expect(await campaignOfLeads()).toHaveLength(1)
    })
  },
)
