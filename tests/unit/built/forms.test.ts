import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  formConfig,
  toPayload,
} from "../../../app/components/forms/form-kinds.ts"
import {
  errorMessages,
  validateForm,
} from "../../../app/components/forms/form-validation.ts"
import { leadFormStrings } from "../../../app/components/forms/lead-form-strings.ts"
import { retryNote } from "../../../app/components/forms/retry-after.ts"
import { formMessages } from "../../../common/messages/index.ts"
import { entry } from "../../support/content.ts"
import {
  fixedServiceOf,
  isFormKind,
} from "../../../common/schemas/contact-fields.ts"
import { startApi, type ApiHarness } from "../../../server/testing/harness.ts"
import { waitFor } from "../../../server/testing/wait-for.ts"
import { publicPageRoutes } from "../../../app/config/pages.ts"
import { formCases, type FormCase } from "../../e2e/forms-cases.ts"
import { longMessage, person } from "../../support/form-cases/shared.ts"
import {
  builtPage,
  one,
  parseDocument,
  plain,
  skipWithoutBuild,
} from "../../support/built-html.ts"

/**
 * Every form of the site, as its page writes it and as it says things: the
 * markup of each kind on each page, its messages and notices in the page's
 * language, and what the API makes of what it sends, with script and
 * without. The browser tests (tests/e2e/forms-*.spec.ts) run one path of
 * each behaviour. A page of the build with a form and no case of its own
 * (tests/support/form-cases/) is found in the build and tested all the same,
 * with a case read from its form: all but what its words say.
 */

/** How the lead e-mail names each language. */
const languageNames = { es: "español", en: "inglés", fr: "francés" } as const

/** The answer page of a form posted without JavaScript, in each language. */
const answers = {
  es: { sent: "Mensaje recibido", back: "Volver a la página" },
  en: { sent: "Message received", back: "Back to the page" },
  fr: { sent: "Message reçu", back: "Retour à la page" },
} as const

/** After a refusal for too many messages, Retry-After 1740 s. */
const retry = {
  es: "Podrás volver a intentarlo dentro de 29 minutos.",
  en: "You can try again in 29 minutes.",
  fr: "Vous pourrez réessayer dans 29 minutes.",
} as const

const formOf = (formCase: FormCase) => {
  const forms = builtPage(formCase.path).querySelectorAll(
    'form[action="/api/contact"]',
  )
  expect(forms, formCase.path).toHaveLength(1)
  return forms[0]!
}

/** The form's kind, which the page writes in it. */
const kindOf = (formCase: FormCase) => {
  if (!isFormKind(formCase.kind)) throw new Error(`no form ${formCase.kind}`)
  return formCase.kind
}

/** The service the case picks, by its visible label, as the select's value. */
function serviceValue(form: Element, formCase: FormCase) {
  if (!formCase.serviceLabel) return undefined
  const option = [
    ...form.querySelectorAll('select[name="service"] option'),
  ].find((o) => plain(o) === formCase.serviceLabel)
  return option?.getAttribute("value") ?? undefined
}

/**
 * What the island reads from the form once the visitor has typed `typed`:
 * every field of its kind, the select at the option picked or its first.
 */
function browserValues(
  form: Element,
  formCase: FormCase,
  typed: Readonly<Record<string, string>>,
) {
  const values: Record<string, string> = {}
  for (const { name } of formConfig(kindOf(formCase)).fieldSpecs) {
    const select = form.querySelector(`select[name="${name}"]`)
    values[name] = select
      ? (serviceValue(form, formCase) ??
        select.querySelector("option")?.getAttribute("value") ??
        "")
      : (typed[name] ?? "")
  }
  return values
}

/**
 * What a browser without JavaScript posts: every named control of the form,
 * in document order, with the case's values typed in and its service picked.
 */
function postedFields(form: Element, formCase: FormCase): URLSearchParams {
  const body = new URLSearchParams()
  for (const control of form.querySelectorAll("input, textarea, select")) {
    const name = control.getAttribute("name")
    if (!name) continue
    let value = formCase.values[name]
    if (value === undefined && control.localName === "select")
      value =
        serviceValue(form, formCase) ??
        control.querySelector("option")?.getAttribute("value") ??
        ""
    body.append(name, value ?? control.getAttribute("value") ?? "")
  }
  return body
}

/** The path of every page of the page table whose build holds a lead form. */
const pagesWithForms = skipWithoutBuild
  ? []
  : publicPageRoutes
      .map((route) => route.path)
      .filter((page) =>
        builtPage(page).querySelector('form[action="/api/contact"]'),
      )

/**
 * A case read from a page's form: its kind, language and fixed service as
 * the form writes them, and a valid value for each field of its kind.
 */
function caseOfBuiltForm(page: string): FormCase {
  const form = builtPage(page).querySelector('form[action="/api/contact"]')!
  const hidden = (name: string) =>
    form
      .querySelector(`input[type="hidden"][name="${name}"]`)
      ?.getAttribute("value") ?? undefined
  const kind = hidden("kind") ?? ""
  if (!isFormKind(kind)) throw new Error(`${page}: no form kind ${kind}`)
  const fields = formConfig(kind).fieldSpecs.filter(
    (spec) => spec.control !== "select",
  )
  const values = Object.fromEntries(
    fields.map(({ name, control }) => [
      name,
      control === "email"
        ? person.email
        : control === "tel"
          ? "+34 968 123 456"
          : control === "textarea"
            ? longMessage
            : person.name,
    ]),
  )
  const message = fields.find((spec) => spec.control === "textarea")
  const fixed = fixedServiceOf(kind)
  return {
    kind,
    path: page,
    locale: hidden("locale") as FormCase["locale"],
    values,
    markerField: message?.name ?? fields[0]!.name,
    ...(fixed && { service: fixed }),
    sent: "",
    failed: ["", ""],
    sending: "",
  }
}

/** The listed cases, then a case for each page with a form and none listed. */
const builtCases: readonly (FormCase & { readonly listed: boolean })[] = [
  ...formCases.map((formCase) => ({ ...formCase, listed: true })),
  ...pagesWithForms
    .filter((page) => !formCases.some((formCase) => formCase.path === page))
    .map((page) => ({ ...caseOfBuiltForm(page), listed: false })),
]

describe.skipIf(skipWithoutBuild)("every form of the built site", () => {
  it("is found in the build: every page of a listed case holds its form", () => {
    expect(pagesWithForms).toEqual(
      expect.arrayContaining([...new Set(formCases.map((c) => c.path))]),
    )
  })

  let api: ApiHarness
  beforeAll(async () => {
    const { testDatabases } =
      await import("../../../server/testing/databases.ts")
    api = await startApi({ databaseUrl: await testDatabases()[0]!.url() })
  })
  afterAll(() => api?.close())

  /** Waits for the one e-mail whose text contains `marker`. */
  async function mailWith(marker: string) {
    await waitFor(() => api.sink.messages.some((m) => m.text.includes(marker)))
    const mails = api.sink.messages.filter((m) => m.text.includes(marker))
    expect(mails).toHaveLength(1)
    return mails[0]!
  }

  for (const formCase of builtCases) {
    const kind = kindOf(formCase)
    const where = `${formCase.kind} form on ${formCase.path}`

    it(`${where}: a plain HTML form that starts empty, with its fields, its kind, language, page and service`, () => {
      const form = formOf(formCase)
      expect(form.getAttribute("method")).toBe("post")
      // The browser's own checks stay until the island takes over.
      expect(form.hasAttribute("novalidate")).toBe(false)
      const hidden = (name: string) =>
        form
          .querySelector(`input[type="hidden"][name="${name}"]`)
          ?.getAttribute("value")
      expect(hidden("kind")).toBe(formCase.kind)
      expect(hidden("locale")).toBe(formCase.locale)
      expect(hidden("page")).toBe(formCase.path)
      // A form of one service says it in a hidden field; the others offer a select or none.
      const fixed = fixedServiceOf(kind)
      expect(hidden("service")).toBe(fixed)
      if (fixed) expect(fixed).toBe(formCase.service)
      for (const name of Object.keys(formCase.values)) {
        const field = one(form, `[name="${name}"]`)
        expect(field.getAttribute("value") ?? "", `${where} ${name}`).toBe("")
        expect(plain(field), `${where} ${name}`).toBe("")
        // Every field is labelled.
        expect(form.querySelector(`label[for="${field.id}"]`)).not.toBeNull()
      }
      expect(one(form, '[name="email"]').getAttribute("type")).toBe("email")
      const select = form.querySelector('select[name="service"]')
      if (formCase.kind === "clinicService")
        expect(select?.querySelector("option")?.getAttribute("value")).toBe(
          "TrAbem Flex RAG",
        )
      if (formCase.serviceLabel)
        expect(serviceValue(form, formCase)).toBe(formCase.service)
      // The honeypot: out of sight, out of the tab order, empty.
      const trap = one(form, 'input[name="website"]')
      expect(trap.getAttribute("tabindex")).toBe("-1")
      expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
      expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(1)
    })

    it.runIf(formCase.listed)(
      `${where}: its messages and notices in the page's language`,
      async () => {
        const { locale } = formCase
        const empty = browserValues(formOf(formCase), formCase, {})
        const context = { locale, page: formCase.path }
        if (formCase.emptyErrors) {
          const messages = await errorMessages(locale)
          const shown = Object.entries(validateForm(kind, empty, context)).map(
            ([name, code]) => [name, code ? messages[code] : ""],
          )
          expect(Object.fromEntries(shown)).toEqual(formCase.emptyErrors)
          // The first field's message is the first shown (it takes the focus).
          expect(shown[0]?.[0]).toBe(Object.keys(formCase.emptyErrors)[0])
        } else {
          // The browser's own required checks, and nothing of the island's.
          expect(formConfig(kind).browserChecks).toBe(true)
          const form = formOf(formCase)
          expect(one(form, '[name="name"]').hasAttribute("required")).toBe(true)
          expect(one(form, '[name="message"]').hasAttribute("required")).toBe(
            true,
          )
        }
        const { linkLanguages, ...words } = entry("forms", locale)
        const strings = leadFormStrings(
          { ...words, messages: formMessages[locale] },
          kind,
          linkLanguages,
        )
        expect(strings.sending).toBe(formCase.sending)
        expect([strings.failed.title, strings.failed.description]).toEqual(
          formCase.failed,
        )
        if (formCase.confirmation)
          expect([
            strings.confirmation?.title,
            strings.confirmation?.description,
          ]).toEqual(formCase.confirmation)
        else expect(strings.sent.title).toBe(formCase.sent)
        expect(
          retryNote(
            strings.failed.description,
            { ok: false, fieldErrors: {}, retryAfterSeconds: 1740 },
            strings,
            locale,
          ),
        ).toBe(`${formCase.failed[1]} ${retry[locale]}`)
      },
    )

    it(`${where}: what its script sends is stored and e-mailed once, naming the form, service and language`, async () => {
      const marker = `ref-json-${formCase.kind}-${formCase.path}`
      const values = { ...formCase.values }
      values[formCase.markerField] = `${values[formCase.markerField]} ${marker}`
      const payload = toPayload(
        kind,
        browserValues(formOf(formCase), formCase, values),
        {
          locale: formCase.locale,
          page: formCase.path,
        },
      )
      expect(payload).toMatchObject({
        kind: formCase.kind,
        isEnglish: formCase.locale === "en",
        ...(formCase.service ? { service: formCase.service } : {}),
      })
      const response = await api.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      })
      expect(response.statusCode).toBe(201)
      const mail = await mailWith(marker)
      expect(mail.headers["reply-to"]).toContain(formCase.values.email)
      expect(mail.text).toContain(
        formCase.values.name ?? formCase.values.fullName,
      )
      if (formCase.service)
        expect(mail.headers.subject).toContain(formCase.service)
      expect(mail.text).toContain(`Idioma: ${languageNames[formCase.locale]}`)
    })

    it(`${where}: posted without JavaScript, it is answered with a page in its language and e-mailed once`, async () => {
      const marker = `ref-html-${formCase.kind}-${formCase.path}`
      const form = formOf(formCase)
      const body = postedFields(form, {
        ...formCase,
        values: {
          ...formCase.values,
          [formCase.markerField]: `${formCase.values[formCase.markerField]} ${marker}`,
        },
      })
      const response = await api.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
        },
        payload: body.toString(),
      })
      expect(response.statusCode).toBe(201)
      const answer = parseDocument(response.body)
      const words = answers[formCase.locale]
      expect(plain(answer.querySelector("h1"))).toBe(words.sent)
      expect(answer.documentElement.getAttribute("lang")).toMatch(
        new RegExp(`^${formCase.locale}`),
      )
      const back = [...answer.querySelectorAll("a")].find(
        (a) => plain(a) === words.back,
      )
      expect(back?.getAttribute("href")).toBe(formCase.path)
      const mail = await mailWith(marker)
      if (formCase.service)
        expect(mail.headers.subject).toContain(formCase.service)
    })
  }
})
