import {
  LOGO_DELETE_TOKEN_HEADER,
  LOGO_UPLOAD_FIELDS,
  logoUploadResponseSchema,
  type LogoUploadResponse,
} from '@trusthive/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * Stores a logo in public storage (spec §7: logos/{slugified name}-{timestamp}.{ext}, never
 * overwriting) and answers its public URL and key. `name` is the company's or brand's name.
 */
export function uploadLogo(
  file: Blob,
  fileName: string,
  name: string,
): Promise<LogoUploadResponse> {
  const body = new FormData();
  // The name goes first: the service reads fields before it streams the file.
  body.append(LOGO_UPLOAD_FIELDS.name, name);
  body.append(LOGO_UPLOAD_FIELDS.file, file, fileName);
  return apiClient.post('/uploads/logos', { body, schema: logoUploadResponseSchema });
}

/**
 * Spec §7: removing the logo deletes the stored object. Only the uploader may: the token the
 * upload answered with goes along (issue 24 #1).
 */
export async function deleteLogo(logo: { key: string; deleteToken: string }): Promise<void> {
  await apiClient.delete(`/uploads/logos/${encodeURIComponent(logo.key)}`, {
    headers: { [LOGO_DELETE_TOKEN_HEADER]: logo.deleteToken },
  });
}
