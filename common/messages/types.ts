import type { ErrorCode } from "#common/schemas/contact-fields.ts"

export interface Notice {
  readonly title: string
  readonly description: string
}

/**
 * Labels of every field a form can show, also used on the answer page of a post
 * without JavaScript.
 */
export interface FieldLabels {
  readonly name: string
  readonly email: string
  readonly company: string
  readonly phone: string
  readonly service: string
  readonly subject: string
  readonly message: string
  readonly fullName: string
  readonly clinicName: string
  readonly businessName: string
  readonly location: string
}

/**
 * What the visitor reads about a contact submission, in one language:
 * validation messages by code, the notices after sending or failing, and the
 * API's answers (JSON messages and the page a post without JavaScript gets).
 */
export interface FormMessages {
  readonly errors: Readonly<Record<ErrorCode, string>>
  readonly fields: FieldLabels
  readonly notices: {
    readonly sent: Notice
    /** The Office 365 form's variant, without punctuation. */
    readonly sentPlain: Notice
    readonly failed: Notice
    readonly demoSent: Notice
    readonly demoFailed: Notice
    /** Shown in place of the messaging form for five seconds. */
    readonly confirmation: Notice
  }
  readonly api: {
    /** "{fields}" is replaced by the labels of the fields to correct. */
    readonly invalid: string
    /**
     * What a refusal says of the fields a visitor never sees, when one is
     * wrong (a page older than the site, a client of its own): "{fields}" is
     * replaced by their names (`unseenFields`).
     */
    readonly unreadable: string
    /** The fields a visitor never sees, named as what they are, to go inside a sentence. */
    readonly unseenFields: {
      /** Which form sent it. */
      readonly kind: string
      /** The page's language. */
      readonly locale: string
      /** The page the form is on. */
      readonly page: string
    }
    readonly invalidJson: string
    readonly notAnObject: string
    readonly forbiddenKey: string
    readonly idempotencyKey: string
    readonly idempotencyConflict: string
    readonly encoding: string
    readonly charset: string
    /** An address the server cannot read (bad percent-encoding). */
    readonly badRequest: string
    readonly headersTooLarge: string
    readonly timeout: string
    /** After a refusal for too many messages; "{when}" is e.g. "in 12 minutes". */
    readonly retryAfter: string
    readonly tooMany: string
    readonly tooLarge: string
    readonly unsupported: string
    readonly forbidden: string
    readonly unavailable: string
  }
  readonly answerPage: {
    readonly sentTitle: string
    readonly invalidTitle: string
    readonly failedTitle: string
    readonly back: string
  }
}
