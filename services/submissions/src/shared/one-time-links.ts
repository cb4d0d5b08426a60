import { AppError, BadRequestError } from '@trusthive/platform';

// The single-use links mailed to a person (an owner's sign-in, a contact e-mail to confirm, a
// data request to verify) refuse in the same three ways, each link with its own words.

/** Why a followed link did nothing: never issued (or no longer valid), spent, or too old. */
export type LinkRefusal = { kind: 'unknown' | 'used' | 'expired' };

type Message = { title: string; message: string };

/** 400 for a link never issued; 410 (gone for good) for one already spent or expired. */
export function refuseLink(
  { kind }: LinkRefusal,
  messages: { linkUnknown: Message; linkUsed: Message; linkExpired: Message },
): never {
  switch (kind) {
    case 'unknown':
      throw new BadRequestError(messages.linkUnknown.title, messages.linkUnknown.message, 'token');
    case 'used':
      throw new AppError(410, messages.linkUsed.title, messages.linkUsed.message, 'token');
    case 'expired':
      throw new AppError(410, messages.linkExpired.title, messages.linkExpired.message, 'token');
  }
}
