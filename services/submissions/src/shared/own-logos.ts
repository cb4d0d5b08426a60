import type { Kysely } from 'kysely';
import {
  OWNER_EDIT_MESSAGES,
  REGISTRATION_MESSAGES,
  type Registration,
} from '@trusthive/contracts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  type Config,
  type Database,
  type ObjectStorage,
} from '@trusthive/platform';
import { ownLogoNameOf, publicUrlOf } from './origin';
import { isLogoInUse, logoUploaderOf } from './repositories/logo-uploads.repository';

/**
 * The registration with every logo (the company's and each brand's) checked to be one of our
 * own uploads and written as its URL on the public origin (issue 24 #14): a listed profile
 * never shows an image from another host, and what it shows can be found by its key.
 */
export async function withOwnLogos(
  deps: { config: Config; storage: ObjectStorage },
  registration: Registration,
): Promise<Registration> {
  const own = (logo: string | undefined, field: string) => ownLogoUrl(deps, logo, field);
  const logo = await own(registration.logo, 'logo');
  const brands = [];
  for (const [index, brand] of registration.brands.entries()) {
    brands.push({ ...brand, logo: await own(brand.logo, `brands.${index}.logo`) });
  }
  return { ...registration, logo, brands };
}

/**
 * A logo URL checked to be one of our own uploads that still exists, as its URL on the public
 * origin; a 400 with registration's "Invalid Logo" naming the field otherwise. Also used for an
 * owner's new logo (issue 19), so both pass the same checks.
 */
export async function ownLogoUrl(
  deps: { config: Config; storage: ObjectStorage },
  logo: string | undefined,
  field: string,
): Promise<string | undefined> {
  if (logo === undefined) return undefined;
  const name = ownLogoNameOf(deps.config, deps.storage, logo);
  const key = `logos/${name}`;
  if (name === null || !(await deps.storage.exists('public', key))) {
    const { title, message } = REGISTRATION_MESSAGES.invalidLogo;
    throw new BadRequestError(title, message, field);
  }
  return publicUrlOf(deps.config, deps.storage, key);
}

/**
 * An owner's new logo (issue 37): one of our own uploads, made by this owner's session (so no
 * one attaches another's upload and takes it from its uploader's delete token), and shown on no
 * profile yet. Answers its URL on the public origin; 400 for what is no upload of ours, 403 for
 * another's upload, 409 for one already shown.
 */
export async function ownersOwnLogoUrl(
  deps: { config: Config; storage: ObjectStorage; db: Kysely<Database> },
  ownerEmail: string,
  logo: string,
): Promise<string> {
  const url = (await ownLogoUrl(deps, logo, 'logo'))!;
  const name = ownLogoNameOf(deps.config, deps.storage, logo)!;
  if ((await logoUploaderOf(deps.db, name)) !== ownerEmail.toLowerCase()) {
    const { title, message } = OWNER_EDIT_MESSAGES.logoNotYours;
    throw new AppError(403, title, message, 'logo');
  }
  if (await isLogoInUse(deps.db, name)) {
    const { title, message } = OWNER_EDIT_MESSAGES.logoInUse;
    throw new ConflictError(title, message, 'logo');
  }
  return url;
}
