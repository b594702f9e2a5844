import { describe, expect, it } from "vitest"
import { errorCodes } from "#common/schemas/contact-fields.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"

describe("messages", () => {
  it("has a text for every error code in every language", () => {
    for (const messages of [es, en, fr])
      for (const code of errorCodes)
        expect(messages.errors[code].length).toBeGreaterThan(0)
  })
})
