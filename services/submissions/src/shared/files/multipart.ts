import type { FastifyRequest } from 'fastify';
import {
  AppError,
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '@trusthive/platform';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** The 413 to answer when a file is larger than maxFileBytes (the spec's words). */
  tooLarge: { title: string; message: string };
}

/**
 * Reads a whole multipart body into memory: the files are small (5 or 10 MB at most, enforced
 * while streaming) and must be inspected by content before anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeError(
      'Unsupported Media Type',
      'Send the files as multipart/form-data.',
    );
  }
  // Null-prototype maps: the part names are the sender's, and a part named '__proto__' must be
  // a field like any other, not the object's prototype.
  const body: MultipartBody = { fields: Object.create(null), files: Object.create(null) };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 10_000,
        parts: limits.maxFiles + 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        body.files[part.fieldname] = { field: part.fieldname, filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asHttpError(error, limits);
  }
  return body;
}

function asHttpError(error: unknown, limits: MultipartLimits): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeError(limits.tooLarge.title, limits.tooLarge.message);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new PayloadTooLargeError(
        'Payload Too Large',
        'The form has too many files or fields.',
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeError(
        'Unsupported Media Type',
        'Send the files as multipart/form-data.',
      );
    default: {
      // Anything else the parser throws (no boundary, a body that is not multipart, a body cut
      // short, a broken part header) is the sender's mistake: only parsing runs in this loop.
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return error;
      return new BadRequestError(
        'Malformed Form',
        'The form data could not be read. Send it as multipart/form-data.',
      );
    }
  }
}
