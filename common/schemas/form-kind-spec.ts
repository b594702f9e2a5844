/** The shape of an entry of the form-kind table (form-kinds.ts). */

/** A field as a form shows it; demo forms rename the contact fields they map onto. */
export type FormField =
  | "name"
  | "email"
  | "company"
  | "phone"
  | "service"
  | "subject"
  | "message"
  | "fullName"
  | "clinicName"
  | "businessName"
  | "location"

/** A contact field that must hold at least `min` characters, else `code`. */
export interface MinimumRule {
  readonly field: "subject" | "message" | "service" | "company"
  readonly min: number
  readonly code:
    | "subject_required"
    | "message_required"
    | "message_too_short"
    | "service_required"
    | "clinic_name_required"
    | "business_name_required"
}

export interface FormKindSpec {
  /** Which form a lead came from, as the inbox reads it. */
  readonly label: string
  /** The fields the visitor fills in, in order. */
  readonly fields: readonly FormField[]
  /** What the form requires beyond a name and an address. */
  readonly rules: readonly MinimumRule[]
  /**
   * A select of services (its first value the default), or the one service the
   * form always sends.
   */
  readonly services?:
    { readonly select: readonly string[] } | { readonly fixed: string }
  /** Label of the submit button. */
  readonly submit: "contact" | "demo" | "information"
  /** The notices after sending and after a failure. */
  readonly sent: "sent" | "sentPlain" | "demoSent"
  readonly failed: "failed" | "demoFailed"
  /** Only the browser's own required checks, no validation messages of the site's. */
  readonly browserChecks?: boolean
  /** The form is replaced by a confirmation for a while after success. */
  readonly confirmation?: boolean
  /** A demo request: its fields are mapped onto the contact payload. */
  readonly demo?: { readonly organization: "clinicName" | "businessName" }
}
