import { z } from 'zod';
import { storableString } from '../common/text';
import {
  LONG_TEXT_MAX_LENGTH,
  REPORT_TYPES,
  type ReportType,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants';
import { choice, fail, failFirstMissing, flag, line, text } from './fields';
import { REPORT_MESSAGES } from './messages';
import { isValidEmail, isValidIndianMobile, normalizePhone, normalizeWebsite } from './rules';

// ---------------------------------------------------------------------------------------
// Report (spec §3 "Report form", §5 "Report", §7)

const REPORT_MISSING = REPORT_MESSAGES.missingInformation;

export const reportSchema = z
  .object({
    companyName: line(REPORT_MISSING, TEXT_MAX_LENGTH),
    companyId: z
      .union([z.number(), storableString()], { error: REPORT_MISSING.message })
      .optional()
      .transform((value) => {
        const id = Number(value);
        return value !== undefined && value !== '' && Number.isSafeInteger(id) && id > 0
          ? id
          : null;
      }),
    companyWebsite: line(REPORT_MESSAGES.invalidWebsite, URL_MAX_LENGTH),
    reportType: choice(REPORT_TYPES, REPORT_MISSING),
    description: text(REPORT_MISSING, LONG_TEXT_MAX_LENGTH),
    evidence: text(REPORT_MISSING, LONG_TEXT_MAX_LENGTH),
    name: line(REPORT_MISSING, TEXT_MAX_LENGTH),
    email: line(REPORT_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
    phone: line(REPORT_MESSAGES.invalidPhone, 20).transform(normalizePhone),
    agreeTerms: flag,
  })
  .superRefine((value, ctx) => {
    failFirstMissing(ctx, REPORT_MISSING, [
      ['companyName', value.companyName],
      ['reportType', value.reportType ?? ''],
      ['description', value.description],
      ['name', value.name],
      ['email', value.email],
    ]);
    if (!value.agreeTerms) fail(ctx, REPORT_MESSAGES.terms, ['agreeTerms']);
    if (value.email && !isValidEmail(value.email))
      fail(ctx, REPORT_MESSAGES.invalidEmail, ['email']);
    if (value.phone && !isValidIndianMobile(value.phone))
      fail(ctx, REPORT_MESSAGES.invalidPhone, ['phone']);
    if (value.companyWebsite && !normalizeWebsite(value.companyWebsite))
      fail(ctx, REPORT_MESSAGES.invalidWebsite, ['companyWebsite']);
  })
  .transform((value) => ({
    ...value,
    reportType: value.reportType as ReportType,
    companyWebsite: value.companyWebsite ? normalizeWebsite(value.companyWebsite) : null,
  }));
export type ReportInput = z.input<typeof reportSchema>;
export type Report = z.output<typeof reportSchema>;
