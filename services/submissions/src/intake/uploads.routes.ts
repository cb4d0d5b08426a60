import {
  LOGO_DELETE_TOKEN_HEADER,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_UPLOAD_FIELDS,
} from '@trusthive/contracts';
import {
  deleteLogo as deleteLogoEndpoint,
  uploadLogo as uploadLogoEndpoint,
} from '@trusthive/contracts/endpoints';
import {
  BadRequestError,
  UnsupportedMediaTypeError,
  endpointRoute,
  type Server,
  type SessionStore,
} from '@trusthive/platform';
import type { FastifyRequest } from 'fastify';
import type { SubmissionsDeps } from '../shared/deps';
import { detectLogoType } from '../shared/files/file-type';
import { readMultipart } from '../shared/files/multipart';
import { idempotencyCallerOf, idempotencyKeyOf } from '../shared/idempotency';
import { deleteLogo, uploadLogo } from './logo-upload.service';
import { ownerSessionIdOf } from '../shared/owner-sessions';

/**
 * The owner signed in on this request, if any (issue 37): their upload is recorded as theirs,
 * the only kind they may attach to their company. Read without extending the session; an
 * upload is still taken, as an anonymous one, when Redis cannot say.
 */
async function signedInOwnerOf(
  request: FastifyRequest,
  ownerSessions: SessionStore,
): Promise<string | null> {
  const id = ownerSessionIdOf(request);
  if (!id) return null;
  try {
    const session = await ownerSessions.peek(id);
    return session?.subjectKind === 'owner' ? session.subjectId.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Multipart framing and the name field on top of the file itself. */
export const LOGO_UPLOAD_BODY_BYTES = LOGO_MAX_BYTES + 64 * 1024;

/** POST and DELETE /api/uploads/logos: requests read and checked here, kept by logo-upload.service. */
export async function uploadRoutes(
  app: Server,
  deps: SubmissionsDeps,
  ownerSessions: SessionStore,
): Promise<void> {
  app.route({
    ...endpointRoute(uploadLogoEndpoint),
    bodyLimit: LOGO_UPLOAD_BODY_BYTES,
    handler: async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const body = await readMultipart(request, {
        maxFileBytes: LOGO_MAX_BYTES,
        maxFiles: 1,
        tooLarge: LOGO_MESSAGES.tooLarge,
      });
      const file = body.files[LOGO_UPLOAD_FIELDS.file];
      if (!file || file.bytes.length === 0) {
        throw new BadRequestError(
          LOGO_MESSAGES.missingFile.title,
          LOGO_MESSAGES.missingFile.message,
          LOGO_UPLOAD_FIELDS.file,
        );
      }
      // The magic bytes first (the spec's message for what is no image at all); the service
      // then decodes it in full.
      if (!(await detectLogoType(file.bytes))) {
        throw new UnsupportedMediaTypeError(
          LOGO_MESSAGES.notImage.title,
          LOGO_MESSAGES.notImage.message,
          LOGO_UPLOAD_FIELDS.file,
        );
      }
      const uploadedByOwner = await signedInOwnerOf(request, ownerSessions);
      const uploaded = await uploadLogo(deps, {
        idempotencyKey,
        caller: idempotencyCallerOf(request),
        fields: body.fields,
        file,
        uploadedByOwner,
      });
      return reply.status(201).send(uploaded);
    },
  });

  app.route({
    ...endpointRoute(deleteLogoEndpoint),
    handler: async (request, reply) => {
      await deleteLogo(deps, request.params.key, request.headers[LOGO_DELETE_TOKEN_HEADER]);
      return reply.status(204).send();
    },
  });
}
