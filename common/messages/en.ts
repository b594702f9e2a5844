import type { FormMessages } from "./types.ts"

export const en = {
  errors: {
    name_required: "Name is required",
    email_invalid: "Invalid email address",
    subject_required: "Subject is required",
    message_required: "Message is required",
    message_too_short: "Message must be at least 10 characters",
    service_required: "Please select a service",
    clinic_name_required: "Clinic name is required",
    business_name_required: "Dealership name is required",
    location_required: "Location is required",
    phone_invalid: "Invalid phone number",
    too_long: "The text is too long",
    single_line: "This field cannot contain line breaks",
    control_character:
      "This field contains control characters, which are not allowed",
    invisible_character:
      "This field contains invisible or text-direction characters",
    markup: "HTML tags are not allowed",
    service_not_offered: "This form does not offer that service",
    page_invalid: "The page is not an address of this site",
    invalid_value: "Invalid value",
    invalid_body: "The request is not valid",
  },
  fields: {
    name: "Name",
    email: "Email",
    company: "Company",
    phone: "Phone",
    service: "Service",
    subject: "Subject",
    message: "Message",
    fullName: "Full name",
    clinicName: "Clinic name",
    businessName: "Dealership name",
    location: "Town or city",
  },
  notices: {
    sent: {
      title: "Message sent successfully!",
      description: "We'll get back to you as soon as possible.",
    },
    sentPlain: {
      title: "Message sent successfully",
      description: "We'll get back to you as soon as possible",
    },
    failed: {
      title: "Error sending message",
      description: "Please try again later or contact us by phone.",
    },
    demoSent: {
      title: "Request sent",
      description: "We'll be in touch soon",
    },
    demoFailed: {
      title: "Error",
      description: "The request could not be sent. Please try again.",
    },
    confirmation: {
      title: "Message sent!",
      description:
        "Thank you for contacting us. We'll get back to you as soon as possible.",
    },
  },
  api: {
    invalid: "Please check the highlighted fields: {fields}.",
    tooMany:
      "You have sent too many messages. Please try again later or contact us by phone.",
    tooLarge: "The message is too large.",
    unsupported: "Unsupported submission format.",
    forbidden: "Only submissions from this website are accepted.",
    unavailable:
      "We could not save your message. Please try again later or contact us by phone.",
    unreadable:
      "We do not recognise {fields} of this submission: reload the page and send it again.",
    unseenFields: {
      kind: "the form",
      locale: "the language",
      page: "the page it was sent from",
    },
    invalidJson: "The request body is not valid JSON.",
    notAnObject: "The request must be a JSON object with the form's fields.",
    forbiddenKey:
      "The request contains a field name that is not allowed (__proto__, constructor or prototype).",
    idempotencyKey:
      "The Idempotency-Key header is not valid: it must be 8 to 128 letters, digits or the signs _ . : -",
    idempotencyConflict:
      "This Idempotency-Key was already used for a different message; each different message needs its own key.",
    encoding: "The request contains text that is not valid UTF-8.",
    charset: "Only UTF-8 text is accepted.",
    badRequest: "The requested address is not valid.",
    headersTooLarge: "The request headers are too large.",
    timeout: "The request took too long to arrive.",
    retryAfter: "You can try again {when}.",
  },
  answerPage: {
    sentTitle: "Message received",
    invalidTitle: "Please check your message",
    failedTitle: "Your message could not be sent",
    back: "Back to the page",
  },
} as const satisfies FormMessages
