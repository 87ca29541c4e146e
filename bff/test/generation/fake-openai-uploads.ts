// What the fake OpenAI server's `POST /v1/images/edits` received: a multipart/form-data upload,
// read back into its fields and files byte for byte, as OpenAI reads it.

export interface FormPart {
  name: string;
  /** Set for a file. */
  filename?: string;
  contentType?: string;
  data: Buffer;
}

interface Uploaded {
  raw: Buffer;
  contentType: string | undefined;
}

function boundaryOf(contentType: string | undefined): string {
  const match = /^multipart\/form-data;.*\bboundary=("?)([^";]+)\1/i.exec(contentType ?? '');
  if (!match) throw new Error(`not a multipart upload: ${contentType ?? 'no content type'}`);
  return match[2];
}

function headerValue(headers: string, name: string): string | undefined {
  const line = headers.split('\r\n').find((h) => h.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function partOf(chunk: Buffer): FormPart {
  const end = chunk.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('a multipart part without headers');
  const headers = chunk.subarray(0, end).toString('utf8');
  const disposition = headerValue(headers, 'content-disposition') ?? '';
  const name = /\bname="([^"]*)"/.exec(disposition)?.[1];
  if (name === undefined) throw new Error('a multipart part without a name');
  const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1];
  const contentType = headerValue(headers, 'content-type');
  return {
    name,
    ...(filename !== undefined ? { filename } : {}),
    ...(contentType ? { contentType } : {}),
    data: chunk.subarray(end + 4),
  };
}

/** The parts of a multipart/form-data body, in the order sent; throws when it is not one. */
export function formParts({ raw, contentType }: Uploaded): FormPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const parts: FormPart[] = [];
  let at = raw.indexOf(delimiter);
  if (at < 0) throw new Error('a multipart body without its boundary');
  for (;;) {
    const start = at + delimiter.length;
    if (raw.subarray(start, start + 2).toString() === '--') return parts;
    const next = raw.indexOf(delimiter, start);
    if (next < 0) throw new Error('a multipart body that does not end');
    // Each part lies between the CRLF after its boundary line and the CRLF before the next boundary.
    parts.push(partOf(raw.subarray(start + 2, next - 2)));
    at = next;
  }
}

/** The text fields of an upload, by name (the last of a repeated name). */
export function formFields(upload: Uploaded): Record<string, string> {
  return Object.fromEntries(
    formParts(upload)
      .filter((part) => part.filename === undefined)
      .map((part) => [part.name, part.data.toString('utf8')]),
  );
}

/** The files of an upload sent under `name` (`image[]` for the reference pictures). */
export function formFiles(upload: Uploaded, name: string): FormPart[] {
  return formParts(upload).filter((part) => part.name === name && part.filename !== undefined);
}

/**
 * Why OpenAI would refuse an edit request, or undefined: it must be a multipart upload with a
 * model, a prompt and at least one picture under `image[]` (or `image`).
 */
export function editProblem(upload: Uploaded): string | undefined {
  try {
    const fields = formFields(upload);
    if (!fields.model) return 'model is missing';
    if (!fields.prompt) return 'prompt is missing';
    const images = [...formFiles(upload, 'image[]'), ...formFiles(upload, 'image')];
    if (images.length === 0) return 'image is missing';
    if (images.some((image) => image.data.length === 0)) return 'an image is empty';
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
