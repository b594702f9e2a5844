import * as z from "zod/mini"
import { collectErrors, fieldsOf, type Validation } from "./contact.ts"
import {
  demoOrganizationOf,
  limits,
  type DemoKind,
  type DemoRequest,
} from "./contact-fields.ts"
import { formKindSpec } from "./form-kinds.ts"
import { email, line } from "./text-fields.ts"

/** A demo form's own fields, before they are mapped onto the contact payload. */
export const demoSchema = z.object({
  fullName: line(limits.name, { length: 2, code: "name_required" }),
  organization: line(limits.company, {
    length: 2,
    code: "clinic_name_required",
  }),
  location: line(limits.location, { length: 2, code: "location_required" }),
  email,
})

/** Validates a demo form's own fields (fullName, clinicName or businessName, location, email). */
export function validateDemo(
  kind: DemoKind,
  input: unknown,
): Validation<DemoRequest> {
  const organizationField = demoOrganizationOf(kind)
  const source = fieldsOf(input)
  const result = demoSchema.safeParse({
    ...source,
    organization: source[organizationField],
  })
  if (result.success) return { success: true, data: result.data }
  const errors = collectErrors(result.error.issues)
  const organizationError = errors.organization
  delete errors.organization
  // A missing clinic or dealership name gets the message of that form's own rule.
  const rule = formKindSpec(kind).rules.find((r) => r.field === "company")
  if (organizationError)
    errors[organizationField] =
      organizationError === "clinic_name_required" && rule
        ? rule.code
        : organizationError
  return { success: false, errors }
}
