import { validLead } from "../harness.ts"
import { form, formBody, jsonWithBytes, raw, type Refusal } from "./refusal.ts"

/** Bodies that are not UTF-8, or say they are in another charset. */

const INVALID_UTF8: ReadonlyArray<readonly number[]> = [
  [0xff],
  [0xfe],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc3],
  [0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
]

export const encodings: readonly Refusal[] = [
  ...INVALID_UTF8.map((bytes) =>
    raw(
      "encodings",
      `bytes ${bytes.map((b) => b.toString(16)).join(" ")} in JSON`,
      jsonWithBytes(bytes),
      400,
      "encoding",
    ),
  ),
  ...[
    '{"name":"\\ud800","email":"ana@clinica.es"}',
    '{"name":"Ana","message":"hola \\udfff equipo"}',
    '{"name":"Ana","subject":"\\udc00abc"}',
    '{"name":"x\\ud83d"}',
    '{"\\ud800":"x","name":"Ana"}',
  ].map((body) =>
    raw("encodings", `lone surrogate ${body}`, body, 400, "encoding"),
  ),
  ...["name=%FF", "name=%C3", "message=%ED%A0%80", "subject=%E0%80%AF"].map(
    (fields) =>
      raw(
        "encodings",
        `form ${fields}`,
        formBody(fields),
        400,
        "encoding",
        form,
      ),
  ),
  raw(
    "encodings",
    "raw byte ff in a form post",
    Buffer.concat([Buffer.from(formBody("name=Ana")), Buffer.from([0xff])]),
    400,
    "encoding",
    form,
  ),
  ...["iso-8859-1", "windows-1252", "utf-16", "shift_jis"].map((charset) =>
    raw(
      "encodings",
      `JSON in ${charset}`,
      Buffer.from(JSON.stringify(validLead), "latin1"),
      415,
      "charset",
      { "content-type": `application/json; charset=${charset}` },
    ),
  ),
  raw(
    "encodings",
    "form post in latin1",
    Buffer.from(formBody("name=Jos%E9"), "latin1"),
    415,
    "charset",
    { "content-type": "application/x-www-form-urlencoded; charset=ISO-8859-1" },
  ),
]
